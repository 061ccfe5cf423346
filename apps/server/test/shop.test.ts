import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './build-test-app'
import { buildAppOnSameDatabase } from './same-database'
import { postgresUrl } from './services'

const WEEKDAY_SLOTS = [
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
]
const SUNDAY_SLOTS = WEEKDAY_SLOTS.slice(0, WEEKDAY_SLOTS.indexOf('16:30') + 1)

describe('the shop', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp()
  })

  afterAll(async () => {
    await t.close()
  })

  it('answers the health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true })
  })

  // On PostgreSQL in any case (TEST_DATABASE_URL's, or the run's own: test/services.ts).
  it('keeps running when PostgreSQL drops its idle connections', async () => {
    const onPostgres = await buildTestApp({ postgres: true })
    try {
      const { rows } = await sql<{
        name: string
      }>`select current_database() as name`.execute(onPostgres.db)
      const admin = new pg.Client({ connectionString: await postgresUrl() })
      await admin.connect()
      try {
        const killed = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [rows[0]!.name],
        )
        expect(killed.rowCount).toBeGreaterThan(0)
      } finally {
        await admin.end()
      }
      // Let the pool hear of it.
      await new Promise((resolve) => setTimeout(resolve, 200))

      // Readiness asks the database through the pool (liveness asks it nothing, decision 036).
      // The relay's own connection was cut too and comes back by itself: RELAY_DOWN meanwhile
      // still says the database answered.
      const response = await onPostgres.app.inject({ method: 'GET', url: '/api/health/ready' })

      const answer = response.json<{ success: boolean; code?: string }>()
      expect(answer.success || answer.code === 'RELAY_DOWN', response.body).toBe(true)
    } finally {
      await onPostgres.close()
    }
  })

  it('tells the browser its currency, fee, hours and reservation slots', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' })

    expect(response.statusCode).toBe(200)
    const { success, data } = response.json()
    expect(success).toBe(true)
    expect(data).toMatchObject({
      currency: 'EUR',
      deliveryFee: 2,
      timeZone: 'Europe/Bratislava',
      partySize: { min: 1, max: 10 },
      emailConfigured: false,
    })
    expect(data.openingHours.monday).toEqual({ open: '11:00', close: '20:00' })
    expect(data.openingHours.sunday).toEqual({ open: '11:00', close: '17:00' })
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']) {
      expect(data.reservationSlots[day], day).toEqual(WEEKDAY_SLOTS)
    }
    expect(data.reservationSlots.sunday).toEqual(SUNDAY_SLOTS)
  })

  describe('GET /images/:file', () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x57, 0x45, 0x42, 0x50])

    beforeAll(async () => {
      await t.db
        .insertInto('images')
        .values({
          name: 'test-dish-0123456789.webp',
          content_type: 'image/webp',
          data: bytes,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute()
    })

    it('serves the stored bytes as WebP, cached for a year', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/images/test-dish-0123456789.webp',
      })

      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
      expect(response.headers['cache-control']).toContain('max-age=31536000')
      expect(response.headers['cache-control']).toContain('immutable')
      expect(response.rawPayload.equals(bytes)).toBe(true)
    })

    it('answers 304 when the browser has it already', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/images/test-dish-0123456789.webp' })

      const again = await t.app.inject({
        method: 'GET',
        url: '/images/test-dish-0123456789.webp',
        headers: { 'if-none-match': first.headers.etag as string },
      })

      expect(again.statusCode).toBe(304)
      expect(again.rawPayload.length).toBe(0)
    })

    it('answers an unknown image with a 404 in JSON', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/images/no-such-image.webp' })

      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toEqual({
        success: false,
        message: 'Image not found',
        code: 'IMAGE_NOT_FOUND',
      })
    })
  })
})

describe('the demo restaurant', () => {
  let t: TestApp

  interface ListedFood {
    _id: string
    name: string
    nameVI: string
    nameEN: string
    nameSK: string
    image: string
    category: string
    status: string
  }

  const listAll = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/food/list' })).json<{ data: ListedFood[] }>()
      .data

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true })
  })

  afterAll(async () => {
    await t.close()
  })

  it('opens with at least 30 dishes in at least 7 categories', async () => {
    const foods = await listAll()
    const categories = (await t.app.inject({ method: 'GET', url: '/api/category' })).json().data

    expect(foods.length).toBeGreaterThanOrEqual(30)
    expect(categories.length).toBeGreaterThanOrEqual(7)
    const categoryNames = new Set(categories.map((category: { name: string }) => category.name))
    expect(new Set(foods.map((food) => food.category)).size).toBeGreaterThanOrEqual(7)
    for (const food of foods) expect(categoryNames.has(food.category), food.name).toBe(true)
  })

  it('names every dish in three languages', async () => {
    for (const food of await listAll()) {
      for (const name of [food.name, food.nameVI, food.nameEN, food.nameSK]) {
        expect(name.trim(), food._id).not.toBe('')
      }
    }
  })

  it('has exactly one dish that is not available', async () => {
    const unavailable = (await listAll()).filter((food) => food.status !== 'active')

    expect(unavailable).toHaveLength(1)
    expect(unavailable[0]?.status).toBe('inactive')
  })

  it('serves a WebP picture for every dish and category', async () => {
    const foods = await listAll()
    const categories = (await t.app.inject({ method: 'GET', url: '/api/category' })).json().data
    const images = [
      ...foods.map((food) => food.image),
      ...categories.map((category: { image: string }) => category.image),
    ]

    for (const image of images) {
      expect(image, 'image name').toMatch(/\.webp$/)
      const response = await t.app.inject({ method: 'GET', url: `/images/${image}` })
      expect(response.statusCode, image).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
      // A WebP file starts with RIFF....WEBP.
      expect(response.rawPayload.subarray(0, 4).toString('latin1'), image).toBe('RIFF')
      expect(response.rawPayload.subarray(8, 12).toString('latin1'), image).toBe('WEBP')
    }
  })

  it('is not seeded again when the shop starts again on the same database', async () => {
    const count = async () =>
      (await t.db.selectFrom('foods').select(t.db.fn.countAll<number>().as('n')).executeTakeFirst())
        ?.n
    const before = Number(await count())

    const restarted = await buildAppOnSameDatabase(t, { SEED_DEMO: 'on' })
    await restarted.close()

    expect(Number(await count())).toBe(before)
  })

  it('does not come back after the restaurant empties its menu', async () => {
    await t.db.deleteFrom('foods').execute()
    await t.db.deleteFrom('categories').execute()

    const restarted = await buildAppOnSameDatabase(t, { SEED_DEMO: 'on' })
    try {
      const response = await restarted.inject({ method: 'GET', url: '/api/food/list' })
      expect(response.json().data).toEqual([])
    } finally {
      await restarted.close()
    }
  })
})
