import { retentionCutoff } from '@quan/domain'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { ShopContext } from '../../context'
import { RoundWorker } from '../../lib/round-worker'
import {
  claimForAnonymising,
  messagesToAnonymise,
  ordersToAnonymise,
  reservationsToAnonymise,
  stripMessages,
  stripOrders,
  stripReservations,
  writeLog,
  type AnonymisedTable,
} from './repo'
import { logRows, type Asker } from './service'

/** Records anonymised per transaction: short, so the database is never held for long. */
export const ANONYMISE_BATCH = 200
/** Once an hour is plenty for a cut-off counted in months. */
const POLL_MS = 60 * 60 * 1000
const SCHEDULE: Asker = { by: 'schedule', actorId: null }

type Kind = 'order' | 'reservation' | 'message'

/**
 * Takes the personal data out of orders, bookings and messages done longer ago than the
 * restaurant's setting (issue 24 §4; 24 months by default), in batches of ANONYMISE_BATCH, each
 * in its own short transaction and logged. An order counts as done at its last change, a booking
 * on its day, a message when it came. Resolves with how many records it anonymised.
 */
export async function anonymiseDue(ctx: ShopContext): Promise<number> {
  const { retentionMonths } = await ctx.settings.personalData.read()
  const now = ctx.clock.now()
  const cutoff = retentionCutoff(now, retentionMonths).toISOString()
  const kinds: { kind: Kind; table: AnonymisedTable; next: () => Promise<string[]> }[] = [
    {
      kind: 'order',
      table: 'orders',
      next: () => ordersToAnonymise(ctx.db, cutoff, ANONYMISE_BATCH),
    },
    {
      kind: 'reservation',
      table: 'reservations',
      next: () => reservationsToAnonymise(ctx.db, cutoff.slice(0, 10), ANONYMISE_BATCH),
    },
    {
      kind: 'message',
      table: 'contact_messages',
      next: () => messagesToAnonymise(ctx.db, cutoff, ANONYMISE_BATCH),
    },
  ]
  const at = now.toISOString()
  let done = 0
  for (const { kind, table, next } of kinds) {
    for (;;) {
      const ids = await next()
      if (ids.length === 0) break
      done += await ctx.db.transaction().execute(async (trx) => {
        // Another instance may have taken some of them meanwhile: only the rest are this round's.
        const mine = await claimForAnonymising(trx, table, ids, at)
        if (kind === 'order') await stripOrders(trx, mine, at)
        if (kind === 'reservation') await stripReservations(trx, mine, at)
        if (kind === 'message') await stripMessages(trx, mine, at)
        await writeLog(
          trx,
          logRows(
            'anonymise',
            SCHEDULE,
            at,
            mine.map((id) => ({ [`${kind}_id`]: id })),
          ),
        )
        return mine.length
      })
      if (ids.length < ANONYMISE_BATCH) break
      // Let the shop's requests in between two batches.
      await nextTurn()
    }
  }
  return done
}

/** The periodic worker: a round at start, then every hour. */
export function anonymiser(ctx: ShopContext): RoundWorker {
  return new RoundWorker({
    round: () => anonymiseDue(ctx),
    pollMs: POLL_MS,
    failed: (error) => ctx.log.error({ err: error }, 'anonymising personal data failed'),
  })
}
