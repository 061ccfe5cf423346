import { adminOrder, kitchenTickets, saveKitchenTickets } from '@quan/domain/api/addresses'
import type { KitchenTicketSettings } from '@quan/domain/kitchen-ticket'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

// The kitchen tickets (issue 23 §2): their settings in Settings, read again by the print view.

export const kitchenTicketsKey = ['office', 'kitchen-tickets'] as const

/** GET /api/admin/kitchen-tickets: the kitchen's language and when a printer prints by itself. */
export function useKitchenTicketSettings() {
  return useQuery({
    queryKey: kitchenTicketsKey,
    queryFn: () => call(kitchenTickets, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** PUT /api/admin/kitchen-tickets: both at once. */
export function useSaveKitchenTicketSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: KitchenTicketSettings) =>
      call(saveKitchenTickets, { body: settings, auth: true }).then((answer) => answer.data),
    onSuccess: (settings) => queryClient.setQueryData(kitchenTicketsKey, settings),
  })
}

/** GET /api/admin/orders/:id: the one order a ticket prints, as it stands now. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: ['office', 'order', id],
    queryFn: ({ signal }) =>
      call(adminOrder, { params: { id }, auth: true, signal }).then((answer) => answer.data),
    retry: false,
    staleTime: 0,
  })
}
