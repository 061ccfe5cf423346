import { useQueryClient, type MutationKey } from '@tanstack/react-query'

/**
 * How every write from the web is sent as a TanStack mutation. Sent even when the browser thinks
 * it is offline (TanStack's default would hold it back silently until online): the request fails
 * and the form says so, as the plain fetch did. Never retried: sending again is the user's choice.
 */
export const WRITE = { networkMode: 'always', retry: false } as const

/**
 * Whether a write with this key is on its way right now, for a form's guard against a second
 * submit. The mutation's own isPending reaches React on TanStack's next tick, and a second press
 * queued behind a busy page can come first and send the write twice; the mutation cache knows at
 * once.
 */
export function useSendingNow(mutationKey: MutationKey) {
  const queryClient = useQueryClient()
  return () => queryClient.isMutating({ mutationKey, exact: true }) > 0
}
