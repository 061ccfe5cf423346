import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { PrinterCapture, readEscPos } from '../../../test/printer-capture'
import { buildAppOnSameDatabase } from '../../../test/same-database'
import { insertTestFoods } from '../../../test/seed'
import { MAX_QUEUED_PER_ORDER } from './service'
import { PRINT_MAX_ATTEMPTS, PRINT_RETRY_DELAYS_MS } from './queue'

/** A Vietnamese dish, and a Slovak guest's note: both must print as written. */
const NOTE = 'Bez cibule, ľadový čaj'

async function placeOrder(t: TestApp, notes = NOTE): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody({ notes }),
  })
  expect(response.statusCode).toBe(201)
  const row = await t.db
    .selectFrom('orders')
    .select('id')
    .where('tracking_code', '=', response.json<{ trackingCode: string }>().trackingCode)
    .executeTakeFirstOrThrow()
  return row.id
}

const move = (t: TestApp, admin: string, id: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: { token: admin },
    payload: { status },
  })

const reprint = (t: TestApp, admin: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/print`, headers: { token: admin } })

const jobsOf = (t: TestApp, orderId: string) =>
  t.db.selectFrom('print_jobs').selectAll().where('order_id', '=', orderId).execute()

const later = (t: TestApp, ms: number) =>
  t.clock.set(new Date(t.clock.now().getTime() + ms).toISOString())

async function ticketSettings(t: TestApp, admin: string, settings: object) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/kitchen-tickets',
    headers: { token: admin },
    payload: settings,
  })
  expect(response.statusCode).toBe(200)
}

async function stock(t: TestApp) {
  await insertTestFoods(t.db, [
    { _id: 'food-1', name: 'Phở bò tái', nameVI: 'Phở bò tái', allergens: ['fish'] },
  ])
}

describe('the kitchen printer at PRINTER_URL', () => {
  const printer = new PrinterCapture()
  let port: number
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    port = await printer.listen()
    t = await buildTestApp({
      env: {
        PRINTER_URL: `tcp://127.0.0.1:${port}`,
        // The poll stays out of the way; each test drains by hand.
        MAIL_POLL_MS: '3600000',
      },
    })
    await stock(t)
    admin = await loginAdmin(t.app)
    await ticketSettings(t, admin, { language: 'vi', printOn: 'accepted' })
  })

  afterAll(async () => {
    await t.close()
    await printer.close()
  })

  beforeEach(async () => {
    // Whatever a test left queued is printed before the next one counts.
    await t.app.printQueue.drain()
    printer.jobs.length = 0
  })

  it('prints the ticket by itself when the order is accepted: the cut, the code, the dish in WPC1258 and the Slovak note in PC852', async () => {
    const id = await placeOrder(t)
    await t.app.printQueue.drain()
    expect(printer.jobs).toEqual([])

    expect((await move(t, admin, id, 'Preparing')).statusCode).toBe(200)
    // The round woken by the move may have printed it already; drain waits for that too.
    await t.app.printQueue.drain()
    await printer.received(1)
    expect(printer.jobs).toHaveLength(1)

    const ticket = readEscPos(printer.jobs[0]!)
    const { tracking_code: code } = await t.db
      .selectFrom('orders')
      .select('tracking_code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(ticket.cuts).toBe(1)
    expect(ticket.text).toContain(code)
    // In the kitchen's language (its settings), its letters decoded by the page selected.
    expect(ticket.text).toContain('Phiếu bếp')
    expect(ticket.text).toContain('1 x Phở bò tái')
    expect(ticket.text).toContain(NOTE)
    expect(ticket.pages).toContain('WPC1258')
    expect(ticket.pages).toContain('PC852')
    expect(ticket.text).not.toContain('Phë')
    const [job] = await jobsOf(t, id)
    expect(job).toMatchObject({ reason: 'auto', state: 'printed', attempts: 1 })
  })

  it('prints an order once by itself: moving it on or marking it paid prints nothing more', async () => {
    const id = await placeOrder(t)
    await move(t, admin, id, 'Preparing')
    await t.app.printQueue.drain()
    await printer.received(1)

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/payment`,
      headers: { token: admin },
      payload: { paid: true },
    })
    await move(t, admin, id, 'Ready')
    expect(await t.app.printQueue.drain()).toBe(0)
    expect(await jobsOf(t, id)).toHaveLength(1)
  })

  it('keeps the ticket while the printer is away, retrying later, and prints it once when it is back', async () => {
    await printer.close()
    const id = await placeOrder(t)
    await move(t, admin, id, 'Preparing')
    expect(await t.app.printQueue.drain()).toBe(0)

    let [job] = await jobsOf(t, id)
    expect(job).toMatchObject({ state: 'queued', attempts: 1, printed_at: null })
    expect(job!.last_error).toMatch(/ECONNREFUSED/)
    // Not due again before its pause.
    expect(await t.app.printQueue.drain()).toBe(0)
    expect((await jobsOf(t, id))[0]!.attempts).toBe(1)

    await printer.listen(port)
    later(t, PRINT_RETRY_DELAYS_MS[0]!)
    expect(await t.app.printQueue.drain()).toBe(1)
    await printer.received(1)
    ;[job] = await jobsOf(t, id)
    expect(job).toMatchObject({ state: 'printed', attempts: 2, last_error: null })
    expect(await t.app.printQueue.drain()).toBe(0)
    expect(printer.jobs).toHaveLength(1)
  })

  it('gives a ticket up after its last try', async () => {
    await printer.close()
    const id = await placeOrder(t)
    await move(t, admin, id, 'Preparing')
    for (let attempt = 1; attempt <= PRINT_MAX_ATTEMPTS; attempt++) {
      await t.app.printQueue.drain()
      if (attempt < PRINT_MAX_ATTEMPTS) later(t, PRINT_RETRY_DELAYS_MS[attempt - 1]!)
    }
    const [job] = await jobsOf(t, id)
    expect(job).toMatchObject({
      state: 'failed',
      attempts: PRINT_MAX_ATTEMPTS,
      next_attempt_at: null,
    })
    await printer.listen(port)
  })

  it('prints as the order arrives when the kitchen asks for that, and not again when it is accepted', async () => {
    await ticketSettings(t, admin, { language: 'vi', printOn: 'arrived' })
    try {
      const id = await placeOrder(t)
      await t.app.printQueue.drain()
      await printer.received(1)
      expect(readEscPos(printer.jobs[0]!).text).toContain('Phở bò tái')

      await move(t, admin, id, 'Preparing')
      await t.app.printQueue.drain()
      expect(await jobsOf(t, id)).toMatchObject([{ reason: 'auto', state: 'printed' }])
      expect(printer.jobs).toHaveLength(1)
    } finally {
      await ticketSettings(t, admin, { language: 'vi', printOn: 'accepted' })
    }
  })

  it('reprints by hand, and lists the jobs for the back office', async () => {
    const id = await placeOrder(t)
    const response = await reprint(t, admin, id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      data: { orderId: id, reason: 'reprint', state: 'queued' },
    })
    await t.app.printQueue.drain()
    await printer.received(1)
    expect(readEscPos(printer.jobs[0]!).text).toContain('Phở bò tái')

    const view = await t.app.inject({
      method: 'GET',
      url: '/api/admin/printer',
      headers: { token: admin },
    })
    expect(view.statusCode).toBe(200)
    const { data } = view.json<{
      data: { configured: boolean; jobs: { orderId: string; state: string }[] }
    }>()
    expect(data.configured).toBe(true)
    expect(data.jobs[0]).toMatchObject({ orderId: id, reason: 'reprint', state: 'printed' })
  })

  it(`bounds a flood of reprints: at most ${MAX_QUEUED_PER_ORDER} wait for the printer at once`, async () => {
    await printer.close()
    const id = await placeOrder(t)
    for (let i = 0; i < MAX_QUEUED_PER_ORDER; i++) {
      expect((await reprint(t, admin, id)).statusCode).toBe(200)
    }
    const refused = await reprint(t, admin, id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ success: false, code: 'PRINT_QUEUE_FULL' })
    await printer.listen(port)
    later(t, PRINT_RETRY_DELAYS_MS.at(-1)!)
  })

  it('refuses a reprint of no order, and to anyone but an admin', async () => {
    expect((await reprint(t, admin, 'no-such-order')).statusCode).toBe(404)
    const id = await placeOrder(t)
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/print` })
    expect(anonymous.statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/printer' })).statusCode).toBe(401)
  })
})

describe('two instances of the shop on one PostgreSQL database', () => {
  const printer = new PrinterCapture()
  let t: TestApp
  let other: Awaited<ReturnType<typeof buildAppOnSameDatabase>>

  beforeAll(async () => {
    const env = {
      PRINTER_URL: `tcp://127.0.0.1:${await printer.listen()}`,
      MAIL_POLL_MS: '3600000',
    }
    t = await buildTestApp({ postgres: true, env })
    other = await buildAppOnSameDatabase(t, env, { ownPool: true })
    await stock(t)
  })

  afterAll(async () => {
    await other.close()
    await t.close()
    await printer.close()
  })

  it('print each ticket once, however many workers drain at the same time', async () => {
    const admin = await loginAdmin(t.app)
    const ids = [await placeOrder(t), await placeOrder(t), await placeOrder(t)]
    for (const id of ids) expect((await reprint(t, admin, id)).statusCode).toBe(200)

    const printed = await Promise.all([
      t.app.printQueue.drain(),
      other.printQueue.drain(),
      other.printQueue.drain(),
      t.app.printQueue.drain(),
    ])
    await printer.received(3)

    expect(printer.jobs).toHaveLength(3)
    expect(printed.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(3)
    for (const id of ids) {
      expect(await jobsOf(t, id)).toMatchObject([{ state: 'printed', attempts: 1 }])
    }
  })
})

describe('a shop without PRINTER_URL', () => {
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    t = await buildTestApp()
    await stock(t)
    admin = await loginAdmin(t.app)
  })

  afterAll(() => t.close())

  it('prints nothing by itself, says no printer is set up, and refuses a reprint with a clear 409', async () => {
    const id = await placeOrder(t)
    await move(t, admin, id, 'Preparing')
    await t.app.printQueue.drain()
    expect(await jobsOf(t, id)).toEqual([])

    const view = await t.app.inject({
      method: 'GET',
      url: '/api/admin/printer',
      headers: { token: admin },
    })
    expect(view.json()).toEqual({ success: true, data: { configured: false, jobs: [] } })
    const refused = await reprint(t, admin, id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'PRINTER_NOT_CONFIGURED' })
    expect(refused.json().message).toMatch(/PRINTER_URL/)
  })
})
