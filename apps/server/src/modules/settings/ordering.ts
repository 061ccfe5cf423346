import {
  DEFAULT_ORDERING_SETTINGS,
  orderingSettingsShape,
  type OrderingSettings,
} from '@quan/domain'
import type { SettingDescription } from './setting-book'

/**
 * How the restaurant takes orders (issue 11 §1, §2): pickup on or off, orders for later, the
 * lead times and the cap per slot. No row is a default install: SPEC's delivery as soon as
 * possible. Stored in the API's own shape, checked by it on the way in.
 */
export const orderingSetting: SettingDescription<OrderingSettings> = {
  key: 'ordering',
  schema: orderingSettingsShape,
  default: DEFAULT_ORDERING_SETTINGS,
}
