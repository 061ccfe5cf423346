import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../shared/api/client'

/** A contact message as GET /api/admin/messages lists it (server admin-bookings/mappers.ts). */
export interface AdminMessage {
  _id: string
  name: string
  email: string
  subject: string
  message: string
  createdAt: string
  handled: boolean
  handledAt: string | null
  handledBy: string | null
}

export const MESSAGES_PATH = '/api/admin/messages'

export const messageKeys = { all: ['office', 'messages'] as const }

/** Every message, newest first. Nothing streams them, so they are asked for again each minute. */
export function useMessages() {
  return useQuery({
    queryKey: messageKeys.all,
    queryFn: () =>
      apiRequest<{ data: AdminMessage[] }>(MESSAGES_PATH, { auth: true }).then((answer) =>
        [...answer.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      ),
    staleTime: 30_000,
    refetchInterval: 60_000,
  })
}

export const markMessageHandled = (id: string, handled: boolean) =>
  apiRequest<{ success: true; message: string; data: AdminMessage }>(
    `${MESSAGES_PATH}/${encodeURIComponent(id)}/handled`,
    { method: 'POST', body: { handled }, auth: true },
  ).then((answer) => answer.data)
