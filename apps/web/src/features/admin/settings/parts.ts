/**
 * The parts of Settings, one shown at a time (?part=hours), so that a phone shows one form and
 * not ten in a row. The first is what a new install sets up first (issue 21 §1). A file of its
 * own, without React, so that the back office's sweep (e2e/back-office-checks.ts) visits the same.
 */
export const SETTINGS_PARTS = [
  'restaurant',
  'look',
  'hours',
  'texts',
  'ordering',
  'dineIn',
  'delivery',
  'menu',
  'vat',
  'legal',
  'tickets',
] as const
export type SettingsPart = (typeof SETTINGS_PARTS)[number]
