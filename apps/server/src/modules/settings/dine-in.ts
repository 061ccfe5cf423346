import { DEFAULT_DINE_IN_SETTINGS, dineInSettingsShape, type DineInSettings } from '@quan/domain'
import type { SettingDescription } from './setting-book'

/**
 * Ordering at the table (issue 24 §5): on or off, the tables, and the generation of the sheet of
 * QR links in use. No row is a default install: off, no tables, the first sheet.
 */
export const dineInSetting: SettingDescription<DineInSettings> = {
  key: 'dineIn',
  schema: dineInSettingsShape,
  default: DEFAULT_DINE_IN_SETTINGS,
}
