import {
  areaFromEuros,
  DEFAULT_DELIVERY_AREAS,
  deliveryQuote,
  type DeliveryArea,
  type DeliveryQuote,
} from '@quan/domain/delivery-areas'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchShopConfig } from '../shop-config'

/** The server's refusals by area: the areas the page knows are then read again. */
export const refusedByArea = ({ code }: { code?: string }) =>
  code === 'OUTSIDE_DELIVERY_AREA' || code === 'BELOW_MINIMUM'

export const deliveryAreasKey = ['config', 'delivery-areas'] as const

/** Where the restaurant delivers (GET /api/config), for the cart page and the checkout. */
export function useDeliveryAreas() {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: deliveryAreasKey,
    queryFn: () =>
      fetchShopConfig(queryClient).then((config) => config.deliveryAreas.map(areaFromEuros)),
    staleTime: 60_000,
  })
}

/**
 * What delivery to the typed postal code costs, by the domain's rule (the server applies the
 * same one). `unknown` while no code is typed and no area takes every code: the fee shown is
 * then the lowest, as /api/config's `deliveryFee`.
 */
export type ShownQuote = DeliveryQuote | { kind: 'unknown'; feeCents: number }

/** The fee to show and charge for the subtotal; 0 where delivery is not possible. */
export const feeOf = (quote: ShownQuote) => ('feeCents' in quote ? quote.feeCents : 0)

export function quoteFor(
  areas: readonly DeliveryArea[],
  postalCode: string,
  subtotalCents: number,
  foodDiscountCents = 0,
): ShownQuote {
  const quote = deliveryQuote(areas, postalCode, subtotalCents, foodDiscountCents)
  if (quote.kind !== 'outside' || postalCode.trim() !== '') return quote
  const lowest = Math.min(...areas.map((area) => area.feeCents))
  return { kind: 'unknown', feeCents: subtotalCents > 0 ? lowest : 0 }
}

/**
 * The quote for `postalCode` as it is typed. Until the areas arrive (or when they cannot be
 * read) SPEC's flat fee is shown: the server has the last word and says so with a 409. The
 * minimum and free delivery count the food after `foodDiscountCents`, a promo code's (issue 19
 * §1.6).
 */
export function useDeliveryQuote(postalCode: string, subtotalCents: number, foodDiscountCents = 0) {
  const { data } = useDeliveryAreas()
  const areas = data ?? DEFAULT_DELIVERY_AREAS
  const quote = quoteFor(areas, postalCode, subtotalCents, foodDiscountCents)
  // Only a restaurant with areas of its own asks for the postal code before the checkout.
  const byPostalCode = !(areas.length === 1 && areas[0]!.postalCodes.includes('*'))
  return { quote, feeCents: feeOf(quote), byPostalCode }
}

/**
 * Whether the restaurant offers pickup (issue 11 §1): an address outside every area is told it
 * may collect the order instead.
 */
export function usePickupOffered(): boolean {
  const queryClient = useQueryClient()
  const offered = useQuery({
    queryKey: ['config', 'pickup-offered'],
    queryFn: () => fetchShopConfig(queryClient).then((config) => config.ordering.pickup),
    staleTime: 60_000,
  })
  return offered.data ?? false
}
