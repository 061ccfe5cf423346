import { describe, expect, it } from 'vitest'
import {
  ERROR_CODES,
  REFUSAL_CODES,
  VALIDATION_CODES,
  isErrorCode,
  isValidationCode,
  messageKeyOf,
  validationMessage,
} from './error-codes'
import { z } from 'zod'
import {
  MESSAGES,
  contactBody,
  placeOrderBody,
  reservationBody,
  validationFailure,
} from './validation'

describe('error codes', () => {
  it('names each validation text after its key', () => {
    expect(VALIDATION_CODES.phoneInvalid).toBe('PHONE_INVALID')
    expect(VALIDATION_CODES.lookupPhoneRequiredVi).toBe('LOOKUP_PHONE_REQUIRED_VI')
    expect(VALIDATION_CODES.partySize).toBe('PARTY_SIZE')
  })

  it('are UPPER_SNAKE and declared once', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/)
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length)
    expect(REFUSAL_CODES.every(isErrorCode)).toBe(true)
    expect(isErrorCode('Order not found')).toBe(false)
  })

  it('has one text for one code: no two validation texts are the same', () => {
    const texts = Object.values(MESSAGES)
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('words every code with the text of its key, and knows no English text as a code', () => {
    for (const [key, text] of Object.entries(MESSAGES) as [keyof typeof MESSAGES, string][]) {
      const code = VALIDATION_CODES[key]
      expect(isValidationCode(code), code).toBe(true)
      expect(messageKeyOf(code)).toBe(key)
      expect(validationMessage(code)).toBe(text)
      expect(isValidationCode(text), text).toBe(false)
    }
    expect(isValidationCode('Invalid input')).toBe(false)
    expect(isValidationCode('REQUEST_INVALID')).toBe(false)
  })
})

describe('validationFailure', () => {
  it('keeps the SPEC message and gives the first field its code', () => {
    const result = placeOrderBody.safeParse({
      address: {
        firstName: 'An',
        lastName: 'Ng',
        street: 's',
        city: 'c',
        state: 's',
        zipcode: 'z',
        country: 'c',
        phone: '123',
      },
      items: [],
      amount: 0,
    })
    expect(result.success).toBe(false)
    const failure = validationFailure(result.error!)
    expect(failure.message).toBe(MESSAGES.phoneInvalid)
    expect(failure.code).toBe('PHONE_INVALID')
    expect(failure.errors['address.phone']).toBe(MESSAGES.phoneInvalid)
    expect(failure.fieldCodes).toMatchObject({
      'address.phone': 'PHONE_INVALID',
      items: 'CART_EMPTY',
    })
  })

  it('codes every field of a form, the control-character refusal too', () => {
    const result = contactBody.safeParse({ name: 'A\u0000', email: '', subject: 'x', message: '' })
    const failure = validationFailure(result.error!)
    expect(failure.message).toBe(`name: ${MESSAGES.controlCharacters}`)
    expect(failure.fieldCodes).toEqual({
      name: 'CONTROL_CHARACTERS',
      email: 'EMAIL_REQUIRED',
      subject: 'SUBJECT_INVALID',
      message: 'MESSAGE_REQUIRED',
    })
  })

  it('words a rule declared with its code, and keeps a text of zod’s own as REQUEST_INVALID', () => {
    const schema = z.object({
      name: z.string({ error: VALIDATION_CODES.nameRequired }),
      age: z.number(),
    })
    const failure = validationFailure(schema.safeParse({})!.error!)
    expect(failure).toEqual({
      message: MESSAGES.nameRequired,
      code: 'NAME_REQUIRED',
      errors: { name: MESSAGES.nameRequired, age: schema.safeParse({}).error!.issues[1]!.message },
      fieldCodes: { name: 'NAME_REQUIRED', age: 'REQUEST_INVALID' },
    })
    expect(failure.errors.age).toMatch(/^Invalid input/)
  })

  it('gives the party size its code', () => {
    const result = reservationBody.safeParse({ numberOfPeople: 11 })
    expect(validationFailure(result.error!).fieldCodes.numberOfPeople).toBe('PARTY_SIZE')
  })
})
