import { DEFAULT_DELIVERY_AREAS, type DeliveryArea } from '@quan/domain'
import { z } from 'zod'
import type { SettingDescription } from './setting-book'

/**
 * The delivery areas (issue 11 §3), read on every order and every visit to the checkout and
 * changed a few times a year. A database that never had them saved has SPEC's one area, so a
 * default install is unchanged. Stored in cents, as everything inside; checked on the way in by
 * the request schema.
 */
export const deliveryAreasSetting: SettingDescription<readonly DeliveryArea[]> = {
  key: 'delivery_areas',
  schema: z.array(
    z.object({
      name: z.string(),
      postalCodes: z.array(z.string()),
      feeCents: z.number().int(),
      minimumCents: z.number().int(),
      freeFromCents: z.number().int().nullable(),
    }),
  ),
  default: DEFAULT_DELIVERY_AREAS,
}
