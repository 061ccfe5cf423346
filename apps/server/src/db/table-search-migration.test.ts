import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { freshDatabase } from '../../test/build-test-app'
import { migrateUpTo, olderOrderRow } from '../../test/migrations'
import { migrateToLatest } from './migrate'

// Migration 0028 (issue 24 §5): the board's search finds an order by its table. Orders at a table
// stored before it get their table's folded name as the search text's fourth line; the others
// are left as they were.

describe.each([
  ['SQLite', false],
  ['PostgreSQL', true],
])('on %s', (_engine, postgres) => {
  it('adds the table to the search text of the orders at a table, and of no other', async () => {
    const { database, dropDatabase } = await freshDatabase({ postgres })
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as they were before 0028
    const db = database.db as unknown as Kysely<any>
    try {
      await migrateUpTo(db, '2026-11-28-0028')
      const searchText = 'ab000001\nhoa tran\n+421902345678'
      // One at a time: a row of several inserted together would have the other's columns null.
      await db
        .insertInto('orders')
        .values({ ...olderOrderRow({ id: 'delivered' }), search_text: searchText })
        .execute()
      await db
        .insertInto('orders')
        .values({
          ...olderOrderRow({ id: 'at-table', tracking_code: 'AB000002' }),
          fulfilment: 'dine-in',
          table_name: 'Záhrada 3',
          search_text: 'ab000002\nhoa tran\n+421902345678',
        })
        .execute()

      await migrateToLatest(database.db, 'SK')

      const rows = await database.db
        .selectFrom('orders')
        .select(['id', 'search_text'])
        .orderBy('id')
        .execute()
      expect(rows).toEqual([
        { id: 'at-table', search_text: 'ab000002\nhoa tran\n+421902345678\nzahrada 3' },
        { id: 'delivered', search_text: searchText },
      ])
    } finally {
      await database.close()
      await dropDatabase()
    }
  })
})
