import {
  createPromoCode,
  editPromoCode,
  promoActive,
  promoCodes,
  removePromoCode,
} from '@quan/domain/api/addresses'
import type { PromoCodeView } from '@quan/domain/answers'
import type { PromoCodeInEuros } from '@quan/domain/promo-codes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'

export const promoKeys = { all: ['office', 'promo-codes'] as const }

/** GET /api/admin/promo-codes: every code with its uses, revenue and discounts, newest first. */
export function usePromoCodes() {
  return useQuery({
    queryKey: promoKeys.all,
    queryFn: () => call(promoCodes, { auth: true }).then((answer) => answer.data),
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
      (original
        ? call(editPromoCode, { params: { code: original }, body: terms, auth: true })
        : call(createPromoCode, { body: terms, auth: true })
      ).then((answer) => answer.data),
    onSuccess: store,
  })
}

/** Pauses (false) or resumes (true) a code. */
export function useSetPromoActive() {
  const store = useStore()
  return useMutation({
    ...WRITE,
    mutationFn: ({ code, active }: { code: string; active: boolean }) =>
      call(promoActive, { params: { code }, body: { active }, auth: true }).then(
        (answer) => answer.data,
      ),
    onSuccess: store,
  })
}

/** Deletes a code; the orders that used it keep its text and their discount. */
export function useDeletePromoCode() {
  const queryClient = useQueryClient()
  return useMutation({
    ...WRITE,
    mutationFn: (code: string) =>
      call(removePromoCode, { params: { code }, auth: true }).then(() => code),
    onSuccess: (code) =>
      queryClient.setQueryData(promoKeys.all, (list: PromoCodeView[] | undefined) =>
        list?.filter((known) => known.code !== code),
      ),
  })
}
