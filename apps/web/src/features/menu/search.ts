import type { Food } from '@quan/domain/answers'
import type { Language } from '../../i18n/languages'
import { ALL_CATEGORIES } from '../../shared/menu/labels'
import { foodName } from '../../shared/menu/types'

/**
 * Lower case without accents, so 'pho', 'PHO' and 'phở' find the same dish, and 'dac' finds
 * 'đặc' (đ is a letter of its own, not d with a mark).
 */
export function foldText(text: string): string {
  return text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd')
}

/**
 * SPEC §2: the dishes of the chosen category whose localized name, base name or description
 * contains the search, case-insensitively.
 */
export function filterFoods(
  foods: Food[],
  { query, category, language }: { query: string; category: string; language: Language },
): Food[] {
  const wanted = foldText(query.trim())
  return foods.filter(
    (food) =>
      (category === ALL_CATEGORIES || food.category === category) &&
      (wanted === '' ||
        [foodName(food, language), food.name, food.description].some((text) =>
          foldText(text ?? '').includes(wanted),
        )),
  )
}
