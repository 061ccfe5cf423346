import { makeContactBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})

afterAll(async () => {
  await t.close()
})

const send = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object })

const storedFrom = (email: string) =>
  t.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute()

describe('POST /api/contact', () => {
  it('answers 201 with success and a message, and keeps the message', async () => {
    const body = makeContactBody({
      name: 'Lan Nguyen',
      email: 'lan.contact@example.com',
      subject: 'feedback',
      message: 'The phở was wonderful, thank you!',
    })

    const response = await send(body)

    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      success: true,
      message: 'Thank you for your message! We will get back to you soon.',
    })
    const stored = await storedFrom('lan.contact@example.com')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'Lan Nguyen',
      email: 'lan.contact@example.com',
      subject: 'feedback',
      message: 'The phở was wonderful, thank you!',
      created_at: TEST_NOW,
      handled_at: null,
    })
  })

  it('stores the texts trimmed', async () => {
    const response = await send(
      makeContactBody({
        name: '  Minh  ',
        email: ' minh.contact@example.com ',
        message: '  Do you cater weddings?  ',
      }),
    )

    expect(response.statusCode).toBe(201)
    expect((await storedFrom('minh.contact@example.com'))[0]).toMatchObject({
      name: 'Minh',
      message: 'Do you cater weddings?',
    })
  })

  it.each(['general', 'reservation', 'feedback', 'complaint', 'partnership', 'other'] as const)(
    'takes the subject %s',
    async (subject) => {
      const response = await send(makeContactBody({ subject }))

      expect(response.statusCode).toBe(201)
    },
  )

  it.each([
    ['a missing name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a one-letter name', { name: ' L ' }, 'Name must be at least 2 characters long'],
    ['a missing email', { email: undefined }, 'Email is required'],
    ['an empty email', { email: '' }, 'Email is required'],
    ['a malformed email', { email: 'lan@example' }, 'Please enter a valid email address'],
    [
      'an email with a space',
      { email: 'lan nguyen@example.com' },
      'Please enter a valid email address',
    ],
    ['a missing subject', { subject: undefined }, 'Subject is required'],
    ['an empty subject', { subject: '' }, 'Subject is required'],
    ['an unknown subject', { subject: 'lottery' }, 'Please choose a valid subject'],
    ['a missing message', { message: undefined }, 'Message is required'],
    ['a blank message', { message: '    ' }, 'Message is required'],
    [
      'a 9-character message',
      { message: '  Hello!!!  ' },
      'Message must be at least 10 characters long',
    ],
  ])('refuses %s with 400 and its message', async (_case, overrides, message) => {
    const before = await t.db.selectFrom('contact_messages').select('id').execute()

    const response = await send({ ...makeContactBody(), ...overrides })

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
    const after = await t.db.selectFrom('contact_messages').select('id').execute()
    expect(after).toHaveLength(before.length)
  })

  it('names the field of each problem in errors', async () => {
    const response = await send({ name: '', email: 'x', subject: 'general', message: 'short' })

    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'Name is required',
      code: 'NAME_REQUIRED',
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters long',
      },
      fieldCodes: { name: 'NAME_REQUIRED', email: 'EMAIL_INVALID', message: 'MESSAGE_MIN_LENGTH' },
    })
  })
})
