import { z } from 'zod'

// The kitchen printer's answers (issue 23 §2).

export const PRINT_JOB_STATES = ['queued', 'printed', 'failed'] as const
export const PRINT_REASONS = ['auto', 'reprint'] as const

/** One ticket sent to the kitchen printer, as the back office lists it. */
export const printJobAnswer = z.object({
  _id: z.string(),
  orderId: z.string(),
  trackingCode: z.string(),
  /** 'auto': printed by itself on arrival or acceptance; 'reprint': asked for by hand. */
  reason: z.enum(PRINT_REASONS),
  /** 'queued' (waiting, or retried while the printer is away), 'printed' or 'failed' (given up). */
  state: z.enum(PRINT_JOB_STATES),
  attempts: z.number().int(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
  lastError: z.string().nullable(),
})
export type PrintJob = z.infer<typeof printJobAnswer>

export const printerAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    /** Whether PRINTER_URL is set: without it nothing prints and no ticket can be sent. */
    configured: z.boolean(),
    /** The latest jobs, newest first. */
    jobs: z.array(printJobAnswer),
  }),
})
export type PrinterAnswer = z.infer<typeof printerAnswer>
