import {
  DEFAULT_PERSONAL_DATA_SETTINGS,
  personalDataSettingsShape,
  type PersonalDataSettings,
} from '@quan/domain'
import type { SettingDescription } from '../settings/setting-book'

/** How long a guest's personal data is kept once done (issue 24 §4); no row: 24 months. */
export const personalDataSetting: SettingDescription<PersonalDataSettings> = {
  key: 'personalData',
  schema: personalDataSettingsShape,
  default: DEFAULT_PERSONAL_DATA_SETTINGS,
}
