import type { Kysely } from 'kysely'
import { expect, it } from 'vitest'
import { freshDatabase } from '../../test/build-test-app'
import { migrateUpTo } from '../../test/migrations'
import { migrateToLatest } from './migrate'

// Migration 0014 (issue 19 §1.2): the orders' phones kept as digits only become one key per
// phone, read by the restaurant's country, beside what the guest typed; e-mails get their key.

const AT = '2026-03-01T10:00:00.000Z'

it('gives every stored order its phone’s one form and its e-mail’s key, keeping what was typed', async () => {
  const { database, dropDatabase } = await freshDatabase()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as they were before 0014
  const db = database.db as unknown as Kysely<any>
  try {
    await migrateUpTo(db, '2026-11-26-0014')

    const typed: [string, string | null][] = [
      ['0933000001', 'Hoa@Example.com'],
      ['+421 933 000 001', ' hoa@example.com'],
      ['00421933000001', null],
      ['+421 (0)933000001', 'HOA@EXAMPLE.COM'],
      ['+420 602 123 456', 'jan@example.cz'],
    ]
    for (const [index, [phone, email]] of typed.entries()) {
      await db
        .insertInto('orders')
        .values({
          id: `o${index}`,
          tracking_code: `AB12345${index}`,
          user_id: null,
          order_type: 'guest',
          status: 'Delivered',
          payment: 1,
          first_name: 'Hoa',
          last_name: 'Tran',
          email,
          street: 'Obchodná 1',
          city: 'Bratislava',
          state: '',
          zipcode: '81106',
          country: 'Slovakia',
          phone,
          phone_digits: phone.replace(/\D/g, ''),
          subtotal_cents: 2000,
          delivery_fee_cents: 200,
          amount_cents: 2200,
          notes: null,
          created_at: AT,
          updated_at: AT,
        })
        .execute()
    }

    await migrateToLatest(database.db, 'SK')

    const rows = await database.db
      .selectFrom('orders')
      .select(['phone', 'phone_key', 'email', 'email_key'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      {
        phone: '0933000001',
        phone_key: '+421933000001',
        email: 'Hoa@Example.com',
        email_key: 'hoa@example.com',
      },
      {
        phone: '+421 933 000 001',
        phone_key: '+421933000001',
        email: ' hoa@example.com',
        email_key: 'hoa@example.com',
      },
      { phone: '00421933000001', phone_key: '+421933000001', email: null, email_key: null },
      {
        phone: '+421 (0)933000001',
        phone_key: '+421933000001',
        email: 'HOA@EXAMPLE.COM',
        email_key: 'hoa@example.com',
      },
      {
        phone: '+420 602 123 456',
        phone_key: '+420602123456',
        email: 'jan@example.cz',
        email_key: 'jan@example.cz',
      },
    ])
  } finally {
    await database.close()
    await dropDatabase()
  }
})
