import {
  adminEraseOrderPersonalData,
  adminOrderPersonalData,
  personalDataSettings,
  savePersonalDataSettings,
} from '@quan/domain/api/addresses'
import type { PersonalDataSettings } from '@quan/domain/personal-data'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

// A guest's data in their hands (issue 24 §4): the back office's side.

export const personalDataKey = ['office', 'personal-data'] as const

/** GET /api/admin/personal-data: how long a done order's personal data is kept. */
export function usePersonalDataSettings() {
  return useQuery({
    queryKey: personalDataKey,
    queryFn: () => call(personalDataSettings, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** PUT /api/admin/personal-data */
export function useSavePersonalDataSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: PersonalDataSettings) =>
      call(savePersonalDataSettings, { body: settings, auth: true }).then((answer) => answer.data),
    onSuccess: (settings) => queryClient.setQueryData(personalDataKey, settings),
  })
}

/** Everything the shop holds about the guest of an order, for the owner to hand over. */
export function orderPersonalData(id: string) {
  return call(adminOrderPersonalData, { params: { id }, auth: true }).then((answer) => answer.data)
}

/** Takes the guest's personal data off a done order, as they asked. */
export function eraseOrderPersonalData(id: string) {
  return call(adminEraseOrderPersonalData, { params: { id }, auth: true })
}
