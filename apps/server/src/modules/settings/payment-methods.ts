import { DEFAULT_PAYMENT_SETTINGS, paymentSettingsShape, type PaymentSettings } from '@quan/domain'
import type { SettingDescription } from './setting-book'

/**
 * The ways of paying the restaurant offers (issue 22 §1): cash (the default, as before), a card
 * at the door or counter, online now. No row is a default install: cash only.
 */
export const paymentMethodsSetting: SettingDescription<PaymentSettings> = {
  key: 'payment-methods',
  schema: paymentSettingsShape,
  default: DEFAULT_PAYMENT_SETTINGS,
}
