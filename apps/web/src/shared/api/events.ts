import type { z } from 'zod'

/**
 * One event of a stream, read with the schema its route declares for it (@quan/domain/api,
 * `events`): the payload as that schema gives it, or undefined for a message that is no JSON or
 * does not fit. A message the page cannot read changes nothing; the next reload catches up.
 */
export function readEvent<S extends z.ZodType>(schema: S, data: unknown): z.output<S> | undefined {
  if (typeof data !== 'string') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return undefined
  }
  const read = schema.safeParse(parsed)
  return read.success ? read.data : undefined
}
