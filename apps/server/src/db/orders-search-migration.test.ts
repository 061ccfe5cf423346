import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import { freshDatabase } from '../../test/build-test-app'
import { migrateUpTo, olderOrderRow } from '../../test/migrations'
import { migrateToLatest } from './migrate'

// Migration 0023 (issue 23 §1): every stored order gets what the board's search compares, its
// code, the guest's name without accents and the phone's key, so old orders are found too.

it('gives every stored order its search text, more orders than one round of the migration', async () => {
  const { database, dropDatabase } = await freshDatabase()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as they were before 0023
  const db = database.db as unknown as Kysely<any>
  try {
    await migrateUpTo(db, '2026-11-27-0023')
    const guests = [
      ['Đào', 'Hoàng', '+421944555666'],
      ['Zuzana', 'Kováčová', '+421944777888'],
    ]
    // 1,001: the migration writes a thousand orders a round.
    const orders = Array.from({ length: 1_001 }, (_, index) => {
      const [firstName, lastName, phoneKey] = guests[index % 2]!
      return olderOrderRow({
        id: `order-${index}`,
        tracking_code: `AB${String(index).padStart(6, '0')}`,
        first_name: firstName,
        last_name: lastName,
        phone: phoneKey,
        phone_key: phoneKey,
      })
    })
    for (let start = 0; start < orders.length; start += 100) {
      await db
        .insertInto('orders')
        .values(orders.slice(start, start + 100))
        .execute()
    }

    await migrateToLatest(database.db, 'SK')

    const rows = await database.db
      .selectFrom('orders')
      .select(['id', 'search_text'])
      .where('id', 'in', ['order-0', 'order-1', 'order-1000'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: 'order-0', search_text: 'ab000000\ndao hoang\n+421944555666' },
      { id: 'order-1', search_text: 'ab000001\nzuzana kovacova\n+421944777888' },
      { id: 'order-1000', search_text: 'ab001000\ndao hoang\n+421944555666' },
    ])
    const unsearchable = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('search_text', '=', '')
      .executeTakeFirstOrThrow()
    expect(Number(unsearchable.count)).toBe(0)
  } finally {
    await database.close()
    await dropDatabase()
  }
})
