import { describe, expect, it } from 'vitest'
import {
  ERROR_CODES,
  REFUSAL_CODES,
  VALIDATION_CODES,
  codeOfMessage,
  isErrorCode,
} from './error-codes'
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

  it('finds the code of a text, and REQUEST_INVALID for a text of its own', () => {
    expect(codeOfMessage(MESSAGES.cartEmpty)).toBe('CART_EMPTY')
    expect(codeOfMessage('Invalid input')).toBe('REQUEST_INVALID')
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

  it('gives the party size its code', () => {
    const result = reservationBody.safeParse({ numberOfPeople: 11 })
    expect(validationFailure(result.error!).fieldCodes.numberOfPeople).toBe('PARTY_SIZE')
  })
})
