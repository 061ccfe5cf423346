import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import { freshDatabase } from '../../test/build-test-app'
import { migrateUpTo } from '../../test/migrations'
import { migrateToLatest } from './migrate'

// Migration 0023 (issue 23 §1): every stored order gets what the board's search compares, its
// code, the guest's name without accents and the phone's key, so old orders are found too.

const AT = '2026-03-01T10:00:00.000Z'

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
      return {
        id: `order-${index}`,
        tracking_code: `AB${String(index).padStart(6, '0')}`,
        user_id: null,
        order_type: 'guest',
        status: 'Pending',
        payment: 0,
        first_name: firstName,
        last_name: lastName,
        email: null,
        street: 'Obchodná 1',
        city: 'Bratislava',
        state: '',
        zipcode: '81106',
        country: 'Slovakia',
        phone: phoneKey,
        phone_key: phoneKey,
        subtotal_cents: 2000,
        delivery_fee_cents: 200,
        amount_cents: 2200,
        notes: null,
        created_at: AT,
        updated_at: AT,
      }
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
