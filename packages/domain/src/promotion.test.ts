import { describe, expect, it } from 'vitest'
import { makeFood, makeOptionGroup } from '../testing'
import { basePriceCents, promotionPercent, showsDiscountBadge } from './promotion'

describe('basePriceCents', () => {
  it('is the price without a promotion', () => {
    expect(basePriceCents(makeFood({ priceCents: 1000, promotionPriceCents: 800 }))).toBe(1000)
  })

  it('is the promotion price during a promotion', () => {
    const food = makeFood({ priceCents: 1000, isPromotion: true, promotionPriceCents: 800 })
    expect(basePriceCents(food)).toBe(800)
  })

  it('ignores a promotion without a price above 0, so the dish never turns free', () => {
    expect(basePriceCents(makeFood({ priceCents: 1000, isPromotion: true }))).toBe(1000)
    const negative = makeFood({ priceCents: 1000, isPromotion: true, promotionPriceCents: -5 })
    expect(basePriceCents(negative)).toBe(1000)
  })
})

describe('promotionPercent', () => {
  it('rounds the saving to a whole percent', () => {
    expect(promotionPercent(1000, 800)).toBe(20)
    expect(promotionPercent(1500, 1000)).toBe(33)
    expect(promotionPercent(300, 100)).toBe(67)
    expect(promotionPercent(1000, 995)).toBe(1)
  })

  it('is 0 when there is no real discount', () => {
    expect(promotionPercent(0, 500)).toBe(0)
    expect(promotionPercent(-100, 50)).toBe(0)
    expect(promotionPercent(1000, 0)).toBe(0)
    expect(promotionPercent(1000, 1000)).toBe(0)
    expect(promotionPercent(1000, 1200)).toBe(0)
    expect(promotionPercent(Number.NaN, 100)).toBe(0)
  })
})

describe('showsDiscountBadge', () => {
  it('shows for a promoted dish', () => {
    expect(showsDiscountBadge(makeFood({ isPromotion: true }))).toBe(true)
  })

  it('hides without a promotion', () => {
    expect(showsDiscountBadge(makeFood())).toBe(false)
  })

  it('hides when an option overrides the price', () => {
    const food = makeFood({ isPromotion: true, options: [makeOptionGroup()] })
    expect(showsDiscountBadge(food)).toBe(false)
  })

  it('still shows when options only add to the price', () => {
    const food = makeFood({
      isPromotion: true,
      options: [makeOptionGroup({ pricingMode: 'add' })],
    })
    expect(showsDiscountBadge(food)).toBe(true)
  })
})
