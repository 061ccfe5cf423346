import type { PromoCodeAnswer, PromoCodesAnswer, PromoCodeView } from '@quan/domain/answers'
import type { PromoCodeInEuros } from '@quan/domain/promo-codes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'

export const PROMO_CODES_PATH = '/api/admin/promo-codes'
const one = (code: string) => `${PROMO_CODES_PATH}/${encodeURIComponent(code)}`

export const promoKeys = { all: ['office', 'promo-codes'] as const }

/** GET /api/admin/promo-codes: every code with its uses, revenue and discounts, newest first. */
export function usePromoCodes() {
  return useQuery({
    queryKey: promoKeys.all,
    queryFn: () =>
      apiRequest<PromoCodesAnswer>(PROMO_CODES_PATH, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** Puts a code as the server answered it into the list, in its place or first. */
function useStore() {
  const queryClient = useQueryClient()
  return (code: PromoCodeView) =>
    queryClient.setQueryData(promoKeys.all, (list: PromoCodeView[] | undefined) => {
      if (!list) return [code]
      return list.some((known) => known.code === code.code)
        ? list.map((known) => (known.code === code.code ? code : known))
        : [code, ...list]
    })
}

/** Creates a code (no `original`) or saves a code's new terms (PUT, under its own text). */
export function useSavePromoCode() {
  const store = useStore()
  return useMutation({
    ...WRITE,
    mutationFn: ({ terms, original }: { terms: PromoCodeInEuros; original?: string }) =>
      apiRequest<PromoCodeAnswer>(original ? one(original) : PROMO_CODES_PATH, {
        method: original ? 'PUT' : 'POST',
        body: terms,
        auth: true,
      }).then((answer) => answer.data),
    onSuccess: store,
  })
}

/** Pauses (false) or resumes (true) a code. */
export function useSetPromoActive() {
  const store = useStore()
  return useMutation({
    ...WRITE,
    mutationFn: ({ code, active }: { code: string; active: boolean }) =>
      apiRequest<PromoCodeAnswer>(`${one(code)}/active`, {
        method: 'POST',
        body: { active },
        auth: true,
      }).then((answer) => answer.data),
    onSuccess: store,
  })
}

/** Deletes a code; the orders that used it keep its text and their discount. */
export function useDeletePromoCode() {
  const queryClient = useQueryClient()
  return useMutation({
    ...WRITE,
    mutationFn: (code: string) =>
      apiRequest(one(code), { method: 'DELETE', auth: true }).then(() => code),
    onSuccess: (code) =>
      queryClient.setQueryData(promoKeys.all, (list: PromoCodeView[] | undefined) =>
        list?.filter((known) => known.code !== code),
      ),
  })
}
