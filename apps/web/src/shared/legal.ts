import { restaurantLegal as restaurantLegalAt } from '@quan/domain/api/addresses'
import { legalTextIn, type LegalPage } from '@quan/domain/restaurant/legal-in'
import type { Language } from '@quan/domain/language'
import type { RestaurantIdentity } from '@quan/domain/restaurant/identity'
import type { RestaurantLegal } from '@quan/domain/restaurant/legal'
import { useSuspenseQuery } from '@tanstack/react-query'
import { call } from './api/client'
import { useLanguage } from './i18n'
import { useRestaurant } from './restaurant'

/**
 * The restaurant's terms, privacy notice and allergen note (issue 22 §2), one page's text in one
 * language: a legal page's HTML carries only its own text (the server puts it here), never the
 * nine, so the other pages stay light. Opened in the browser, the page asks for them.
 */
export const legalKey = (page: LegalPage, language: Language) =>
  ['restaurant-legal', page, language] as const

/** The text a guest reads: theirs, else the default language's, with the identity filled in. */
export const legalTextFor = (
  legal: RestaurantLegal,
  page: LegalPage,
  language: Language,
  identity: RestaurantIdentity,
) => legalTextIn(legal, page, language, identity)

export function useLegalText(page: LegalPage): string {
  const language = useLanguage()
  const { identity } = useRestaurant()
  return useSuspenseQuery({
    queryKey: legalKey(page, language),
    queryFn: () =>
      call(restaurantLegalAt).then((answer) => legalTextFor(answer.data, page, language, identity)),
    // Kept for the visit, as the restaurant is.
    staleTime: Number.POSITIVE_INFINITY,
  }).data
}
