import { makeAddress, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'

// An Idempotency-Key answers only the caller that used it, for the very order it was sent with:
// whoever else sends it is refused, and never learns the first order's id or tracking code.

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
  await insertTestFoods(t.db, [{ _id: 'food-1' }])
})
afterAll(() => t.close())

function place(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/order/place', payload: body as object, headers })
}

async function register(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { name: 'Minh', email, password: 'password-1' },
  })
  return res.json().token as string
}

const guestA = () => makeOrderBody()
const guestB = () =>
  makeOrderBody({
    address: makeAddress({ firstName: 'Bình', phone: '+421 902 000 111', email: 'b@example.com' }),
  })

/** The second answer tells nothing of the first order. */
function expectNothingOf(first: { orderId: string; trackingCode: string }, raw: string) {
  expect(raw).not.toContain(first.orderId)
  expect(raw).not.toContain(first.trackingCode)
}

describe('Idempotency-Key scope', () => {
  it('a guest reusing another guest’s key with their own order gets neither its code nor its id', async () => {
    const headers = { 'idempotency-key': 'shared-key-guest-0001' }
    const first = await place(guestA(), headers)
    expect(first.statusCode).toBe(201)

    const other = await place(guestB(), headers)

    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({ success: false })
    expect(other.json().message).toMatch(/already/)
    expectNothingOf(first.json(), other.body)
  })

  it('the guest’s own retry still gets the first answer', async () => {
    const headers = { 'idempotency-key': 'shared-key-guest-0002' }
    const first = await place(guestA(), headers)
    const retry = await place(guestA(), headers)
    expect(retry.statusCode).toBe(201)
    expect(retry.json()).toEqual(first.json())
  })

  it('a customer reusing another customer’s key is refused, and learns nothing of the order', async () => {
    const [ann, bao] = [await register('ann@quan.test'), await register('bao@quan.test')]
    const key = 'shared-key-customer-0003'
    const first = await place(guestA(), { 'idempotency-key': key, token: ann })
    expect(first.statusCode).toBe(201)

    const other = await place(guestB(), { 'idempotency-key': key, token: bao })

    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({ success: false })
    expectNothingOf(first.json(), other.body)
  })

  it('a guest sending a customer’s key with the very same order is refused', async () => {
    const ann = await register('ann-2@quan.test')
    const key = 'shared-key-customer-0004'
    const first = await place(guestA(), { 'idempotency-key': key, token: ann })
    expect(first.statusCode).toBe(201)

    const other = await place(guestA(), { 'idempotency-key': key })

    expect(other.statusCode).toBe(409)
    expectNothingOf(first.json(), other.body)
  })

  it('the customer’s own retry still gets the first answer', async () => {
    const ann = await register('ann-3@quan.test')
    const headers = { 'idempotency-key': 'shared-key-customer-0005', token: ann }
    const first = await place(guestA(), headers)
    const retry = await place(guestA(), headers)
    expect(retry.statusCode).toBe(201)
    expect(retry.json()).toEqual(first.json())
  })

  it('two guests sending one key at once with their own orders: each sees only their own', async () => {
    const headers = { 'idempotency-key': 'shared-key-guest-0006' }
    const [a, b] = await Promise.all([place(guestA(), headers), place(guestB(), headers)])
    const placed = [a, b].filter((res) => res.statusCode === 201)
    expect(placed).toHaveLength(1)
    const refused = [a, b].find((res) => res.statusCode !== 201)!
    expect(refused.statusCode).toBe(409)
    expectNothingOf(placed[0]!.json(), refused.body)
  })
})
