import { MAX_SAVED_ADDRESSES } from '@quan/domain'
import { makeAddress } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'

// Issue 24 §3: a customer's saved delivery addresses, one of them the default.

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})

afterAll(async () => {
  await t.close()
})

const URL = '/api/user/addresses'

function send(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) })
}

const list = async (token: string) =>
  (await send(token, 'GET', URL)).json().data as {
    _id: string
    street: string
    isDefault: boolean
  }[]

describe('saved addresses', () => {
  it('starts empty, and the first address saved is the default', async () => {
    const token = await registerCustomer(t.app)
    expect(await list(token)).toEqual([])

    const added = await send(token, 'POST', URL, makeAddress())
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({
      success: true,
      message: 'Address saved',
      data: [
        {
          _id: expect.any(String),
          firstName: 'Lan',
          lastName: 'Nguyen',
          street: 'Obchodná 1',
          city: 'Bratislava',
          state: 'Bratislavský kraj',
          zipcode: '81106',
          country: 'Slovakia',
          phone: '0901234567',
          email: 'lan@example.com',
          isDefault: true,
        },
      ],
    })
  })

  it('keeps one default: a new default, a default made, a default removed', async () => {
    const token = await registerCustomer(t.app)
    await send(token, 'POST', URL, makeAddress({ street: 'Home 1' }))
    await send(token, 'POST', URL, makeAddress({ street: 'Work 2' }))
    expect((await list(token)).map((a) => [a.street, a.isDefault])).toEqual([
      ['Home 1', true],
      ['Work 2', false],
    ])

    await send(token, 'POST', URL, { ...makeAddress({ street: 'Friend 3' }), makeDefault: true })
    expect((await list(token)).map((a) => [a.street, a.isDefault])).toEqual([
      ['Friend 3', true],
      ['Home 1', false],
      ['Work 2', false],
    ])

    const work = (await list(token)).find((a) => a.street === 'Work 2')!
    const made = await send(token, 'POST', `${URL}/${work._id}/default`)
    expect(made.statusCode).toBe(200)
    expect(made.json().data.filter((a: { isDefault: boolean }) => a.isDefault)).toEqual([
      expect.objectContaining({ street: 'Work 2' }),
    ])

    const removed = await send(token, 'DELETE', `${URL}/${work._id}`)
    expect(removed.statusCode).toBe(200)
    // The oldest left takes the default's place.
    expect(
      removed
        .json()
        .data.map((a: { street: string; isDefault: boolean }) => [a.street, a.isDefault]),
    ).toEqual([
      ['Home 1', true],
      ['Friend 3', false],
    ])
  })

  it('updates an address in place', async () => {
    const token = await registerCustomer(t.app)
    const [first] = (await send(token, 'POST', URL, makeAddress())).json().data
    const updated = await send(
      token,
      'PUT',
      `${URL}/${first._id}`,
      makeAddress({ street: 'Nová 5', email: '' }),
    )
    expect(updated.statusCode).toBe(200)
    const [only] = updated.json().data
    expect(only).toMatchObject({ _id: first._id, street: 'Nová 5', isDefault: true })
    expect(only).not.toHaveProperty('email')
  })

  it("refuses to read, change, default or delete another customer's address", async () => {
    const owner = await registerCustomer(t.app)
    const other = await registerCustomer(t.app)
    const admin = await loginAdmin(t.app)
    const [mine] = (await send(owner, 'POST', URL, makeAddress({ street: 'Secret 7' }))).json().data
    await send(other, 'POST', URL, makeAddress({ street: 'Other 1' }))

    for (const token of [other, admin]) {
      expect((await list(token)).map((a) => a.street)).not.toContain('Secret 7')
      for (const [method, url, payload] of [
        ['PUT', `${URL}/${mine._id}`, makeAddress({ street: 'Stolen' })],
        ['POST', `${URL}/${mine._id}/default`, undefined],
        ['DELETE', `${URL}/${mine._id}`, undefined],
      ] as const) {
        const answer = await send(token, method, url, payload)
        expect(answer.statusCode, `${method} ${url}`).toBe(404)
        expect(answer.json()).toMatchObject({
          success: false,
          code: 'SAVED_ADDRESS_NOT_FOUND',
          message: 'Address not found',
        })
      }
    }
    expect(await list(owner)).toEqual([
      expect.objectContaining({ street: 'Secret 7', isDefault: true }),
    ])
    expect((await list(other)).map((a) => [a.street, a.isDefault])).toEqual([['Other 1', true]])
  })

  it('needs a signed-in customer', async () => {
    const answer = await t.app.inject({ method: 'GET', url: URL })
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toMatchObject({ success: false, code: 'LOGIN_REQUIRED' })
  })

  it.each([
    ['a missing street', { street: '' }, 'REQUIRED_FIELDS'],
    ['a bad phone', { phone: 'call me' }, 'PHONE_INVALID'],
    ['a bad postal code', { zipcode: '!!!' }, 'POSTAL_CODE_INVALID'],
    ['a bad e-mail', { email: 'lan.example.com' }, 'EMAIL_INVALID'],
  ])('refuses %s as the checkout does', async (_name, overrides, code) => {
    const token = await registerCustomer(t.app)
    const answer = await send(token, 'POST', URL, { ...makeAddress(), ...overrides })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ success: false, code })
    expect(await list(token)).toEqual([])
  })

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const token = await registerCustomer(t.app)
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) {
      expect(
        (await send(token, 'POST', URL, makeAddress({ street: `Street ${i}` }))).statusCode,
      ).toBe(201)
    }
    const refused = await send(token, 'POST', URL, makeAddress({ street: 'One too many' }))
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_SAVED_ADDRESSES' })
    expect(await list(token)).toHaveLength(MAX_SAVED_ADDRESSES)
  })
})
