import type { Allergen } from './allergens'
import type { Language } from './language'

/**
 * Their names as the law's own language versions word them, shortened where menus do. 'Nuts'
 * are the tree nuts of the law's list, never the peanuts beside them, and say so in every
 * language; the Vietnamese names use the menu's northern words first ('Lạc (đậu phộng)'). The server's
 * mails name them from here; the shop reads the same names from its texts (common.json, kept
 * equal to these by a test), so that no script carries them to a guest's phone.
 */
export const ALLERGEN_NAMES: Record<Language, Record<Allergen, string>> = {
  en: {
    gluten: 'Cereals containing gluten',
    crustaceans: 'Crustaceans',
    eggs: 'Eggs',
    fish: 'Fish',
    peanuts: 'Peanuts',
    soy: 'Soybeans',
    milk: 'Milk',
    nuts: 'Tree nuts',
    celery: 'Celery',
    mustard: 'Mustard',
    sesame: 'Sesame seeds',
    sulphites: 'Sulphur dioxide and sulphites',
    lupin: 'Lupin',
    molluscs: 'Molluscs',
  },
  sk: {
    gluten: 'Obilniny obsahujúce lepok',
    crustaceans: 'Kôrovce',
    eggs: 'Vajcia',
    fish: 'Ryby',
    peanuts: 'Arašidy',
    soy: 'Sójové zrná',
    milk: 'Mlieko',
    nuts: 'Škrupinové plody (orechy)',
    celery: 'Zeler',
    mustard: 'Horčica',
    sesame: 'Sezamové semená',
    sulphites: 'Oxid siričitý a siričitany',
    lupin: 'Vlčí bôb',
    molluscs: 'Mäkkýše',
  },
  vi: {
    gluten: 'Ngũ cốc chứa gluten',
    crustaceans: 'Động vật giáp xác',
    eggs: 'Trứng',
    fish: 'Cá',
    peanuts: 'Lạc (đậu phộng)',
    soy: 'Đậu nành',
    milk: 'Sữa',
    nuts: 'Hạt có vỏ cứng (hạnh nhân, óc chó, hạt điều…)',
    celery: 'Cần tây',
    mustard: 'Mù tạt',
    sesame: 'Vừng (mè)',
    sulphites: 'Lưu huỳnh đioxit và sulfit',
    lupin: 'Đậu lupin',
    molluscs: 'Động vật thân mềm',
  },
}
