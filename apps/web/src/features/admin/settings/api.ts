import type { DeliveryAreasAnswer } from '@quan/domain/answers'
import type { DeliveryAreasBody } from '@quan/domain/delivery-areas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../shared/api/client'
import { deliveryAreasKey } from '../../../shared/delivery/use-delivery-quote'
import { refetchConfigView } from '../../../shared/shop-config'

export const DELIVERY_AREAS_PATH = '/api/admin/delivery-areas'

export const settingsKeys = { deliveryAreas: ['office', 'delivery-areas'] as const }

/** GET /api/admin/delivery-areas: where the restaurant delivers; amounts in euros. */
export function useDeliveryAreasSetting() {
  return useQuery({
    queryKey: settingsKeys.deliveryAreas,
    queryFn: () =>
      apiRequest<DeliveryAreasAnswer>(DELIVERY_AREAS_PATH, { auth: true }).then(
        (answer) => answer.data.areas,
      ),
    staleTime: 0,
  })
}

/** PUT /api/admin/delivery-areas: the whole list replaces the one stored. */
export function useSaveDeliveryAreas() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (areas: DeliveryAreasBody['areas']) =>
      apiRequest<DeliveryAreasAnswer>(DELIVERY_AREAS_PATH, {
        method: 'PUT',
        body: { areas } satisfies DeliveryAreasBody,
        auth: true,
      }).then((answer) => answer.data.areas),
    onSuccess: (areas) => {
      queryClient.setQueryData(settingsKeys.deliveryAreas, areas)
      // The shop's own quote (cart and checkout in this browser) reads them again.
      void refetchConfigView(queryClient, deliveryAreasKey)
    },
  })
}
