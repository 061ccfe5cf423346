import type { Receipt } from '@quan/domain'
import { makeAddress, makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { insertTestFoods } from '../../../test/seed'
import { deadPort } from '../../../test/smtp'

// Issue 22 §3: every paid or delivered order gets a receipt, numbered without gaps.

let t: TestApp
let admin: string
let customer: string

beforeAll(async () => {
  // A mail server that never answers: the mails stay in the outbox, where the test reads them.
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await deadPort()}` } })
  await insertTestFoods(t.db, [{ _id: 'food-1' }])
  admin = await loginAdmin(t.app)
  customer = await registerCustomer(t.app)
})
afterAll(() => t.close())

interface Placed {
  orderId: string
  trackingCode: string
}

let guests = 0
/** A guest's order of one dish (€12.50 and €2 delivery), each from a phone of its own. */
async function place(address: Partial<ReturnType<typeof makeAddress>> = {}) {
  guests += 1
  const phone = `0902${String(guests).padStart(6, '0')}`
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody({ address: makeAddress({ phone, ...address }) }),
  })
  expect(response.statusCode).toBe(201)
  return { ...response.json<Placed>(), phone }
}

const markPaid = (id: string, paid = true) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/payment`,
    headers: { token: admin },
    payload: { paid },
  })

async function deliver(id: string) {
  for (const status of ['Preparing', 'Out for delivery', 'Delivered']) {
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { token: admin },
      payload: { status },
    })
    expect(moved.statusCode).toBe(200)
  }
}

const guestReceipt = (trackingCode: string, phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders/receipt', payload: { trackingCode, phone } })

const adminReceipt = (id: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/receipt`, headers: { token } })

const receiptMails = (to: string) =>
  t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'receipt')
    .where('to', '=', to)
    .execute()

describe('a receipt', () => {
  it('is issued when the order is delivered, with its VAT by rate, and mailed to the guest', async () => {
    const order = await place({ email: 'delivered@example.com' })
    const before = await guestReceipt(order.trackingCode, order.phone)
    expect(before.statusCode).toBe(404)
    expect(before.json()).toMatchObject({ success: false, code: 'RECEIPT_NOT_FOUND' })

    await deliver(order.orderId)
    const answer = await guestReceipt(order.trackingCode, order.phone)
    expect(answer.statusCode).toBe(200)
    const receipt = answer.json<{ data: Receipt }>().data
    expect(receipt).toMatchObject({
      trackingCode: order.trackingCode,
      language: 'en',
      fulfilment: 'delivery',
      paymentMethod: 'cash',
      subtotalCents: 1250,
      deliveryFeeCents: 200,
      amountCents: 1450,
    })
    expect(receipt.lines).toEqual([
      expect.objectContaining({ quantity: 1, unitCents: 1250, totalCents: 1250 }),
    ])
    // Its rows add up to the amount, each base and tax to its gross.
    expect(receipt.vat.rows.reduce((sum, row) => sum + row.grossCents, 0)).toBe(1450)
    for (const row of receipt.vat.rows) expect(row.baseCents + row.taxCents).toBe(row.grossCents)
    expect(receipt.vat.rows.length).toBeGreaterThan(0)

    const [mail, ...more] = await receiptMails('delivered@example.com')
    expect(more).toEqual([])
    expect(mail!.subject).toContain('Receipt')
    expect(mail!.text).toContain(order.trackingCode)
    expect(mail!.text).toMatch(/VAT:\n.*base .*, tax .*, total €/)
  })

  it('is issued once: paid, then delivered, then unpaid and paid again keeps its number', async () => {
    const order = await place({ email: 'paid@example.com' })
    expect((await markPaid(order.orderId)).statusCode).toBe(200)
    const first = (await adminReceipt(order.orderId)).json<{ data: Receipt }>().data
    await deliver(order.orderId)
    await markPaid(order.orderId, false)
    await markPaid(order.orderId, true)
    const again = (await adminReceipt(order.orderId)).json<{ data: Receipt }>().data
    expect(again).toEqual(first)
    expect(await receiptMails('paid@example.com')).toHaveLength(1)
  })

  it('stays as it was issued when the restaurant changes its identity later', async () => {
    const order = await place()
    await markPaid(order.orderId)
    const issued = (await adminReceipt(order.orderId)).json<{ data: Receipt }>().data
    const identity = await t.app.inject({
      method: 'GET',
      url: '/api/admin/restaurant/identity',
      headers: { token: admin },
    })
    const changed = { ...identity.json<{ data: { name: string } }>().data, name: 'Quán Mới' }
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant/identity',
      headers: { token: admin },
      payload: changed,
    })
    expect(saved.statusCode).toBe(200)
    const later = (await adminReceipt(order.orderId)).json<{ data: Receipt }>().data
    expect(later.seller.name).toBe(issued.seller.name)
    expect(later.seller.name).not.toBe('Quán Mới')
  })

  it('is the guest’s only with the order’s code and phone, and the back office’s only', async () => {
    const order = await place()
    await markPaid(order.orderId)
    expect((await guestReceipt(order.trackingCode, '0999999999')).statusCode).toBe(404)
    expect((await guestReceipt(order.trackingCode, order.phone)).statusCode).toBe(200)
    expect((await adminReceipt(order.orderId, customer)).statusCode).toBe(403)
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderId}/receipt`,
    })
    expect(stranger.statusCode).toBe(401)
  })

  it('numbers have no gaps when 50 orders are paid at once, each asked twice', async () => {
    const orders = await Promise.all(Array.from({ length: 50 }, () => place()))
    const answers = await Promise.all(
      orders.flatMap((order) => [markPaid(order.orderId), markPaid(order.orderId)]),
    )
    for (const answer of answers) expect(answer.statusCode).toBe(200)
    const numbers = (
      await t.db.selectFrom('receipts').select('number').orderBy('number').execute()
    ).map((row) => Number(row.number))
    // Every receipt so far, this file's earlier ones too: 1, 2, 3… with none left out.
    expect(numbers).toEqual(numbers.map((_, index) => index + 1))
    const ofThese = await t.db
      .selectFrom('receipts')
      .select('order_id')
      .where(
        'order_id',
        'in',
        orders.map((order) => order.orderId),
      )
      .execute()
    expect(ofThese).toHaveLength(50)
  })
})
