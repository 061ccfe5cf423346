import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { makeContactBody, makeOrderBody, makeReservationBody } from '../testing'
import {
  MESSAGES,
  adminOrdersQuery,
  adminReservationsQuery,
  adminTodayQuery,
  cartItemBody,
  categoryBody,
  categoryOrderBody,
  contactBody,
  dishBody,
  fieldErrors,
  firstIssueMessage,
  foodEditBody,
  foodRemoveBody,
  hasControlCharacters,
  loginBody,
  lookupOrdersBody,
  multilineText,
  orderStatusBody,
  placeOrderBody,
  plainText,
  registerBody,
  reservationBody,
  reservationCancelBody,
  trackOrderBody,
  validationFailure,
  trackStreamQuery,
} from './validation'

describe('hasControlCharacters', () => {
  it.each([
    ['NUL', 'Eve\u0000'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[31mred'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['the last C1 control', '\u009f'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['a low surrogate before its high one', '\ude00\ud83d'],
  ])('finds %s in plain and in multi-line text', (_name, value) => {
    expect(hasControlCharacters(value)).toBe(true)
    expect(hasControlCharacters(value, { multiline: true })).toBe(true)
  })

  it.each([
    ['a newline', 'a\nb'],
    ['a tab', 'a\tb'],
    ['a Windows line end', 'a\r\nb'],
  ])('finds %s in plain text, but lets it through in multi-line text', (_name, value) => {
    expect(hasControlCharacters(value)).toBe(true)
    expect(hasControlCharacters(value, { multiline: true })).toBe(false)
  })

  it.each([
    ['Vietnamese with combining marks', 'Phở bò tái, Nguyễn Thị Ánh'],
    ['Slovak', 'Žltá ulica 5, Košice'],
    ['emoji, a surrogate pair', 'Bún chả 🍜👍🏽'],
    ['a right-to-left mark and Arabic', '\u200fمرحبا'],
    ['a no-break space (U+00A0, just past C1)', 'a\u00a0b'],
    ['the empty string', ''],
  ])('accepts %s', (_name, value) => {
    expect(hasControlCharacters(value)).toBe(false)
    expect(hasControlCharacters(value, { multiline: true })).toBe(false)
  })
})

describe('plainText and multilineText', () => {
  it('refuse a control character with the field named in message and errors', () => {
    const schema = plainText('Name is required')
    const result = schema.safeParse('Eve\u0000')
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({ '': MESSAGES.controlCharacters })
    expect(multilineText('Notes').safeParse('one\ntwo\tthree').success).toBe(true)
    expect(multilineText('Notes').safeParse('one\u0000').success).toBe(false)
  })

  it('keep their own message for a value that is not text', () => {
    const result = plainText('Name is required').safeParse(42)
    expect(firstIssueMessage(result.error!)).toBe('Name is required')
  })
})

/** Every string in a value, by its path ('address.firstName', 'items.0._id'). */
function textLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path]
  if (Array.isArray(value))
    return value.flatMap((item, index) => textLeaves(item, [...path, index]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textLeaves(item, [...path, key]))
  }
  return []
}

function withText(value: unknown, path: (string | number)[], text: (old: string) => string) {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  node[last] = text(node[last] as string)
  return copy
}

const dish = {
  name: 'Phở bò',
  nameVI: 'Phở bò',
  nameEN: 'Beef pho',
  nameSK: 'Hovädzie pho',
  description: 'Broth\nwith herbs',
  price: '9.90',
  sku: 'PHO-1',
  category: 'Soups',
  status: 'active',
  image: 'pho.webp',
  isPromotion: false,
  options: [
    {
      name: 'Size',
      pricingMode: 'add',
      defaultChoiceCode: 'small',
      choices: [{ code: 'small', label: 'Small', price: 0, image: '' }],
    },
  ],
}

/** A valid request of each schema, with every text field filled in. */
const SCHEMAS: [string, z.ZodType, unknown][] = [
  ['registerBody', registerBody, { name: 'Lan', email: 'lan@example.com', password: 'secret 123' }],
  ['loginBody', loginBody, { email: 'lan@example.com', password: 'secret 123' }],
  [
    'placeOrderBody',
    placeOrderBody,
    makeOrderBody({
      address: { ...makeOrderBody().address, email: 'lan@example.com' },
      items: [{ _id: 'food-1', quantity: 1, selectedOptions: { Size: 'large' } }],
      customerInfo: { name: 'Lan', phone: '0901234567', email: 'lan@example.com' },
      userId: 'user-1',
      notes: 'Ring twice,\nplease',
    }),
  ],
  ['trackOrderBody', trackOrderBody, { trackingCode: 'AB123456', phone: '0901234567' }],
  ['lookupOrdersBody', lookupOrdersBody, { trackingCode: 'AB123456', phone: '0901234567' }],
  ['cartItemBody', cartItemBody, { itemId: 'food-1' }],
  ['contactBody', contactBody, makeContactBody()],
  ['reservationBody', reservationBody, makeReservationBody({ note: 'A high chair' })],
  [
    'foodEditBody',
    foodEditBody,
    { name: 'Phở', sku: 'PHO', category: 'Soups', price: 9.9, description: 'Hot' },
  ],
  ['foodRemoveBody', foodRemoveBody, { id: 'food-1' }],
  ['dishBody', dishBody, dish],
  ['categoryBody', categoryBody, { name: 'Soups', image: 'soups.webp' }],
  ['categoryOrderBody', categoryOrderBody, { ids: ['cat-1', 'cat-2'] }],
  ['adminReservationsQuery', adminReservationsQuery, { day: '2026-03-02' }],
  ['reservationCancelBody', reservationCancelBody, { reason: 'Kitchen closed' }],
  ['adminOrdersQuery', adminOrdersQuery, { status: 'Pending', day: '2026-03-02' }],
  ['adminTodayQuery', adminTodayQuery, { day: '2026-03-02' }],
  ['orderStatusBody', orderStatusBody, { status: 'Cancelled', reason: 'Out of rice' }],
  ['trackStreamQuery', trackStreamQuery, { code: 'AB123456', phone: '0901234567' }],
]

/** Fields with a rule of their own (a list of values, a number): that rule refuses the text. */
const OWN_RULE = /(^|\.)(status|pricingMode|price|orderType)$/

const expectedMessage = (field: string) =>
  OWN_RULE.test(field) ? expect.any(String) : MESSAGES.controlCharacters

describe('every text field of every request schema', () => {
  it.each(SCHEMAS)('%s: the valid request passes', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true)
  })

  const cases = SCHEMAS.flatMap(([name, schema, valid]) =>
    textLeaves(valid).map((path) => [`${name} ${path.join('.')}`, schema, valid, path] as const),
  )

  it.each(cases)('%s refuses NUL, naming the field', (_name, schema, valid, path) => {
    const result = schema.safeParse(withText(valid, path, (old) => `${old.slice(0, 1)}\u0000`))
    expect(result.success).toBe(false)
    const field = path.join('.')
    expect(fieldErrors(result.error!)[field]).toEqual(expectedMessage(field))
    if (!OWN_RULE.test(field)) {
      expect(firstIssueMessage(result.error!)).toBe(`${field}: ${MESSAGES.controlCharacters}`)
    }
  })

  it.each(cases)('%s refuses a lone surrogate', (_name, schema, valid, path) => {
    const result = schema.safeParse(withText(valid, path, (old) => `${old.slice(0, 1)}\ud800`))
    expect(result.success).toBe(false)
    const field = path.join('.')
    expect(fieldErrors(result.error!)[field]).toEqual(expectedMessage(field))
  })

  it('refuses a control character in a key of the selected options', () => {
    const order = makeOrderBody({ items: [{ _id: 'food-1', quantity: 1, selectedOptions: {} }] })
    order.items[0]!.selectedOptions = { 'Size\u0000': 'large' }
    expect(placeOrderBody.safeParse(order).success).toBe(false)
  })

  it.each([
    ['order notes', placeOrderBody, makeOrderBody({ notes: 'Gate code 12\n\tthen left' })],
    ['a contact message', contactBody, makeContactBody({ message: 'Hello,\r\nthank you!' })],
    ['a booking note', reservationBody, makeReservationBody({ note: 'Window\nplease' })],
    ['a dish description', dishBody, { ...dish, description: 'Line one\n\tLine two' }],
    ['a cancel reason', reservationCancelBody, { reason: 'Closed\nfor a wedding' }],
  ])('keeps newlines and tabs in %s', (_name, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true)
  })

  it.each([
    ['a name', registerBody, { name: 'Lan\nAdmin', email: 'l@example.com', password: '12345678' }],
    [
      'a street',
      placeOrderBody,
      makeOrderBody({ address: { ...makeOrderBody().address, street: 'a\tb' } }),
    ],
  ])('refuses a newline or tab in %s, a one-line field', (_name, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false)
  })
})

describe('price bounds', () => {
  // Cents live in 32-bit integer columns: past these, PostgreSQL failed the write with a 500.
  it.each([
    [{ ...dish, price: 10_000.01 }, 'price', MESSAGES.priceTooHigh],
    [{ ...dish, price: 1e15 }, 'price', MESSAGES.priceTooHigh],
    [
      { ...dish, isPromotion: false, promotionPrice: 1e12 },
      'promotionPrice',
      MESSAGES.promotionPriceTooHigh,
    ],
    [
      {
        ...dish,
        options: [{ ...dish.options[0], choices: [{ code: 'small', label: 'S', price: 1e9 }] }],
      },
      'options.0.choices.0.price',
      MESSAGES.choicePriceTooHigh,
    ],
  ])('refuses %j', (body, field, message) => {
    expect(fieldErrors(dishBody.safeParse(body).error!)[field]).toBe(message)
  })

  it('accepts €10,000 exactly, as a dish and a quick-edit price', () => {
    expect(dishBody.safeParse({ ...dish, price: 10_000 }).success).toBe(true)
    const edit = { name: 'Phở', sku: 'PHO', category: 'Soups', price: '10000.00' }
    expect(foodEditBody.safeParse(edit).success).toBe(true)
    expect(foodEditBody.safeParse({ ...edit, price: '10000.01' }).success).toBe(false)
  })
})

describe('a control-character refusal', () => {
  it('names its field in the message, and keeps its code for the web', () => {
    const result = contactBody.safeParse(makeContactBody({ name: 'Jana\u0000' }))
    expect(firstIssueMessage(result.error!)).toBe(`name: ${MESSAGES.controlCharacters}`)
    expect(validationFailure(result.error!).code).toBe('CONTROL_CHARACTERS')
  })
})
