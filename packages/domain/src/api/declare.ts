import { z } from 'zod'
import { EVENT_STREAM_TYPE } from '../answers/order'
import type { Address } from './addresses'

/**
 * An answer that is not JSON: an event stream, written by the server's lib/sse.ts. What each
 * event carries is declared beside it, in `events`.
 */
export interface StreamAnswer {
  description: string
  content: { [type: string]: { schema: z.ZodString } }
}

/** One route of the API, once, for the server to register and the web to call (issue 20 §4). */
export interface Route extends Address {
  readonly params?: z.ZodType
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  /** Each answer but the refusals (every route may refuse with errorAnswer), by status. */
  readonly answers: { readonly [status: number]: z.ZodType | StreamAnswer }
  /** An event stream's events: the name each is sent under, and what it carries as JSON. */
  readonly events?: { readonly [name: string]: z.ZodType }
}

type Parts = Omit<Route, keyof Address>

/** A route at its address: what it takes and what it answers. */
export const declare = <const A extends Address, const P extends Parts>(address: A, parts: P) =>
  ({ ...address, ...parts }) as A & P

/** The answer of an event stream, for the description (OpenAPI). */
export const eventStream = (description: string): StreamAnswer => ({
  description,
  content: { [EVENT_STREAM_TYPE]: { schema: z.string() } },
})

/** An answer of text that is not JSON, such as a CSV file, under its own MIME type. */
export const textAnswer = (type: string, description: string): StreamAnswer => ({
  description,
  content: { [type]: { schema: z.string() } },
})

/** `:id` in a path: the record's id as it is. */
export const byId = z.object({ id: z.string() })
