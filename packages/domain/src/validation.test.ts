import { describe, expect, it } from 'vitest'
import { VALIDATION_CODES } from './error-codes'
import fc from 'fast-check'
import type { z } from 'zod'
import { orderingSettingsShape } from './fulfilment'
import { promoActiveBody, promoCheckBody, promoCodeBody } from './promo-codes'
import { makeAddress, makeContactBody, makeOrderBody, makeReservationBody } from '../testing'
import {
  CONTACT_SUBJECTS,
  MESSAGES,
  addressSchema,
  adminOrdersQuery,
  adminTodayQuery,
  categoryBody,
  categoryOrderBody,
  dishBody,
  isImageReference,
  adminReservationsQuery,
  cartItemBody,
  contactBody,
  fieldErrors,
  firstIssueMessage,
  validationFailure,
  foodEditBody,
  foodRemoveBody,
  lookupOrdersBody,
  loginBody,
  messageHandledBody,
  optionChoiceBody,
  optionGroupBody,
  orderPaymentBody,
  orderStatusBody,
  placeOrderBody,
  registerBody,
  reservationBody,
  reservationCancelBody,
  trackOrderBody,
  trackStreamQuery,
} from './validation'

/** The message a client would see as `message` for this body. */
function firstMessage(schema: z.ZodType, body: unknown): string {
  const result = schema.safeParse(body)
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`)
  return firstIssueMessage(result.error)
}

function errorsOf(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body)
  if (result.success) throw new Error('expected a failure')
  return fieldErrors(result.error)
}

function codesOf(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body)
  if (result.success) throw new Error('expected a failure')
  return validationFailure(result.error).fieldCodes
}

const long = (length: number) => 'x'.repeat(length)

describe('registerBody', () => {
  const valid = { name: 'Lan', email: 'lan@example.com', password: 'correct horse' }

  it('accepts a valid sign-up, trims name and email, strips extra fields', () => {
    expect(
      registerBody.parse({ ...valid, name: '  Lan ', email: ' Lan@Example.com ', role: 'admin' }),
    ).toEqual({ name: 'Lan', email: 'Lan@Example.com', password: 'correct horse' })
  })

  it('keeps spaces in the password', () => {
    expect(registerBody.parse({ ...valid, password: '  spaced  ' }).password).toBe('  spaced  ')
  })

  it.each([
    [{ name: undefined }, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: 42 }, 'Name is required'],
    [{ name: long(101) }, 'Name must be at most 100 characters long'],
    [{ email: undefined }, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'lan@example' }, 'Please enter a valid email address'],
    [{ email: 'lan example.com' }, 'Please enter a valid email address'],
    [{ email: `${long(250)}@example.com` }, 'Please enter a valid email address'],
    [{ password: undefined }, 'Password is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'short12' }, 'Password must be at least 8 characters long'],
    [{ password: long(201) }, 'Password must be at most 200 characters long'],
  ])('refuses %j with its message', (change, message) => {
    expect(firstMessage(registerBody, { ...valid, ...change })).toBe(message)
  })

  it('refuses a body that is not an object', () => {
    expect(firstMessage(registerBody, null)).toBe('Request body must be a JSON object')
    expect(firstMessage(registerBody, [])).toBe('Request body must be a JSON object')
  })
})

describe('loginBody', () => {
  it('accepts any non-empty email and password, with no length rule', () => {
    expect(loginBody.parse({ email: ' lan ', password: 'x', remember: true })).toEqual({
      email: 'lan',
      password: 'x',
    })
  })

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: ' ', password: 'x' }, 'Email is required'],
    [{ email: 'lan@example.com' }, 'Password is required'],
    [{ email: 'lan@example.com', password: '' }, 'Password is required'],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(loginBody, body)).toBe(message)
  })
})

describe('addressSchema', () => {
  it('accepts an address and trims it', () => {
    expect(addressSchema.parse({ ...makeAddress(), city: '  Bratislava  ' }).city).toBe(
      'Bratislava',
    )
  })

  it.each([[''], ['   '], [null], [undefined]])('treats the email %j as absent', (email) => {
    expect(addressSchema.parse({ ...makeAddress(), email }).email).toBeUndefined()
  })

  it('refuses an email that is given but invalid', () => {
    expect(firstMessage(addressSchema, makeAddress({ email: 'lan@' }))).toBe(
      'Please enter a valid email address',
    )
  })

  it.each(['firstName', 'lastName', 'street', 'city', 'state', 'zipcode', 'country', 'phone'])(
    'requires %s',
    (field) => {
      expect(firstMessage(addressSchema, { ...makeAddress(), [field]: '  ' })).toBe(
        'Please fill in all required fields',
      )
      expect(firstMessage(addressSchema, { ...makeAddress(), [field]: undefined })).toBe(
        'Please fill in all required fields',
      )
    },
  )

  it.each([['090123456'], ['090-123-45'], ['+421 900 123 456 7890']])(
    'refuses the phone %s',
    (phone) => {
      expect(firstMessage(addressSchema, makeAddress({ phone }))).toBe(
        'Please enter a valid phone number (minimum 10 digits)',
      )
    },
  )
})

describe('placeOrderBody', () => {
  it('accepts the builder’s order', () => {
    expect(placeOrderBody.parse(makeOrderBody())).toEqual(makeOrderBody())
  })

  it('keeps only the fields it knows, also inside address and items', () => {
    const body = {
      ...makeOrderBody(),
      address: { ...makeAddress(), admin: true },
      items: [
        { _id: 'food-1', quantity: 2, name: 'Phở', price: 0.01, selectedOptions: { Size: 'l' } },
      ],
      customerInfo: { name: 'Lan Nguyen', phone: '0901234567', email: null, vip: true },
      userId: 'user-9',
      notes: ' ring twice ',
      status: 'Delivered',
      payment: true,
    }
    expect(placeOrderBody.parse(body)).toEqual({
      address: makeAddress(),
      items: [{ _id: 'food-1', quantity: 2, selectedOptions: { Size: 'l' } }],
      amount: 14.5,
      orderType: 'guest',
      customerInfo: { name: 'Lan Nguyen', phone: '0901234567', email: undefined },
      userId: 'user-9',
      notes: 'ring twice',
    })
  })

  it('reports in the SPEC’s order: required fields, then phone, then an empty cart', () => {
    const everythingWrong = {
      address: makeAddress({ firstName: '', phone: '123', email: 'bad' }),
      items: [],
    }
    expect(firstMessage(placeOrderBody, everythingWrong)).toBe('Please fill in all required fields')
    const phoneAndCart = {
      ...everythingWrong,
      address: makeAddress({ phone: '123', email: 'bad' }),
    }
    expect(firstMessage(placeOrderBody, phoneAndCart)).toBe(
      'Please enter a valid phone number (minimum 10 digits)',
    )
    const cartOnly = { ...makeOrderBody(), items: [] }
    expect(firstMessage(placeOrderBody, cartOnly)).toBe(
      'Your cart is empty. Please add some items first.',
    )
  })

  it('puts a required field after the phone field first as well', () => {
    const body = makeOrderBody({ address: makeAddress({ phone: '123', country: '' }) })
    expect(firstMessage(placeOrderBody, body)).toBe('Please fill in all required fields')
  })

  it.each([
    [{}, 'Please fill in all required fields'],
    [null, 'Please fill in all required fields'],
    [{ address: 'Obchodná 1', items: [] }, 'Please fill in all required fields'],
  ])('asks for the required fields when the address is missing: %j', (body, message) => {
    expect(firstMessage(placeOrderBody, body)).toBe(message)
  })

  it.each([[undefined], [[]], [{}], ['food-1']])('calls the cart %j empty', (items) => {
    expect(firstMessage(placeOrderBody, { ...makeOrderBody(), items })).toBe(
      'Your cart is empty. Please add some items first.',
    )
  })

  it('refuses more than 100 lines', () => {
    const items = Array.from({ length: 101 }, (_, i) => ({ _id: `food-${i}`, quantity: 1 }))
    expect(firstMessage(placeOrderBody, { ...makeOrderBody(), items })).toBe(
      'An order can hold at most 100 different items',
    )
    expect(placeOrderBody.safeParse({ ...makeOrderBody(), items: items.slice(1) }).success).toBe(
      true,
    )
  })

  it.each([
    [{ quantity: 1 }, 'Each item needs an _id'],
    [{ _id: '', quantity: 1 }, 'Each item needs an _id'],
    [{ _id: 7, quantity: 1 }, 'Each item needs an _id'],
    [{ _id: 'food-1' }, 'Quantity must be a whole number from 1 to 99'],
    [{ _id: 'food-1', quantity: 0 }, 'Quantity must be a whole number from 1 to 99'],
    [{ _id: 'food-1', quantity: 1.5 }, 'Quantity must be a whole number from 1 to 99'],
    [{ _id: 'food-1', quantity: 100 }, 'Quantity must be a whole number from 1 to 99'],
    [{ _id: 'food-1', quantity: '2' }, 'Quantity must be a whole number from 1 to 99'],
    [
      { _id: 'food-1', quantity: 1, selectedOptions: { Size: 3 } },
      'Selected options must map option names to choice codes',
    ],
  ])('refuses the line %j', (item, message) => {
    expect(firstMessage(placeOrderBody, { ...makeOrderBody(), items: [item] })).toBe(message)
  })

  it('names the failing line in the field errors', () => {
    const items = [
      { _id: 'food-1', quantity: 1 },
      { _id: 'food-2', quantity: 0 },
    ]
    expect(errorsOf(placeOrderBody, { ...makeOrderBody(), items })).toEqual({
      'items.1.quantity': 'Quantity must be a whole number from 1 to 99',
    })
  })

  it.each([[undefined], [-0.01], ['14.5'], [null]])('refuses the amount %j', (amount) => {
    expect(firstMessage(placeOrderBody, { ...makeOrderBody(), amount })).toBe(
      'Amount must be a number of at least 0',
    )
  })

  it('accepts an amount of 0 (the server then compares it with its own total)', () => {
    expect(placeOrderBody.parse(makeOrderBody({ amount: 0 })).amount).toBe(0)
  })

  it('accepts a registered order and no order type at all', () => {
    expect(placeOrderBody.parse(makeOrderBody({ orderType: 'registered' })).orderType).toBe(
      'registered',
    )
    const { orderType: _omitted, ...untyped } = makeOrderBody()
    expect(placeOrderBody.parse(untyped).orderType).toBeUndefined()
  })

  it.each([
    [{ orderType: 'vip' }, 'Order type must be guest or registered'],
    [{ notes: long(501) }, 'Notes must be at most 500 characters long'],
    [{ customerInfo: 'Lan' }, 'Customer details must be texts of at most 200 characters'],
    [{ customerInfo: { name: 5 } }, 'Customer details must be texts of at most 200 characters'],
  ])('refuses %j', (change, message) => {
    expect(firstMessage(placeOrderBody, { ...makeOrderBody(), ...change })).toBe(message)
  })
})

describe('trackOrderBody', () => {
  it('normalises the code and trims the phone', () => {
    expect(trackOrderBody.parse({ trackingCode: ' ab123456 ', phone: ' 0901234567 ' })).toEqual({
      trackingCode: 'AB123456',
      phone: '0901234567',
    })
  })

  it.each([
    [{ phone: '0901234567' }],
    [{ trackingCode: 'AB123456' }],
    [{ trackingCode: ' ', phone: '0901234567' }],
    [{ trackingCode: 'AB123456', phone: '' }],
    [{}],
    [null],
  ])('asks for both fields: %j', (body) => {
    expect(firstMessage(trackOrderBody, body)).toBe('Please enter order code and phone number')
  })

  it('refuses a code longer than 8 characters and an over-long phone', () => {
    expect(firstMessage(trackOrderBody, { trackingCode: 'AB1234567', phone: '0901234567' })).toBe(
      'Order code must be at most 8 characters long',
    )
    expect(firstMessage(trackOrderBody, { trackingCode: 'AB123456', phone: long(21) })).toBe(
      'Phone number must be at most 20 characters long',
    )
  })
})

describe('lookupOrdersBody', () => {
  it('accepts a phone alone, or with a code', () => {
    expect(lookupOrdersBody.parse({ phone: '0901234567' })).toEqual({ phone: '0901234567' })
    for (const trackingCode of ['', ' ', null]) {
      expect(lookupOrdersBody.parse({ phone: '0901234567', trackingCode })).toEqual({
        phone: '0901234567',
      })
    }
    expect(lookupOrdersBody.parse({ phone: '0901234567', trackingCode: 'ab123456' })).toEqual({
      phone: '0901234567',
      trackingCode: 'AB123456',
    })
  })

  it.each([[{}], [{ phone: '  ' }], [{ trackingCode: 'AB123456' }]])(
    'requires the phone: %j',
    (body) => {
      expect(firstMessage(lookupOrdersBody, body)).toBe('Phone number is required')
    },
  )

  it('keeps the web’s Vietnamese text for the same case', () => {
    expect(MESSAGES.lookupPhoneRequiredVi).toBe('Vui lòng nhập số điện thoại để tìm kiếm đơn hàng')
  })

  it('refuses a code longer than 8 characters', () => {
    expect(firstMessage(lookupOrdersBody, { phone: '0901234567', trackingCode: 'AB1234567' })).toBe(
      'Order code must be at most 8 characters long',
    )
  })
})

describe('cartItemBody', () => {
  it('accepts a dish id or a cart key with options', () => {
    const key = 'food-1_{"Size":"l"}'
    expect(cartItemBody.parse({ itemId: key, quantity: 3 })).toEqual({ itemId: key })
  })

  it.each([
    [{}, 'Item id is required'],
    [{ itemId: '' }, 'Item id is required'],
    [{ itemId: 12 }, 'Item id is required'],
    [{ itemId: long(2001) }, 'Item id must be at most 2000 characters long'],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(cartItemBody, body)).toBe(message)
  })
})

describe('contactBody', () => {
  it('accepts every subject and trims the texts', () => {
    for (const subject of CONTACT_SUBJECTS) {
      expect(contactBody.parse(makeContactBody({ subject })).subject).toBe(subject)
    }
    expect(contactBody.parse({ ...makeContactBody(), name: '  Lan  ', spam: 1 })).toEqual(
      makeContactBody({ name: 'Lan' }),
    )
  })

  it.each([
    [{ name: undefined }, 'Name is required'],
    [{ name: '  ' }, 'Name is required'],
    [{ name: ' L ' }, 'Name must be at least 2 characters long'],
    [{ email: undefined }, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'lan@' }, 'Please enter a valid email address'],
    [{ subject: undefined }, 'Subject is required'],
    [{ subject: '' }, 'Subject is required'],
    [{ subject: 'spam' }, 'Please choose a valid subject'],
    [{ subject: 'General' }, 'Please choose a valid subject'],
    [{ message: undefined }, 'Message is required'],
    [{ message: ' ' }, 'Message is required'],
    [{ message: '  too short  ' }, 'Message must be at least 10 characters long'],
    [{ message: long(5001) }, 'Message must be at most 5000 characters long'],
  ])('refuses %j with its message', (change, message) => {
    expect(firstMessage(contactBody, { ...makeContactBody(), ...change })).toBe(message)
  })

  it('gives the SPEC’s messages their codes', () => {
    expect(errorsOf(contactBody, { name: 'L', subject: '' })).toEqual({
      name: 'Name must be at least 2 characters long',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    })
    expect(codesOf(contactBody, { name: 'L', subject: '' })).toEqual({
      name: 'NAME_MIN_LENGTH',
      email: 'EMAIL_REQUIRED',
      subject: 'SUBJECT_REQUIRED',
      message: 'MESSAGE_REQUIRED',
    })
    expect(codesOf(contactBody, { name: '', email: 'x', message: 'short' })).toMatchObject({
      name: 'NAME_REQUIRED',
      email: 'EMAIL_INVALID',
      message: 'MESSAGE_MIN_LENGTH',
    })
  })

  it('has a code for every message the contact schema can produce', () => {
    const bodies = [
      {},
      { name: 'L', email: 'x', subject: 'spam', message: 'short' },
      { name: long(101), email: 'x@y.z', subject: 'general', message: long(5001) },
    ]
    for (const body of bodies) {
      for (const code of Object.values(codesOf(contactBody, body))) {
        expect(code).not.toBe('REQUEST_INVALID')
      }
    }
  })
})

describe('reservationBody', () => {
  it('accepts a booking, with the party size as a number or a numeric string', () => {
    expect(reservationBody.parse(makeReservationBody())).toEqual(makeReservationBody())
    expect(reservationBody.parse({ ...makeReservationBody(), numberOfPeople: ' 4 ' })).toEqual(
      makeReservationBody({ numberOfPeople: 4 }),
    )
  })

  it('strips extra fields and accepts no note', () => {
    const { note: _note, ...withoutNote } = makeReservationBody()
    expect(reservationBody.parse({ ...withoutNote, table: 7 })).toEqual(withoutNote)
    expect(reservationBody.parse({ ...withoutNote, note: null }).note).toBeUndefined()
  })

  it.each([
    [{ customerName: undefined }, 'Full name is required'],
    [{ customerName: ' ' }, 'Full name is required'],
    [{ customerName: 'L' }, 'Name must be at least 2 characters long'],
    [{ phone: undefined }, 'Phone number is required'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '090 123 456' }, 'Phone number must contain at least 10 digits'],
    [{ phone: '+421 900 123 456 78901' }, 'Phone number must be at most 20 characters long'],
    [{ email: undefined }, 'Email is required'],
    [{ email: 'lan.example.com' }, 'Please enter a valid email address'],
    [{ reservationDate: undefined }, 'Date is required'],
    [{ reservationDate: '' }, 'Date is required'],
    [{ reservationDate: '2030-02-30' }, 'Please enter a valid date'],
    [{ reservationDate: '15.01.2030' }, 'Please enter a valid date'],
    [{ reservationTime: undefined }, 'Time is required'],
    [{ reservationTime: '7pm' }, 'Please choose a valid time'],
    [{ reservationTime: '24:00' }, 'Please choose a valid time'],
    [{ numberOfPeople: undefined }, 'Number of people is required'],
    [{ numberOfPeople: null }, 'Number of people is required'],
    [{ numberOfPeople: '' }, 'Number of people is required'],
    [{ numberOfPeople: 0 }, 'Party size must be between 1 and 10'],
    [{ numberOfPeople: 11 }, 'Party size must be between 1 and 10'],
    [{ numberOfPeople: '11' }, 'Party size must be between 1 and 10'],
    [{ numberOfPeople: 2.5 }, 'Party size must be between 1 and 10'],
    [{ numberOfPeople: 'four' }, 'Party size must be between 1 and 10'],
    [{ numberOfPeople: '0x4' }, 'Party size must be between 1 and 10'],
    [{ numberOfPeople: true }, 'Party size must be between 1 and 10'],
    [{ note: long(1001) }, 'Special requests must be at most 1000 characters long'],
  ])('refuses %j with its message', (change, message) => {
    expect(firstMessage(reservationBody, { ...makeReservationBody(), ...change })).toBe(message)
  })

  it('does not judge past dates: that needs the clock', () => {
    const past = makeReservationBody({ reservationDate: '2001-01-01' })
    expect(reservationBody.safeParse(past).success).toBe(true)
  })
})

describe('foodEditBody', () => {
  const valid = { name: 'Phở bò', sku: 'PHO-001', category: 'Noodles', price: 12.5 }

  it('accepts an edit, with the price as a number or the form’s string', () => {
    expect(foodEditBody.parse({ ...valid, description: ' Soup ', _id: 'x', image: 'y' })).toEqual({
      ...valid,
      description: 'Soup',
    })
    expect(foodEditBody.parse({ ...valid, price: '12.50' }).price).toBe(12.5)
    expect(foodEditBody.parse({ ...valid, price: 19.99 }).price).toBe(19.99)
    expect(foodEditBody.parse({ ...valid, price: 0.1 + 0.2 }).price).toBeCloseTo(0.3)
  })

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ name: long(201) }, 'Name must be at most 200 characters long'],
    [{ sku: ' ' }, 'SKU is required'],
    [{ category: undefined }, 'Category is required'],
    [{ price: undefined }, 'Price is required'],
    [{ price: '' }, 'Price is required'],
    [{ price: -1 }, 'Price must be a positive number'],
    // A dish on the menu for nothing is a typing slip, not a promotion.
    [{ price: 0 }, 'Price must be a positive number'],
    [{ price: '-0.01' }, 'Price must be a positive number'],
    [{ price: 'free' }, 'Price must be a positive number'],
    [{ price: '1e3' }, 'Price must be a positive number'],
    [{ price: true }, 'Price must be a positive number'],
    [{ price: 12.345 }, 'Price must have at most 2 decimals'],
    [{ description: long(2001) }, 'Description must be at most 2000 characters long'],
  ])('refuses %j with its message', (change, message) => {
    expect(firstMessage(foodEditBody, { ...valid, ...change })).toBe(message)
  })
})

describe('foodRemoveBody', () => {
  it('accepts an id', () => {
    expect(foodRemoveBody.parse({ id: ' food-1 ', name: 'x' })).toEqual({ id: 'food-1' })
  })

  it.each([[{}], [{ id: '' }], [{ id: 5 }]])('requires the id: %j', (body) => {
    expect(firstMessage(foodRemoveBody, body)).toBe('Product id is required')
  })
})

describe('back office bodies', () => {
  it('take a day, or none for today', () => {
    expect(adminReservationsQuery.parse({ day: '2030-01-15' })).toEqual({ day: '2030-01-15' })
    expect(adminReservationsQuery.parse({})).toEqual({})
  })

  it.each([['2030-02-30'], ['15.01.2030'], [''], ['2030-1-5']])('refuse the day %j', (day) => {
    expect(firstMessage(adminReservationsQuery, { day })).toBe('Please enter a valid date')
  })

  it('take a cancellation with a trimmed reason, or without one', () => {
    expect(reservationCancelBody.parse({ reason: '  Guest called  ' })).toEqual({
      reason: 'Guest called',
    })
    expect(reservationCancelBody.parse({})).toEqual({})
    expect(reservationCancelBody.parse({ reason: null })).toEqual({})
  })

  it('refuse a reason over 500 characters', () => {
    expect(firstMessage(reservationCancelBody, { reason: 'x'.repeat(501) })).toBe(
      'The reason must be at most 500 characters long',
    )
  })

  it('take handled as true or false only', () => {
    expect(messageHandledBody.parse({ handled: false })).toEqual({ handled: false })
    for (const handled of [undefined, 'true', 1, null]) {
      expect(firstMessage(messageHandledBody, { handled })).toBe(
        'Say whether the message is handled: true or false',
      )
    }
  })
})

describe('back office: orders', () => {
  it('filter by a status and a day, or by neither', () => {
    expect(adminOrdersQuery.parse({ status: 'Preparing', day: '2026-03-02' })).toEqual({
      status: 'Preparing',
      day: '2026-03-02',
    })
    expect(adminOrdersQuery.parse({})).toEqual({})
    expect(adminOrdersQuery.parse({ status: '', day: '' })).toEqual({})
  })

  it.each([['pending'], ['Shipped'], [['Pending', 'Delivered']]])(
    'refuse the status filter %j',
    (status) => {
      expect(firstMessage(adminOrdersQuery, { status })).toBe(
        'Status must be one of: Pending, Preparing, Out for delivery, Delivered, Cancelled',
      )
    },
  )

  it.each([['2026-02-30'], ['02.03.2026'], ['today']])('refuse the day %j', (day) => {
    expect(firstMessage(adminOrdersQuery, { day })).toBe('Please enter a valid date')
  })

  it('take a move to a known status, with a trimmed reason or none', () => {
    expect(orderStatusBody.parse({ status: 'Preparing' })).toEqual({ status: 'Preparing' })
    expect(orderStatusBody.parse({ status: 'Cancelled', reason: '  No rider tonight ' })).toEqual({
      status: 'Cancelled',
      reason: 'No rider tonight',
    })
  })

  it.each([[{}], [{ status: 'Shipped' }], [{ status: 'delivered' }], [{ status: 3 }]])(
    'refuse the move %j',
    (body) => {
      expect(firstMessage(orderStatusBody, body)).toBe(
        'Status must be one of: Pending, Preparing, Out for delivery, Delivered, Cancelled',
      )
    },
  )

  it.each([[{}], [{ reason: '' }], [{ reason: '   ' }], [{ reason: null }]])(
    'refuse a cancellation without a reason: %j',
    (extra) => {
      expect(errorsOf(orderStatusBody, { status: 'Cancelled', ...extra })).toEqual({
        reason: 'Please say why the order is cancelled',
      })
    },
  )

  it('refuse a reason over 500 characters', () => {
    expect(firstMessage(orderStatusBody, { status: 'Cancelled', reason: long(501) })).toBe(
      'The reason must be at most 500 characters long',
    )
  })

  it('take paid as true or false only', () => {
    expect(orderPaymentBody.parse({ paid: true })).toEqual({ paid: true })
    for (const paid of [undefined, 'true', 1, null]) {
      expect(firstMessage(orderPaymentBody, { paid })).toBe(
        'Say whether the order is paid: true or false',
      )
    }
  })

  it('take the live tracking query as the track page does, with a normalised code', () => {
    expect(trackStreamQuery.parse({ code: ' ab123456 ', phone: '0901 234 567' })).toEqual({
      code: 'AB123456',
      phone: '0901 234 567',
    })
    expect(firstMessage(trackStreamQuery, { code: 'AB123456' })).toBe(
      'Please enter order code and phone number',
    )
  })
})

describe('back office: the menu', () => {
  const size = {
    name: 'Size',
    pricingMode: 'override',
    defaultChoiceCode: 'm',
    choices: [
      { code: 's', label: 'Small', price: 10 },
      { code: 'm', label: 'Medium', price: '12.50', image: 'bowl-m.webp' },
    ],
  }
  const valid = {
    name: ' Phở bò ',
    nameVI: 'Phở bò',
    nameEN: 'Beef pho',
    nameSK: 'Hovädzie pho',
    price: 12.5,
    sku: 'PHO-001',
    category: 'Noodles',
    status: 'active',
    image: 'abc.webp',
    isPromotion: false,
    options: [size],
  }

  it('takes a whole dish, trimmed, with euros as numbers and defaults for what is optional', () => {
    expect(dishBody.parse({ ...valid, _id: 'x', soldCount: 9 })).toEqual({
      ...valid,
      name: 'Phở bò',
      description: '',
      promotionPrice: 0,
      options: [
        {
          ...size,
          choices: [
            { code: 's', label: 'Small', price: 10 },
            { code: 'm', label: 'Medium', price: 12.5, image: 'bowl-m.webp' },
          ],
        },
      ],
    })
    const bare = dishBody.parse({ ...valid, image: null, options: null })
    expect(bare.image).toBe('')
    expect(bare.options).toEqual([])
  })

  it('takes a promotion price below the price, and ignores it off promotion', () => {
    expect(dishBody.parse({ ...valid, isPromotion: true, promotionPrice: '9.90' })).toMatchObject({
      isPromotion: true,
      promotionPrice: 9.9,
    })
    expect(dishBody.parse({ ...valid, promotionPrice: 99 }).isPromotion).toBe(false)
  })

  it('takes an http(s) address or an uploaded name as image, nothing that leaves the folder', () => {
    expect(isImageReference('')).toBe(true)
    expect(isImageReference('4f2a9c.webp')).toBe(true)
    expect(isImageReference('https://cdn.example.com/pho.jpg?w=480')).toBe(true)
    expect(isImageReference('../secrets.txt')).toBe(false)
    expect(isImageReference('images/pho.webp')).toBe(false)
    expect(isImageReference('javascript:alert(1)')).toBe(false)
    expect(isImageReference('https://example.com/a b.jpg')).toBe(false)
  })

  it.each([
    [{ name: ' ' }, 'Name is required'],
    [{ name: long(201) }, 'Name must be at most 200 characters long'],
    [{ nameVI: '' }, 'Vietnamese name is required'],
    [{ nameEN: undefined }, 'English name is required'],
    [{ nameSK: 3 }, 'Slovak name is required'],
    [{ nameSK: long(201) }, 'Each translated name must be at most 200 characters long'],
    [{ description: long(2001) }, 'Description must be at most 2000 characters long'],
    [{ price: undefined }, 'Price is required'],
    [{ price: 0 }, 'Price must be a positive number'],
    [{ price: 'free' }, 'Price must be a positive number'],
    [{ price: 12.345 }, 'Price must have at most 2 decimals'],
    [{ sku: '' }, 'SKU is required'],
    [{ sku: long(51) }, 'SKU must be at most 50 characters long'],
    [{ category: '' }, 'Category is required'],
    [{ status: 'archived' }, 'Status must be active or inactive'],
    [{ status: undefined }, 'Status must be active or inactive'],
    [{ image: '../../etc/passwd' }, 'Image must be an uploaded file name or an http(s) address'],
    [{ image: 42 }, 'Image must be an uploaded file name or an http(s) address'],
    [{ isPromotion: 'yes' }, 'Say whether the dish is on promotion: true or false'],
    [{ promotionPrice: 'half' }, 'Promotion price must be a number of at least 0'],
    [{ promotionPrice: -1 }, 'Promotion price must be a number of at least 0'],
    [{ promotionPrice: 1.005 }, 'Promotion price must have at most 2 decimals'],
    [{ isPromotion: true }, 'A dish on promotion needs a promotion price above 0'],
    [
      { isPromotion: true, promotionPrice: 0 },
      'A dish on promotion needs a promotion price above 0',
    ],
    [
      { isPromotion: true, promotionPrice: 12.5 },
      'The promotion price must be lower than the price',
    ],
    [{ options: {} }, 'Options must be a list of option groups'],
    [
      { options: Array.from({ length: 11 }, (_, i) => ({ ...size, name: `O${i}` })) },
      'A dish can have at most 10 options',
    ],
    [{ options: [size, size] }, 'Two options of a dish cannot have the same name'],
  ])('refuses the dish %j with its message', (change, message) => {
    expect(firstMessage(dishBody, { ...valid, ...change })).toBe(message)
  })

  it.each([
    [{ name: '' }, 'Option name is required'],
    [{ name: long(61) }, 'Option name must be at most 60 characters long'],
    [{ pricingMode: 'replace' }, 'Pricing mode must be override or add'],
    [{ defaultChoiceCode: '' }, 'Choose the default choice of each option'],
    [{ defaultChoiceCode: 'xl' }, 'The default choice must be one of the option’s choices'],
    [{ choices: [] }, 'Each option needs at least one choice'],
    [{ choices: undefined }, 'Each option needs at least one choice'],
    [
      { choices: Array.from({ length: 31 }, (_, i) => ({ code: `c${i}`, label: 'C', price: 1 })) },
      'An option can have at most 30 choices',
    ],
    [{ choices: [{ label: 'M', price: 1 }] }, 'Choice code is required'],
    [
      { choices: [{ code: long(41), label: 'M', price: 1 }] },
      'Choice code must be at most 40 characters long',
    ],
    [{ choices: [{ code: 'm', label: '', price: 1 }] }, 'Choice label is required'],
    [
      { choices: [{ code: 'm', label: long(81), price: 1 }] },
      'Choice label must be at most 80 characters long',
    ],
    [{ choices: [{ code: 'm', label: 'M' }] }, 'Choice price is required'],
    [
      { choices: [{ code: 'm', label: 'M', price: -0.5 }] },
      'Choice price must be a number of at least 0',
    ],
    [
      { choices: [{ code: 'm', label: 'M', price: 0.125 }] },
      'Choice price must have at most 2 decimals',
    ],
    [
      { choices: [{ code: 'm', label: 'M', price: 0 }] },
      'A choice that replaces the price must cost more than 0',
    ],
    [
      {
        choices: [
          { code: 'm', label: 'M', price: 1 },
          { code: 'm', label: 'M2', price: 2 },
        ],
      },
      'Two choices of an option cannot have the same code',
    ],
  ])('refuses the option %j with its message', (change, message) => {
    expect(firstMessage(dishBody, { ...valid, options: [{ ...size, ...change }] })).toBe(message)
  })

  it('lets an add-on choice cost nothing, and names the field of every option problem', () => {
    const extra = {
      name: 'Extra',
      pricingMode: 'add',
      defaultChoiceCode: 'none',
      choices: [
        { code: 'none', label: 'No extra', price: 0 },
        { code: 'egg', label: 'Egg', price: 1.5 },
      ],
    }
    expect(dishBody.parse({ ...valid, options: [extra] }).options).toHaveLength(1)
    const broken = {
      ...size,
      defaultChoiceCode: 'xl',
      choices: [{ code: 'm', label: 'M', price: 0 }],
    }
    expect(errorsOf(dishBody, { ...valid, options: [extra, broken] })).toEqual({
      'options.1.choices.0.price': 'A choice that replaces the price must cost more than 0',
      'options.1.defaultChoiceCode': 'The default choice must be one of the option’s choices',
    })
  })

  it('takes a category with a name and an optional image', () => {
    expect(categoryBody.parse({ name: ' Soups ' })).toEqual({ name: 'Soups' })
    expect(categoryBody.parse({ name: 'Soups', image: '' })).toEqual({ name: 'Soups', image: '' })
    expect(firstMessage(categoryBody, {})).toBe('Category name is required')
    expect(firstMessage(categoryBody, { name: long(101) })).toBe(
      'Category name must be at most 100 characters long',
    )
    expect(firstMessage(categoryBody, { name: 'Soups', image: 'a/b.png' })).toBe(
      'Image must be an uploaded file name or an http(s) address',
    )
  })

  it('takes the new category order as a list of ids', () => {
    expect(categoryOrderBody.parse({ ids: ['b', 'a'] })).toEqual({ ids: ['b', 'a'] })
    for (const ids of [undefined, 'a,b', [1, 2], { 0: 'a' }]) {
      expect(firstMessage(categoryOrderBody, { ids })).toBe(
        'Send the category ids as a list of texts',
      )
    }
  })

  it('takes the day of the day-at-a-glance as YYYY-MM-DD, or none for today', () => {
    expect(adminTodayQuery.parse({})).toEqual({})
    expect(adminTodayQuery.parse({ day: '' })).toEqual({})
    expect(adminTodayQuery.parse({ day: '2026-03-02' })).toEqual({ day: '2026-03-02' })
    expect(firstMessage(adminTodayQuery, { day: '2026-02-30' })).toBe('Please enter a valid date')
  })
})

describe('fieldErrors', () => {
  it('joins paths with dots and keeps the first message per field', () => {
    const body = { ...makeOrderBody(), address: makeAddress({ city: '', phone: '1' }) }
    expect(errorsOf(placeOrderBody, body)).toEqual({
      'address.city': 'Please fill in all required fields',
      'address.phone': 'Please enter a valid phone number (minimum 10 digits)',
    })
  })

  it('uses the empty path for a body that is not an object', () => {
    expect(errorsOf(contactBody, 'hello')).toEqual({ '': 'Request body must be a JSON object' })
  })
})

describe('every schema', () => {
  const schemas = {
    addressSchema,
    registerBody,
    loginBody,
    placeOrderBody,
    trackOrderBody,
    lookupOrdersBody,
    cartItemBody,
    contactBody,
    reservationBody,
    foodEditBody,
    foodRemoveBody,
    adminReservationsQuery,
    reservationCancelBody,
    messageHandledBody,
    adminOrdersQuery,
    orderStatusBody,
    orderPaymentBody,
    trackStreamQuery,
    dishBody,
    optionGroupBody,
    optionChoiceBody,
    categoryBody,
    categoryOrderBody,
    adminTodayQuery,
    promoCodeBody,
    promoActiveBody,
    promoCheckBody,
    // deliveryAreasBody is not here: a malformed area still gets zod's own text (REQUEST_INVALID).
    orderingSettingsShape,
  }
  /** Every rule gives its code as the issue's message: never English, never zod's own text. */
  const known = new Set<string>(Object.values(VALIDATION_CODES))
  /** A schema's keys; the order body is a union of a delivery's and a pickup's (issue 11 §1). */
  const keysOf = (schema: (typeof schemas)[keyof typeof schemas]) =>
    'shape' in schema
      ? Object.keys(schema.shape)
      : [...new Set(schema.options.flatMap((option) => Object.keys(option.shape)))]

  // Zod measures the length of any value that has one, even after its type check failed; a
  // `length` that cannot become a number made it throw instead of refusing (found by the
  // property below, in CI).
  it.each(Object.entries(schemas))(
    '%s refuses a value whose length is not a number, in every field',
    (_name, schema) => {
      const crafted = { length: [{ toString: 0 }] }
      for (const key of [...keysOf(schema), 'items', 'options', 'choices']) {
        const result = schema.safeParse({ [key]: crafted })
        if (result.success) continue
        for (const issue of result.error.issues) expect(known).toContain(issue.message)
      }
    },
  )

  it.each(Object.entries(schemas))(
    '%s reports only its own readable messages, whatever JSON arrives',
    (_name, schema) => {
      const keys = keysOf(schema)
      const field = fc.oneof(
        fc.jsonValue(),
        fc.constantFrom('', ' ', 'x', '0901234567', 'AB123456', '2030-01-15', '19:00', '4'),
        fc.record({ _id: fc.jsonValue(), quantity: fc.jsonValue() }).map((item) => [item]),
        fc.dictionary(fc.string(), fc.jsonValue()),
      )
      const body = fc.oneof(
        fc.jsonValue(),
        fc.record(Object.fromEntries(keys.map((key) => [key, field])), { requiredKeys: [] }),
      )
      fc.assert(
        fc.property(body, (input) => {
          const result = schema.safeParse(input)
          if (result.success) return
          for (const issue of result.error.issues) expect(known).toContain(issue.message)
        }),
        { numRuns: 300 },
      )
    },
  )
})

describe('postal codes (issue 19 §1.3)', () => {
  it.each([
    ['８２１０５', '82105'],
    [' 811 01 ', '811 01'],
    ['sw1a 1aa', 'SW1A 1AA'],
    ['1000-001', '1000-001'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(addressSchema.parse(makeAddress({ zipcode: typed })).zipcode).toBe(kept)
  })

  it.each(['82105\u200b', '821\u200d05', '82105!', '82105/1', 'ñ82105', '٨٢١٠٥'])(
    'refuses %j with a sentence and its code',
    (zipcode) => {
      const message = firstMessage(addressSchema, makeAddress({ zipcode }))
      expect(message).toBe(MESSAGES.postalCodeInvalid)
      expect(codesOf(addressSchema, makeAddress({ zipcode }))).toEqual({
        zipcode: 'POSTAL_CODE_INVALID',
      })
      expect(errorsOf(addressSchema, makeAddress({ zipcode }))).toEqual({
        zipcode: MESSAGES.postalCodeInvalid,
      })
    },
  )
})

describe('e-mail addresses that would add to a mailto: link (issue 19 §1.8)', () => {
  const smuggled = [
    'guest@example.com?bcc=spy%40evil.example',
    'guest@example.com?cc=a.example&bcc=b.example',
    'guest%40@example.com',
    'guest?@example.com',
  ]
  it.each(smuggled)('refuses %j in every form that takes one', (email) => {
    expect(firstMessage(addressSchema, makeAddress({ email }))).toBe(MESSAGES.emailInvalid)
    expect(firstMessage(registerBody, { name: 'Lan', email, password: 'correct horse' })).toBe(
      MESSAGES.emailInvalid,
    )
    expect(firstMessage(contactBody, makeContactBody({ email }))).toBe(MESSAGES.emailInvalid)
    expect(firstMessage(reservationBody, makeReservationBody({ email }))).toBe(
      MESSAGES.emailInvalid,
    )
  })

  it('refuses one in an order’s customerInfo, which the order keeps when the address has none', () => {
    const body = makeOrderBody({
      customerInfo: {
        name: 'Lan',
        phone: '0901234567',
        email: 'guest@example.com?bcc=spy@evil.example',
      },
    })
    expect(firstMessage(placeOrderBody, body)).toBe(MESSAGES.emailInvalid)
  })
})
