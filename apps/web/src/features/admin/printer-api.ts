import { adminPrinter, printOrderTicket } from '@quan/domain/api/addresses'
import type { PrintJob } from '@quan/domain/answers/printing'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, type ApiError } from '../../shared/api/client'
import { WRITE } from '../../shared/api/mutation'

export const printerKey = ['office', 'printer'] as const

/**
 * GET /api/admin/printer: whether the shop has a kitchen printer (PRINTER_URL), and its latest
 * jobs. The printer is set up at the server's start, so whether it is there is asked once; the
 * jobs panel in Settings asks again each time it opens (`fresh`), as the jobs move meanwhile.
 */
export function usePrinter({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: printerKey,
    queryFn: () => call(adminPrinter, { auth: true }).then((answer) => answer.data),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: fresh ? 'always' : true,
  })
}

/** POST /api/admin/orders/:id/print: the order's ticket, queued for the kitchen printer. */
export function useSendToPrinter(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation<PrintJob, ApiError, void>({
    ...WRITE,
    mutationKey: ['office', 'print', orderId],
    mutationFn: () =>
      call(printOrderTicket, { params: { id: orderId }, auth: true }).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: printerKey }),
  })
}
