import { makeAddress, makeOrderBody } from '@quan/domain/testing'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerCustomer } from './auth'
import { buildTestApp, type TestApp } from './build-test-app'
import { insertTestFoods } from './seed'

// Issue #8: orders that arrive together are stored in one transaction (group commit). A row the
// database refuses rolled back the whole batch and every guest of it got a 500. Now the schema
// refuses NUL, so to have one order fail at the database this test adds a trigger that refuses
// one name, the same on SQLite and PostgreSQL.
let t: TestApp

async function refuseName(name: string) {
  if (t.engine === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION refuse_name() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF NEW.first_name = '${name}' THEN RAISE EXCEPTION 'refused by the test'; END IF;
           RETURN NEW;
         END $$`,
      )
      .execute(t.db)
    await sql
      .raw(
        `CREATE TRIGGER refuse_name BEFORE INSERT ON orders
         FOR EACH ROW EXECUTE FUNCTION refuse_name()`,
      )
      .execute(t.db)
  } else {
    await sql
      .raw(
        `CREATE TRIGGER refuse_name BEFORE INSERT ON orders WHEN NEW.first_name = '${name}'
         BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
      )
      .execute(t.db)
  }
}

beforeAll(async () => {
  t = await buildTestApp()
  await insertTestFoods(t.db, [{ _id: 'food-1' }])
  await refuseName('Refused')
})
afterAll(() => t.close())

const place = (firstName: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody({ address: makeAddress({ firstName }) }),
    headers,
  })

describe('an order the database refuses, among others placed at the same time', () => {
  it('fails alone: every other order of its batch is stored and answered 201', async () => {
    const token = await registerCustomer(t.app)
    const names = ['Anh', 'Binh', 'Refused', 'Chi', 'Dung', 'Giang', 'Hoa', 'Khanh']
    // Sent together, so they are written as one batch.
    const responses = await Promise.all(
      names.map((name, index) =>
        place(name, {
          'idempotency-key': `fallback-key-${index}`,
          ...(name === 'Hoa' ? { token } : {}),
        }),
      ),
    )

    const statuses = Object.fromEntries(names.map((name, i) => [name, responses[i]!.statusCode]))
    expect(statuses).toEqual({
      Anh: 201,
      Binh: 201,
      Refused: 500,
      Chi: 201,
      Dung: 201,
      Giang: 201,
      Hoa: 201,
      Khanh: 201,
    })
    expect(responses[2]!.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'UNEXPECTED',
    })
    const stored = await t.db
      .selectFrom('orders')
      .select(['first_name', 'tracking_code'])
      .orderBy('first_name')
      .execute()
    expect(stored.map((order) => order.first_name)).toEqual(
      names.filter((name) => name !== 'Refused').sort(),
    )
    // Each guest was answered with their own order's code.
    for (const [index, response] of responses.entries()) {
      if (names[index] === 'Refused') continue
      const code = response.json<{ trackingCode: string }>().trackingCode
      expect(stored.find((order) => order.tracking_code === code)?.first_name).toBe(names[index])
    }
  })

  it('answers a retry of a stored order with its first answer, and refuses the bad one again', async () => {
    const first = await place('Lan', { 'idempotency-key': 'retry-key-0001' })
    const [again, refused] = await Promise.all([
      place('Lan', { 'idempotency-key': 'retry-key-0001' }),
      place('Refused'),
    ])
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(refused.statusCode).toBe(500)
    const lans = await t.db
      .selectFrom('orders')
      .select('id')
      .where('first_name', '=', 'Lan')
      .execute()
    expect(lans).toHaveLength(1)
  })
})
