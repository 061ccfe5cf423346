import { makeOrderBody } from '@quan/domain/testing'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildTestApp } from '../test/build-test-app'
import { insertTestFoods } from '../test/seed'
import { OrderDesk } from './modules/order/service'
import { stopShop } from './shutdown'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('closing the shop', () => {
  it.each([
    ['SQLite', { sqliteFile: true }],
    ['PostgreSQL', { postgres: true }],
  ])(
    'on %s, writes the order the desk holds before the database closes, and the guest is told 201',
    async (_engine, where) => {
      const t = await buildTestApp(where)
      await insertTestFoods(t.db, [{ _id: 'food-1' }])
      // The app starts closing the moment the order is handed to the desk, before its batch is
      // written: an inject holds no connection, so nothing but the flush waits for it.
      const place = OrderDesk.prototype.place
      let closing: Promise<void> | undefined
      vi.spyOn(OrderDesk.prototype, 'place').mockImplementation(function (
        this: OrderDesk,
        ...args: Parameters<OrderDesk['place']>
      ) {
        const placed = place.apply(this, args)
        closing = t.app.close()
        return placed
      })

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/order/place',
        payload: makeOrderBody(),
      })
      await closing

      expect(res.statusCode, res.body).toBe(201)
      await t.close()
    },
  )
})

/** Stands for an app whose close() takes `closeMs` (or never ends), and records the cut. */
function fakeApp(closeMs: number | 'never') {
  const seen = { cut: false, idleSwept: 0 }
  const app = {
    close: () =>
      closeMs === 'never'
        ? new Promise<void>(() => {})
        : new Promise<void>((resolve) => setTimeout(resolve, closeMs)),
    server: {
      closeIdleConnections: () => (seen.idleSwept += 1),
      closeAllConnections: () => (seen.cut = true),
    },
    log: { info: () => {}, warn: () => {}, error: () => {} },
  }
  return { app: app as unknown as FastifyInstance, seen }
}

describe('stopShop', () => {
  it('exits 0 once the app has closed within the grace, sweeping idle connections meanwhile', async () => {
    const { app, seen } = fakeApp(150)
    const exit = vi.fn()

    await stopShop(app, { graceMs: 2_000, exit })

    expect(exit.mock.calls).toEqual([[0]])
    expect(seen.cut).toBe(false)
    expect(seen.idleSwept).toBeGreaterThan(0)
  })

  it('cuts the connections still open before the grace ends, and exits 1 at the grace if still not closed', async () => {
    const { app, seen } = fakeApp('never')
    const exit = vi.fn()
    const asked = Date.now()

    await stopShop(app, { graceMs: 300, exit })

    expect(seen.cut).toBe(true)
    expect(exit.mock.calls).toEqual([[1]])
    expect(Date.now() - asked).toBeGreaterThanOrEqual(295)
    expect(Date.now() - asked).toBeLessThan(1_000)
  })
})
