import {
  ALLERGENS,
  allergensOfSelection,
  canBeOrderedWithout,
  hasMenuTag,
  MENU_TAGS,
  type Allergen,
  type AllergenFacts,
  type DietaryTag,
  type MenuTag,
  type SpicyLevel,
} from './allergens'

/**
 * What a guest filters the menu by (issue 12 §2): allergens to leave out and tags every dish
 * must carry. It lives in the address (`/menu?without=peanuts,milk&tag=vegan`), so a filtered
 * menu can be linked, reloaded, and rendered on the server before any script runs.
 */
export interface MenuFilter {
  without: Allergen[]
  tags: MenuTag[]
}

export const NO_MENU_FILTER: MenuFilter = { without: [], tags: [] }

/** A query string's values for `name`, each comma list split: `a=1,2&a=3` gives 1, 2, 3. */
function listed(query: string, name: string): string[] {
  return query
    .replace(/^\?/, '')
    .split('&')
    .flatMap((pair) => {
      const [key = '', value = ''] = pair.split('=')
      if (decoded(key) !== name) return []
      return decoded(value)
        .split(',')
        .map((part) => part.trim())
    })
}

/** A query part as text; a malformed escape reads as nothing rather than throwing. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    return ''
  }
}

/** Reads a filter from the address's query; unknown codes are dropped, each kept once. */
export function menuFilterOf(query: string): MenuFilter {
  const without = new Set(listed(query, 'without'))
  const tags = new Set(listed(query, 'tag'))
  return {
    without: ALLERGENS.filter((allergen) => without.has(allergen)),
    tags: MENU_TAGS.filter((tag) => tags.has(tag)),
  }
}

/** The filter as a query string ('' for none), in one spelling whatever order it came in. */
export function menuFilterQuery(filter: MenuFilter): string {
  // Codes are plain letters and hyphens: nothing to escape.
  const without = ALLERGENS.filter((allergen) => filter.without.includes(allergen))
  const tags = MENU_TAGS.filter((tag) => filter.tags.includes(tag))
  return [
    ...(without.length > 0 ? [`without=${without.join(',')}`] : []),
    ...(tags.length > 0 ? [`tag=${tags.join(',')}`] : []),
  ].join('&')
}

export const isMenuFiltered = ({ without, tags }: MenuFilter) =>
  without.length > 0 || tags.length > 0

/** Whether a dish stays on a filtered menu: orderable without each allergen, and every tag. */
export function keepsDish(
  dish: AllergenFacts & { dietaryTags: readonly DietaryTag[]; spicy: SpicyLevel },
  { without, tags }: MenuFilter,
): boolean {
  return (
    (without.length === 0 || canBeOrderedWithout(dish, without)) &&
    tags.every((tag) => hasMenuTag(dish, tag))
  )
}

/**
 * Whether a dish may be suggested to a guest with this filter (issue 19 §2.4). A suggestion is
 * added at a tap with its default choices, so it must be free of every allergen left out as it
 * is added, not merely orderable without them; and carry every tag, as on the menu.
 */
export function suggestsDish(
  dish: Parameters<typeof allergensOfSelection>[0] & {
    dietaryTags: readonly DietaryTag[]
    spicy: SpicyLevel
  },
  { without, tags }: MenuFilter,
): boolean {
  if (!tags.every((tag) => hasMenuTag(dish, tag))) return false
  if (without.length === 0) return true
  const added = allergensOfSelection(dish, {})
  return added !== null && !added.some((allergen) => without.includes(allergen))
}
