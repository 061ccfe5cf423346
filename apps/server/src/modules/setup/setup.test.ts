import { makeOrderBody, makeReservationBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { deadPort } from '../../../test/smtp'
import { seedDemoRestaurant } from '../../startup/seed'

// Issue 21 §5: a new restaurant's checklist, and clearing the demo (docs/decisions/021).

const setup = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/setup', headers: { token } })
const clear = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/demo/clear', headers: { token } })

describe('an empty start (SEED_DEMO=off)', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await buildTestApp()
    admin = await loginAdmin(t.app)
  })
  afterAll(() => t.close())

  it('has no dish, no category, and every step of the checklist still to do', async () => {
    const menu = await t.app.inject({ method: 'GET', url: '/api/food/list?forUser=true' })
    expect(menu.json().data).toEqual([])
    const answer = await setup(t, admin)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data).toEqual({
      steps: [
        { id: 'identity', done: false },
        { id: 'hours', done: false },
        { id: 'category', done: false },
        { id: 'dish', done: false },
        { id: 'deliveryAreas', done: false },
      ],
      demo: { dishes: 0, categories: 0, orders: 0, bookings: 0 },
    })
  })

  it('ticks a step once it is done: a saved setting row, a category, a dish on the menu', async () => {
    await t.db
      .insertInto('settings')
      .values([
        { key: 'restaurantIdentity', value: '{}' },
        { key: 'restaurantHours', value: '{}' },
      ])
      .execute()
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { token: admin },
      payload: { name: 'Phở' },
    })
    const steps = (await setup(t, admin)).json().data.steps
    expect(steps).toEqual([
      { id: 'identity', done: true },
      { id: 'hours', done: true },
      { id: 'category', done: true },
      { id: 'dish', done: false },
      { id: 'deliveryAreas', done: false },
    ])
  })

  it('never gets the demo once it has a menu of its own, even started with SEED_DEMO on', async () => {
    expect(await seedDemoRestaurant(t.db, new Date(TEST_NOW))).toBe(false)
    const categories = await t.db.selectFrom('categories').select('name').execute()
    expect(categories).toEqual([{ name: 'Phở' }])
    expect(await t.db.selectFrom('foods').select('id').execute()).toEqual([])
  })

  it('has no demo to clear', async () => {
    const answer = await clear(t, admin)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data).toEqual({ dishes: 0, categories: 0, orders: 0, bookings: 0 })
  })

  it('is for the admin only', async () => {
    const customer = await registerCustomer(t.app)
    expect((await setup(t, customer)).statusCode).toBe(403)
    expect((await clear(t, customer)).statusCode).toBe(403)
  })
})

describe('clearing the demo', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    // A mail server that never answers: the mails stay in the outbox to be looked at.
    t = await buildTestApp({
      seedDemo: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${await deadPort()}` },
    })
    admin = await loginAdmin(t.app)
  })
  afterAll(() => t.close())

  const count = async (
    table:
      | 'orders'
      | 'order_lines'
      | 'order_events'
      | 'reservations'
      | 'idempotency_keys'
      | 'mail_outbox'
      | 'foods'
      | 'categories'
      | 'images',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  /** A guest's order of `dish`, at the amount the shop works out. */
  async function order(dish: string) {
    const body = makeOrderBody({ items: [{ _id: dish, quantity: 1 }], amount: 1 })
    const headers = { 'idempotency-key': `order-of-${dish}-0001` }
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: body,
      headers,
    })
    const amount = first.json().amount as number
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      payload: { ...body, amount },
      headers,
    })
    expect(placed.statusCode, placed.body).toBe(201)
    return placed.json() as { orderId: string; trackingCode: string }
  }

  it('removes the demo’s dishes, categories, pictures, orders and bookings, and keeps the rest', async () => {
    const shop = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/food/list?forUser=true' })).json().data as {
        _id: string
        name: string
        image: string
        category: string
      }[]
    const demoMenu = await shop()
    const [demoDish] = demoMenu
    const demoOrder = await order(demoDish!._id)
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${demoOrder.orderId}/status`,
      headers: { token: admin },
      payload: { status: 'Food Processing' },
    })
    await t.app.inject({ method: 'POST', url: '/api/reservation', payload: makeReservationBody() })
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-areas',
      headers: { token: admin },
      payload: {
        areas: [{ name: 'Košice', postalCodes: ['040*'], fee: 2, minimum: 10, freeFrom: null }],
      },
    })
    // The owner's own: a dish in a demo category, a category of their own, a later booking.
    t.clock.set(new Date(Date.parse(TEST_NOW) + 3_600_000).toISOString())
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/admin/foods',
      headers: { token: admin },
      payload: {
        name: 'Phở Hà Nội',
        nameVI: 'Phở Hà Nội',
        nameEN: 'Hanoi pho',
        nameSK: 'Pho z Hanoja',
        price: 9.5,
        sku: 'OWN-1',
        category: demoDish!.category,
        status: 'active',
        isPromotion: false,
      },
    })
    expect(own.statusCode, own.body).toBe(201)
    t.clock.set(new Date(Date.parse(TEST_NOW) + 7_200_000).toISOString())
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/reservation',
      payload: makeReservationBody({ email: 'later@example.com', phone: '0907654321' }),
    })
    expect(later.statusCode, later.body).toBe(201)
    expect(await count('mail_outbox')).toBeGreaterThan(0)
    const demoCategories = await count('categories')

    const before = (await setup(t, admin)).json().data.demo
    expect(before).toEqual({
      dishes: demoMenu.length,
      categories: demoCategories - 1,
      orders: 1,
      bookings: 1,
    })

    const answer = await clear(t, admin)

    expect(answer.statusCode).toBe(200)
    expect(answer.json().data).toEqual(before)
    // The shop shows the owner's dish alone, at once (the menu cache forgot the demo's).
    expect((await shop()).map((dish) => dish.name)).toEqual(['Phở Hà Nội'])
    const categories = await t.db.selectFrom('categories').select('name').execute()
    expect(categories).toEqual([{ name: demoDish!.category }])
    expect(await count('orders')).toBe(0)
    expect(await count('order_lines')).toBe(0)
    expect(await count('order_events')).toBe(0)
    expect(await count('idempotency_keys')).toBe(0)
    const bookings = await t.db.selectFrom('reservations').select('email').execute()
    expect(bookings).toEqual([{ email: 'later@example.com' }])
    // The later booking's mails stay; the order's and the first booking's went.
    const mails = await t.db.selectFrom('mail_outbox').select(['kind', 'subject']).execute()
    expect(mails.length).toBeGreaterThan(0)
    expect(mails.every((mail) => mail.kind.startsWith('reservation-'))).toBe(true)
    expect(mails.some((mail) => mail.subject.includes(demoOrder.trackingCode))).toBe(false)
    // The pictures only the demo showed, at both sizes.
    const picture = await t.app.inject({ method: 'GET', url: `/images/${demoDish!.image}` })
    expect(picture.statusCode).toBe(404)
    expect(await count('images')).toBe(1)
    // Settings stay, and the demo never comes back.
    const areas = await t.app.inject({
      method: 'GET',
      url: '/api/admin/delivery-areas',
      headers: { token: admin },
    })
    expect(areas.json().data.areas[0].name).toBe('Košice')
    const settings = await t.db.selectFrom('settings').select('key').execute()
    expect(settings.map((row) => row.key)).toContain('seeded')
    expect((await setup(t, admin)).json().data.demo).toEqual({
      dishes: 0,
      categories: 0,
      orders: 0,
      bookings: 0,
    })
  })
})
