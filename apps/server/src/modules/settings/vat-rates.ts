import { DEFAULT_VAT_SETTINGS, vatSettingsShape, type VatSettings } from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'
import type { SettingDescription } from './setting-book'

/**
 * The VAT rates (issue 22 §2): the rates the restaurant sells at, the dishes' default and the
 * delivery fee's. No row is a new shop: Slovakia's 2025 rates (domain vat.ts), the owner's to
 * check. Orders keep the percent each line was sold at, so a change here never alters one.
 */
export const vatRatesSetting: SettingDescription<VatSettings> = {
  key: 'vatRates',
  schema: vatSettingsShape,
  default: DEFAULT_VAT_SETTINGS,
}

/** GET and PUT /api/admin/vat-rates, in the back office's Settings. */
export async function vatRatesRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.vatRates, admin, async () => ({
    success: true as const,
    message: 'The VAT rates',
    data: await ctx.settings.vatRates.read(),
  }))

  route(app, routes.saveVatRates, admin, async (request) => ({
    success: true as const,
    message: 'VAT rates saved',
    data: await ctx.settings.vatRates.save(request.body),
  }))
}
