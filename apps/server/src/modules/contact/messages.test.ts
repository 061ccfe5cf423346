import { makeContactBody } from '@quan/domain/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'

// The back office's inbox: what the contact form brought, and who has dealt with it.

let t: TestApp
let adminToken: string
let customerToken: string

beforeAll(async () => {
  t = await buildTestApp()
  adminToken = await loginAdmin(t.app)
  customerToken = await registerCustomer(t.app)
})

afterEach(() => {
  t.clock.set(TEST_NOW)
})

afterAll(async () => {
  await t.close()
})

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { token: adminToken }, payload })

describe('who may read the messages', () => {
  const calls = [
    ['GET', '/api/admin/messages', undefined],
    ['POST', '/api/admin/messages/some-id/handled', { handled: true }],
  ] as const

  it.each(calls)('%s %s answers 401 without a token', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, payload })

    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please log in as the restaurant admin.',
      code: 'ADMIN_LOGIN_REQUIRED',
    })
  })

  it.each(calls)('%s %s answers 401 with a forged token', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: 'Bearer not.a.token' },
    })

    expect(response.statusCode).toBe(401)
  })

  it.each(calls)('%s %s answers 403 to a customer', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: { token: customerToken },
    })

    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      success: false,
      message: 'Only the restaurant admin can do this.',
      code: 'ADMIN_ONLY',
    })
  })
})

describe('contact messages', () => {
  const send = async (email: string, at: string) => {
    t.clock.set(at)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: makeContactBody({ email, message: `A message from ${email}` }),
    })
    expect(response.statusCode).toBe(201)
  }

  interface ListedMessage {
    _id: string
    email: string
    handled: boolean
    handledAt: string | null
    handledBy: string | null
  }

  const listMessages = async () => {
    const response = await asAdmin('GET', '/api/admin/messages')
    expect(response.statusCode).toBe(200)
    return response.json<{ success: boolean; data: ListedMessage[] }>().data
  }

  const idOf = async (email: string) => (await listMessages()).find((m) => m.email === email)!._id

  const markHandled = (id: string, payload: unknown) =>
    asAdmin('POST', `/api/admin/messages/${id}/handled`, payload as object)

  it('lists the messages newest first, each with its handled state', async () => {
    await send('first.inbox@example.com', '2026-03-01T08:00:00.000Z')
    await send('third.inbox@example.com', '2026-03-02T09:30:00.000Z')
    await send('second.inbox@example.com', '2026-03-01T18:45:00.000Z')

    const mine = (await listMessages()).filter((m) => m.email.endsWith('.inbox@example.com'))

    expect(mine.map((m) => m.email)).toEqual([
      'third.inbox@example.com',
      'second.inbox@example.com',
      'first.inbox@example.com',
    ])
    expect(mine[0]).toEqual({
      _id: expect.any(String),
      name: 'Lan Nguyen',
      email: 'third.inbox@example.com',
      subject: makeContactBody().subject,
      message: 'A message from third.inbox@example.com',
      createdAt: '2026-03-02T09:30:00.000Z',
      handled: false,
      handledAt: null,
      handledBy: null,
    })
  })

  it('marks a message handled, with when and by whom', async () => {
    await send('handled.once@example.com', '2026-03-02T08:00:00.000Z')
    const id = await idOf('handled.once@example.com')
    t.clock.set('2026-03-02T10:00:00.000Z')

    const response = await markHandled(id, { handled: true })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Message marked as handled',
      data: {
        _id: id,
        handled: true,
        handledAt: '2026-03-02T10:00:00.000Z',
        handledBy: 'Admin',
      },
    })
    expect((await listMessages()).find((m) => m._id === id)).toMatchObject({
      handled: true,
      handledAt: '2026-03-02T10:00:00.000Z',
      handledBy: 'Admin',
    })
  })

  it('keeps the first time when a handled message is marked again', async () => {
    await send('handled.twice@example.com', '2026-03-02T08:00:00.000Z')
    const id = await idOf('handled.twice@example.com')
    t.clock.set('2026-03-02T10:00:00.000Z')
    await markHandled(id, { handled: true })
    t.clock.set('2026-03-02T11:00:00.000Z')

    const again = await markHandled(id, { handled: true })

    expect(again.statusCode).toBe(200)
    expect(again.json().data.handledAt).toBe('2026-03-02T10:00:00.000Z')
  })

  it('marks a handled message as not handled again', async () => {
    await send('reopened@example.com', '2026-03-02T08:00:00.000Z')
    const id = await idOf('reopened@example.com')
    await markHandled(id, { handled: true })

    const response = await markHandled(id, { handled: false })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Message marked as not handled',
      data: { _id: id, handled: false, handledAt: null, handledBy: null },
    })
    expect((await listMessages()).find((m) => m._id === id)?.handled).toBe(false)
  })

  it('answers 404 for a message that does not exist', async () => {
    const response = await markHandled('no-such-message', { handled: true })

    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      success: false,
      message: 'Message not found',
      code: 'MESSAGE_NOT_FOUND',
    })
  })

  it.each([
    ['no handled flag', {}],
    ['handled as text', { handled: 'true' }],
    ['handled as a number', { handled: 1 }],
    ['handled as null', { handled: null }],
  ])('refuses %s with 400 and changes nothing', async (flag, payload) => {
    const email = `${flag.replace(/\W+/g, '-')}@example.com`
    await send(email, TEST_NOW)
    const id = await idOf(email)

    const response = await markHandled(id, payload)

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Say whether the message is handled: true or false',
      errors: { handled: 'Say whether the message is handled: true or false' },
    })
    expect((await listMessages()).find((m) => m._id === id)?.handled).toBe(false)
  })
})
