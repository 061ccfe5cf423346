import type { AdminMessagesAnswer, MessageChangedAnswer } from '@quan/domain/answers'
import type { MessageHandledBody } from '@quan/domain/validation'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../shared/api/client'

export const MESSAGES_PATH = '/api/admin/messages'

export const messageKeys = { all: ['office', 'messages'] as const }

/** Every message, newest first. Nothing streams them, so they are asked for again each minute. */
export function useMessages() {
  return useQuery({
    queryKey: messageKeys.all,
    queryFn: () =>
      apiRequest<AdminMessagesAnswer>(MESSAGES_PATH, { auth: true }).then((answer) =>
        [...answer.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      ),
    staleTime: 30_000,
    refetchInterval: 60_000,
  })
}

export const markMessageHandled = (id: string, handled: boolean) =>
  apiRequest<MessageChangedAnswer>(`${MESSAGES_PATH}/${encodeURIComponent(id)}/handled`, {
    method: 'POST',
    body: { handled } satisfies MessageHandledBody,
    auth: true,
  }).then((answer) => answer.data)
