import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { freshDatabase } from '../../test/build-test-app'
import { migrateUpTo, olderOrderRow } from '../../test/migrations'
import { migrateToLatest } from './migrate'

// Migration 0027 (issue 24 §5): orders keep the table a dine-in order is served at. Orders stored
// before were all deliveries or pickups, so they get no table; a new one stores its table's name.

describe.each([
  ['SQLite', false],
  ['PostgreSQL', true],
])('on %s', (_engine, postgres) => {
  it('leaves the stored orders without a table and lets a new order keep one', async () => {
    const { database, dropDatabase } = await freshDatabase({ postgres })
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as they were before 0027
    const db = database.db as unknown as Kysely<any>
    try {
      await migrateUpTo(db, '2026-11-28-0027')
      await db
        .insertInto('orders')
        .values(olderOrderRow({ id: 'before' }))
        .execute()

      await migrateToLatest(database.db, 'SK')

      await database.db
        .insertInto('orders')
        .values({
          ...olderOrderRow({ id: 'at-table', tracking_code: 'AB000002' }),
          fulfilment: 'dine-in',
          table_name: 'Terrace 3',
        } as never)
        .execute()
      const rows = await database.db
        .selectFrom('orders')
        .select(['id', 'fulfilment', 'table_name'])
        .orderBy('id')
        .execute()
      expect(rows).toEqual([
        { id: 'at-table', fulfilment: 'dine-in', table_name: 'Terrace 3' },
        { id: 'before', fulfilment: 'delivery', table_name: null },
      ])
    } finally {
      await database.close()
      await dropDatabase()
    }
  })
})
