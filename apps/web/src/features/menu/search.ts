import type { Food } from '@quan/domain/answers'
import { foldText } from '@quan/domain/fold-text'
import { keepsDish, NO_MENU_FILTER, type MenuFilter } from '@quan/domain/menu-filter'
import type { Language } from '../../i18n/languages'
import { ALL_CATEGORIES } from '../../shared/menu/labels'
import { foodDescription, foodName } from '../../shared/menu/types'

/**
 * SPEC §2: the dishes of the chosen category whose name or description, in the guest's language
 * (issue 12 §1) or as the base text, contains the search, case-insensitively; and (issue 12 §2) that the guest's allergen and
 * dietary filter keeps.
 */
export function filterFoods(
  foods: Food[],
  {
    query,
    category,
    language,
    filter = NO_MENU_FILTER,
  }: { query: string; category: string; language: Language; filter?: MenuFilter },
): Food[] {
  const wanted = foldText(query.trim())
  return foods.filter(
    (food) =>
      (category === ALL_CATEGORIES || food.category === category) &&
      keepsDish(food, filter) &&
      (wanted === '' ||
        [
          foodName(food, language),
          food.name,
          foodDescription(food, language),
          food.description,
        ].some((text) => foldText(text ?? '').includes(wanted))),
  )
}
