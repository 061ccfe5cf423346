import {
  addSavedAddress,
  defaultSavedAddress,
  deleteSavedAddress,
  savedAddresses,
  updateSavedAddress,
} from '@quan/domain/api/addresses'
import type { SavedAddress } from '@quan/domain/answers'
import type { SavedAddressBody } from '@quan/domain/validation'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../api/client'
import { WRITE } from '../api/mutation'
import { useAuth } from '../auth/auth'

// A customer's saved delivery addresses (issue 24 §3): picked at checkout, kept in My orders.

/** The token is part of the key, so another account never sees this list. */
export const savedAddressesKey = (token: string | null) => ['saved-addresses', token] as const

/** The signed-in customer's addresses, default first; empty for a guest (nothing is asked). */
export function useSavedAddresses() {
  const { token } = useAuth()
  return useQuery({
    queryKey: savedAddressesKey(token),
    queryFn: () => call(savedAddresses, { auth: true }).then((answer) => answer.data),
    enabled: Boolean(token),
    staleTime: 60_000,
  })
}

export type AddressChange =
  | { kind: 'add'; body: SavedAddressBody }
  | { kind: 'update'; id: string; body: SavedAddressBody }
  | { kind: 'delete'; id: string }
  | { kind: 'default'; id: string }

function send(change: AddressChange): Promise<SavedAddress[]> {
  const answer =
    change.kind === 'add'
      ? call(addSavedAddress, { body: change.body, auth: true })
      : change.kind === 'update'
        ? call(updateSavedAddress, { params: { id: change.id }, body: change.body, auth: true })
        : change.kind === 'delete'
          ? call(deleteSavedAddress, { params: { id: change.id }, auth: true })
          : call(defaultSavedAddress, { params: { id: change.id }, auth: true })
  return answer.then((sent) => sent.data)
}

/** Every change answers the list as it now is: that list replaces the one shown. */
export function useChangeAddresses() {
  const { token } = useAuth()
  const queryClient = useQueryClient()
  return useMutation({
    ...WRITE,
    mutationKey: ['saved-addresses', 'change'],
    mutationFn: send,
    onSuccess: (list) => queryClient.setQueryData(savedAddressesKey(token), list),
  })
}

/** An address on one line, for a choice or a list: street, postal code and city, the name. */
export function addressLine(address: Omit<SavedAddress, '_id' | 'isDefault'>): string {
  const name = `${address.firstName} ${address.lastName}`.trim()
  return [address.street, `${address.zipcode} ${address.city}`.trim(), name]
    .filter(Boolean)
    .join(', ')
}
