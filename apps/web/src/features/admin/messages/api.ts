import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminMessages, messageHandled } from '@quan/domain/api/addresses'
import { call, type ApiError } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'
import { todayKeys } from '../today-keys'
import type { AdminMessage } from '@quan/domain/answers'

export const messageKeys = { all: ['office', 'messages'] as const }

/** Every message, newest first. Nothing streams them, so they are asked for again each minute. */
export function useMessages() {
  return useQuery({
    queryKey: messageKeys.all,
    queryFn: () =>
      call(adminMessages, { auth: true }).then((answer) =>
        [...answer.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      ),
    staleTime: 30_000,
    refetchInterval: 60_000,
  })
}

export const markMessageHandled = (id: string, handled: boolean) =>
  call(messageHandled, { params: { id }, body: { handled }, auth: true }).then(
    (answer) => answer.data,
  )

/** Marks a message handled or not; the list shows the answer and the day's figures reload. */
export function useMarkMessage() {
  const queryClient = useQueryClient()
  return useMutation<AdminMessage, ApiError, { id: string; handled: boolean }>({
    ...WRITE,
    mutationFn: ({ id, handled }) => markMessageHandled(id, handled),
    onSuccess: (fresh) => {
      queryClient.setQueryData<AdminMessage[]>(messageKeys.all, (list) =>
        list?.map((item) => (item._id === fresh._id ? fresh : item)),
      )
      void queryClient.invalidateQueries({ queryKey: todayKeys.figures })
    },
  })
}
