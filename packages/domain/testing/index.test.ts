import { describe, expect, it } from 'vitest'
import { weekdayOf } from '../src/schedule'
import { addressSchema, contactBody, placeOrderBody, reservationBody } from '../src/validation'
import { unitPriceCents } from '../src/pricing'
import {
  makeAddress,
  makeContactBody,
  makeFood,
  makeOptionGroup,
  makeOrderBody,
  makeReservationBody,
} from './index'

describe('builders', () => {
  it('build bodies that the schemas accept unchanged', () => {
    expect(addressSchema.parse(makeAddress())).toEqual(makeAddress())
    expect(placeOrderBody.parse(makeOrderBody())).toEqual(makeOrderBody())
    expect(reservationBody.parse(makeReservationBody())).toEqual(makeReservationBody())
    expect(contactBody.parse(makeContactBody())).toEqual(makeContactBody())
  })

  it('apply overrides', () => {
    expect(makeFood({ _id: 'food-2', priceCents: 500 })).toMatchObject({
      _id: 'food-2',
      priceCents: 500,
      name: 'Phở bò',
    })
    expect(makeOptionGroup({ pricingMode: 'add' }).pricingMode).toBe('add')
    expect(makeAddress({ phone: '+421 900 000 000' }).phone).toBe('+421 900 000 000')
    expect(makeOrderBody({ amount: 0 }).amount).toBe(0)
  })

  it('agree with each other: the order amount is the food price plus the fee', () => {
    const food = makeFood()
    expect(unitPriceCents(food, {}) + 200).toBe(makeOrderBody().amount * 100)
  })

  it('book a Tuesday, an open day', () => {
    expect(weekdayOf(makeReservationBody().reservationDate)).toBe(2)
  })
})
