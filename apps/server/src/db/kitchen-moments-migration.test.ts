import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import { freshDatabase } from '../../test/build-test-app'
import { migrateUpTo, olderOrderRow } from '../../test/migrations'
import { migrateToLatest } from './migrate'

// Migration 0022 (issue 23 §3): every order already moved through the kitchen gets its moments
// from its events, the first move into each status, so old orders' preparation times report.

const AT = '2026-03-01T10:00:00.000Z'

it('gives every stored order the first move into Preparing, Out for delivery and Delivered', async () => {
  const { database, dropDatabase } = await freshDatabase()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as they were before 0022
  const db = database.db as unknown as Kysely<any>
  try {
    await migrateUpTo(db, '2026-11-27-0022')

    const moves: Record<string, [string, string][]> = {
      // Through the kitchen to the door; an earlier move listed later still counts first.
      done: [
        ['Out for delivery', '2026-03-01T10:30:00.000Z'],
        ['Preparing', '2026-03-01T10:05:00.000Z'],
        ['Preparing', '2026-03-01T10:07:00.000Z'],
        ['Delivered', '2026-03-01T10:50:00.000Z'],
      ],
      cooking: [['Preparing', '2026-03-01T11:00:00.000Z']],
      untouched: [],
    }
    for (const [id, events] of Object.entries(moves)) {
      await db
        .insertInto('orders')
        .values(olderOrderRow({ id, tracking_code: `AB-${id}`, created_at: AT, updated_at: AT }))
        .execute()
      for (const [index, [status, at]] of events.entries()) {
        await db
          .insertInto('order_events')
          .values({
            id: `${id}-${index}`,
            order_id: id,
            at,
            actor_id: null,
            actor_name: 'Admin',
            from_status: null,
            to_status: status,
            payment: null,
            reason: null,
          })
          .execute()
      }
    }

    await migrateToLatest(database.db, 'SK')

    const rows = await database.db
      .selectFrom('orders')
      .select(['id', 'accepted_at', 'ready_at', 'done_at'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: 'cooking', accepted_at: '2026-03-01T11:00:00.000Z', ready_at: null, done_at: null },
      {
        id: 'done',
        accepted_at: '2026-03-01T10:05:00.000Z',
        ready_at: '2026-03-01T10:30:00.000Z',
        done_at: '2026-03-01T10:50:00.000Z',
      },
      { id: 'untouched', accepted_at: null, ready_at: null, done_at: null },
    ])
  } finally {
    await database.close()
    await dropDatabase()
  }
})
