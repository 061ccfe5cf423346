import type { NextOpening } from '@quan/domain/answers'
import { toCents } from '@quan/domain/money'
import { ApiError } from '../../shared/api/client'
import { fieldRefusals, refusalOf, type Refusal } from '../../shared/api/error-text'

/** A 409 line: what the server now charges for what was sent, in the order it was sent. */
export interface RepricedLine {
  priceCents: number
}

/** Why an order did not go through, in the shapes SPEC §8 tells apart. */
export type OrderProblem =
  | { kind: 'network' }
  /** An answer saying success: false ('Order failed: …'). */
  | { kind: 'rejected'; message: string | undefined }
  /** An error status, with the server's refusal (code and sentence) and its fields'. */
  | { kind: 'server'; status: number; refusal: Refusal; fields: Record<string, Refusal> }
  /** The amount differs from the server's total: prices moved since the menu was loaded. */
  | { kind: 'prices'; amountCents: number; lines: RepricedLine[] }
  /** Outside the delivery hours: when orders are taken again, or null when not at all. */
  | { kind: 'closed'; nextOpening: NextOpening | null }
  /** The kitchen has paused new orders: the instant it takes them again, null when reopened. */
  | { kind: 'paused'; resumesAt: string | null }
  | { kind: 'other'; message: string | undefined }

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

function opening(value: unknown): NextOpening | null {
  if (!value || typeof value !== 'object') return null
  const { date, time } = value as Record<string, unknown>
  return typeof date === 'string' && typeof time === 'string' ? { date, time } : null
}

export function orderProblem(error: unknown): OrderProblem {
  if (!(error instanceof ApiError))
    return { kind: 'other', message: text((error as Error)?.message) }
  if (error.isNetwork) return { kind: 'network' }
  const { body } = error
  if (error.status === 409 && typeof body.amount === 'number' && Array.isArray(body.items)) {
    return {
      kind: 'prices',
      amountCents: toCents(body.amount),
      lines: body.items.map((item: { price?: unknown }) => ({
        priceCents: typeof item.price === 'number' ? toCents(item.price) : NaN,
      })),
    }
  }
  if (error.status === 409 && 'nextOpening' in body) {
    return { kind: 'closed', nextOpening: opening(body.nextOpening) }
  }
  if (error.status === 409 && body.code === 'KITCHEN_PAUSED') {
    return { kind: 'paused', resumesAt: typeof body.resumesAt === 'string' ? body.resumesAt : null }
  }
  if (error.status < 400) return { kind: 'rejected', message: text(body.message) }
  return {
    kind: 'server',
    status: error.status,
    refusal: refusalOf(error),
    fields: fieldRefusals(error),
  }
}

/**
 * Whether the server may not have seen the attempt through: then a retry of the same order must
 * carry the same Idempotency-Key, so that an order stored before the connection dropped is
 * answered again rather than placed twice.
 */
export function isUncertain(problem: OrderProblem) {
  return problem.kind === 'network' || (problem.kind === 'server' && problem.status >= 500)
}
