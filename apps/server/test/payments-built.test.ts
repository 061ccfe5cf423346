import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { makeOrderBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer, prepareDatabase, startServer, type RunningServer } from './built-server'
import { FakeStripe } from './fake-stripe'

// The server as `npm start` runs it, Stripe's SDK outside the bundle and loaded only because
// STRIPE_* are set (issue 22 §1): a guest pays on the fake's page on the real clock, is sent
// back to the shop, and the order is paid.

let built: Awaited<ReturnType<typeof buildServer>>
let fake: FakeStripe
let server: RunningServer | undefined
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  built = await buildServer()
  fake = await FakeStripe.start()
}, 60_000)

afterAll(async () => {
  if (server && server.process.exitCode === null) server.process.kill('SIGKILL')
  await server?.exited
  for (const cleanup of cleanups) await cleanup()
  await fake.close()
  built.remove()
})

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describe('the built server', () => {
  it(
    'takes an online payment through the provider it loads at start',
    { timeout: 30_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-pay-'))
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
      await prepareDatabase({ dataDir })
      server = await startServer(built.main, {
        DATA_DIR: dataDir,
        ...fake.env(),
        ADMIN_EMAIL: 'admin@quan.test',
        ADMIN_PASSWORD: 'admin-password',
      })
      fake.webhookUrl = `${server.base}/api/payments/stripe/webhook`
      const login = await fetch(
        `${server.base}/api/user/login`,
        json({ email: 'admin@quan.test', password: 'admin-password' }),
      )
      const { token } = (await login.json()) as { token: string }
      const saved = await fetch(`${server.base}/api/admin/payments`, {
        ...json({ cash: true, card: false, online: true }),
        method: 'PUT',
        headers: { 'content-type': 'application/json', token },
      })
      expect(saved.status).toBe(200)

      const placed = await fetch(
        `${server.base}/api/order/place`,
        json(makeOrderBody({ paymentMethod: 'online' })),
      )
      expect(placed.status, server.output()).toBe(201)
      const order = (await placed.json()) as { paymentUrl: string; trackingCode: string }
      // The browser goes to the provider's page, and pays there.
      expect((await fetch(order.paymentUrl)).status).toBe(200)
      const back = await fetch(`${order.paymentUrl}/pay`, { method: 'POST', redirect: 'manual' })
      expect(back.status).toBe(303)
      expect(back.headers.get('location')).toContain(`/track-order?code=${order.trackingCode}`)
      const tracked = await fetch(
        `${server.base}/api/orders/track`,
        json({ trackingCode: order.trackingCode, phone: '0901234567' }),
      )
      expect(((await tracked.json()) as { data: { paymentState: string } }).data.paymentState).toBe(
        'paid',
      )
    },
  )
})
