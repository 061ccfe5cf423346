import { makeOrderBody } from '@quan/domain/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { ADMIN_PASSWORD, TEST_JWT_SECRET, loginAdmin, userIdOf } from './auth'
import { buildTestApp, type TestApp } from './build-test-app'
import { listenOnFreePort, openEventStream, type EventStreamClient } from './event-stream'
import { buildAppOnSameDatabase } from './same-database'
import { insertTestFoods } from './seed'

let t: TestApp | undefined
let opened: EventStreamClient[] = []

afterEach(async () => {
  for (const stream of opened) stream.close()
  opened = []
  await t?.close()
  t = undefined
})

/** A shop with these stream settings, listening, with one order placed to track. */
async function shop(env: Record<string, string>) {
  t = await buildTestApp({ env })
  await insertTestFoods(t.db, [{}])
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/order/place',
    payload: makeOrderBody(),
  })
  expect(placed.statusCode).toBe(201)
  const base = await listenOnFreePort(t.app)
  const code = placed.json<{ trackingCode: string }>().trackingCode
  return {
    track: async () => {
      const stream = await openEventStream(
        `${base}/api/orders/track/stream?code=${code}&phone=0901234567`,
      )
      opened.push(stream)
      return stream
    },
    board: async (token: string) => {
      const stream = await openEventStream(`${base}/api/admin/orders/stream`, { token })
      opened.push(stream)
      return stream
    },
  }
}

describe('open event streams', () => {
  it('are refused with 429 past STREAMS_PER_ADDRESS from one address', async () => {
    const { track } = await shop({ STREAMS_PER_ADDRESS: '2', STREAMS_TOTAL: '100' })
    const first = await track()
    const second = await track()

    const third = await track()

    expect([first.status, second.status]).toEqual([200, 200])
    expect(third.status).toBe(429)
    expect(await third.json()).toEqual({
      success: false,
      message: 'Too many live updates are open from your address. Please close some pages.',
      code: 'LIVE_UPDATES_LIMIT',
    })
  })

  it("are refused with 503 past STREAMS_TOTAL, the board's and the track pages' together", async () => {
    const { track, board } = await shop({ STREAMS_PER_ADDRESS: '10', STREAMS_TOTAL: '2' })
    const admin = await loginAdmin(t!.app)
    expect((await board(admin)).status).toBe(200)
    expect((await track()).status).toBe(200)

    const refusedTrack = await track()
    const refusedBoard = await board(admin)

    for (const refused of [refusedTrack, refusedBoard]) {
      expect(refused.status).toBe(503)
      expect(await refused.json()).toEqual({
        success: false,
        message: 'Too many live updates are open right now. Please try again in a minute.',
        code: 'LIVE_UPDATES_BUSY',
      })
    }
  })

  it('give their slot back when closed', async () => {
    const { track } = await shop({ STREAMS_PER_ADDRESS: '1' })
    const first = await track()
    await first.next()
    expect((await track()).status).toBe(429)

    first.close()

    let again = await track()
    for (let i = 0; i < 50 && again.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      again = await track()
    }
    expect(again.status).toBe(200)
  })

  it('are ended by the server after STREAM_MAX_AGE_S, and the slot is free again', async () => {
    const { track } = await shop({ STREAM_MAX_AGE_S: '1', STREAMS_PER_ADDRESS: '1' })
    const stream = await track()
    const started = Date.now()
    expect(await stream.next()).toMatchObject({ event: 'order' })

    await stream.end(4_000)

    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    let again = await track()
    for (let i = 0; i < 50 && again.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      again = await track()
    }
    expect(again.status).toBe(200)
  })

  it("of a demoted admin's board end at the next re-check, and it cannot reconnect", async () => {
    const { board } = await shop({ STREAM_RECHECK_S: '1' })
    const admin = await loginAdmin(t!.app)
    const stream = await board(admin)
    expect(stream.status).toBe(200)

    // The shop starts again with another ADMIN_EMAIL: the former admin is a customer now.
    const restarted = await buildAppOnSameDatabase(t!, { ADMIN_EMAIL: 'new.admin@quan.test' })
    await restarted.close()

    await stream.end(4_000)
    const reconnect = await board(admin)
    expect(reconnect.status).toBe(401)
    expect(await reconnect.json()).toEqual({
      success: false,
      message: 'Your session is not valid. Please log in again.',
      code: 'TOKEN_INVALID',
    })
  })

  it('of an admin whose account is gone end at the next re-check', async () => {
    const { board } = await shop({ STREAM_RECHECK_S: '1' })
    const admin = await loginAdmin(t!.app)
    const stream = await board(admin)
    expect(stream.status).toBe(200)

    await t!.db.deleteFrom('users').where('role', '=', 'admin').execute()

    await stream.end(4_000)
  })

  it("of an admin end when the admin's token expires", async () => {
    const { board } = await shop({})
    const adminId = await userIdOf(t!.app, await loginAdmin(t!.app))
    const expiresAt = Math.floor(Date.now() / 1000) + 2
    const shortLived = await new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET))
    const stream = await board(shortLived)
    expect(stream.status).toBe(200)

    await stream.end(5_000)

    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000 - 50)
  })

  it('of an admin stay open while the token passes', async () => {
    const { board } = await shop({ STREAM_RECHECK_S: '1' })
    const stream = await board(await loginAdmin(t!.app))
    // A restart with the same settings changes nothing.
    const restarted = await buildAppOnSameDatabase(t!, { ADMIN_PASSWORD })
    await restarted.close()

    await expect(stream.end(2_500)).rejects.toThrow('no end of the stream')
  })
})
