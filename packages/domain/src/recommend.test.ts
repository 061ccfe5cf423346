import { describe, expect, it } from 'vitest'
import { makeFood } from '../testing'
import { CATEGORY_PAIRINGS, recommend } from './recommend'

const dish = (id: string, category: string, extra: Parameters<typeof makeFood>[0] = {}) =>
  makeFood({ _id: id, category, ...extra })

const ids = (foods: { _id: string }[]) => foods.map((food) => food._id)

describe('recommend', () => {
  it('suggests dishes of a cart dish’s category, never the cart’s own dishes', () => {
    const foods = [dish('pho', 'Noodles'), dish('bun', 'Noodles'), dish('cake', 'Desserts')]
    expect(ids(recommend(foods, ['pho']))).toEqual(['bun'])
  })

  it.each([
    ['Noodles', ['drink', 'roll']],
    ['Main Course', ['drink', 'cake']],
    ['Pizza', ['drink', 'fries']],
  ])('pairs %s with its partner categories', (category, expected) => {
    const foods = [
      dish('cart', category),
      dish('drink', 'Drinks'),
      dish('roll', 'Appetizers'),
      dish('cake', 'Desserts'),
      dish('fries', 'Sides'),
    ]
    expect(ids(recommend(foods, ['cart'])).sort()).toEqual([...expected].sort())
  })

  it('pairs one way only: a drink does not suggest noodles', () => {
    const foods = [dish('tea', 'Drinks'), dish('pho', 'Noodles')]
    expect(recommend(foods, ['tea'])).toEqual([])
  })

  it('matches category names case-insensitively', () => {
    const foods = [dish('pho', 'noodles'), dish('tea', 'DRINKS'), dish('bun', ' Noodles ')]
    expect(ids(recommend(foods, ['pho']))).toEqual(['tea', 'bun'])
  })

  it('leaves out dishes that are not active', () => {
    const foods = [dish('pho', 'Noodles'), dish('bun', 'Noodles', { status: 'inactive' })]
    expect(recommend(foods, ['pho'])).toEqual([])
  })

  it('puts promoted dishes first, then best sellers, otherwise keeps menu order', () => {
    const foods = [
      dish('pho', 'Noodles'),
      dish('a', 'Drinks', { soldCount: 5 }),
      dish('b', 'Drinks', { soldCount: 50 }),
      dish('c', 'Drinks', { soldCount: 1, isPromotion: true }),
      dish('d', 'Drinks', { soldCount: 5 }),
    ]
    expect(ids(recommend(foods, ['pho'], 10))).toEqual(['c', 'b', 'a', 'd'])
  })

  it('returns at most 3 by default, or max', () => {
    const drinks = Array.from({ length: 6 }, (_, i) => dish(`drink-${i}`, 'Drinks'))
    const foods = [dish('pho', 'Noodles'), ...drinks]
    expect(recommend(foods, ['pho'])).toHaveLength(3)
    expect(recommend(foods, ['pho'], 5)).toHaveLength(5)
    expect(recommend(foods, ['pho'], 0)).toEqual([])
  })

  it('suggests nothing for an empty cart or unknown ids', () => {
    const foods = [dish('pho', 'Noodles'), dish('tea', 'Drinks')]
    expect(recommend(foods, [])).toEqual([])
    expect(recommend(foods, ['gone'])).toEqual([])
  })

  it('names the SPEC’s pairings', () => {
    expect(CATEGORY_PAIRINGS).toEqual({
      Noodles: ['Drinks', 'Appetizers'],
      'Main Course': ['Drinks', 'Desserts'],
      Pizza: ['Drinks', 'Sides'],
    })
  })
})
