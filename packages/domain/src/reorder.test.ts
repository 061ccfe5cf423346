import { describe, expect, it } from 'vitest'
import { makeFood, makeOptionGroup } from '../testing'
import { MAX_LINE_QUANTITY } from './cart'
import { reorderLines, type PastLine } from './reorder'

const NOW = new Date('2026-11-27T12:00:00Z')
const LATER_TODAY = '2026-11-28T09:00:00.000Z'
const YESTERDAY = '2026-11-26T09:00:00.000Z'

const pho = makeFood()
const bun = makeFood({ _id: 'food-2', name: 'Bún chả', options: [makeOptionGroup()] })

const line = (overrides: Partial<PastLine> = {}): PastLine => ({
  foodId: 'food-1',
  name: 'Phở bò',
  quantity: 2,
  selection: {},
  unitPriceCents: 1250,
  ...overrides,
})
const bunLine = (overrides: Partial<PastLine> = {}) =>
  line({
    foodId: 'food-2',
    name: 'Bún chả',
    selection: { Size: 'l' },
    unitPriceCents: 1400,
    ...overrides,
  })

describe('reorderLines', () => {
  it('puts back every line as chosen when nothing changed, and says nothing', () => {
    expect(reorderLines([line(), bunLine({ quantity: 1 })], [pho, bun], NOW)).toEqual({
      lines: [
        { key: 'food-1', foodId: 'food-1', selection: {}, quantity: 2, unitPriceCents: 1250 },
        {
          key: 'food-2_{"Size":"l"}',
          foodId: 'food-2',
          selection: { Size: 'l' },
          quantity: 1,
          unitPriceCents: 1400,
        },
      ],
      changes: [],
    })
  })

  it('keeps a line whose price changed, and tells the old and the new price', () => {
    const dearer = makeFood({ priceCents: 1390 })
    const result = reorderLines([line()], [dearer], NOW)
    expect(result.lines).toEqual([
      expect.objectContaining({ key: 'food-1', quantity: 2, unitPriceCents: 1390 }),
    ])
    expect(result.changes).toEqual([
      { kind: 'priceChanged', line: line(), oldCents: 1250, newCents: 1390 },
    ])
  })

  it('prices a line with its chosen options', () => {
    const result = reorderLines([bunLine()], [bun], NOW)
    expect(result.changes).toEqual([])
    expect(result.lines[0]!.unitPriceCents).toBe(1400)
  })

  it('leaves out a dish archived or gone from the menu', () => {
    const archived = makeFood({ status: 'archived' })
    expect(reorderLines([line()], [archived], NOW)).toEqual({
      lines: [],
      changes: [{ kind: 'offMenu', line: line() }],
    })
    expect(reorderLines([line()], [], NOW).changes).toEqual([{ kind: 'offMenu', line: line() }])
  })

  it('leaves out a dish switched off for now', () => {
    const off = makeFood({ status: 'inactive' })
    expect(reorderLines([line()], [off], NOW).changes).toEqual([
      { kind: 'unavailable', line: line() },
    ])
  })

  it('leaves out a dish sold out today, but not one whose mark has lapsed', () => {
    const soldOut = makeFood({ soldOutUntil: LATER_TODAY })
    expect(reorderLines([line()], [soldOut], NOW)).toEqual({
      lines: [],
      changes: [{ kind: 'soldOut', line: line() }],
    })
    const back = makeFood({ soldOutUntil: YESTERDAY })
    expect(reorderLines([line()], [back], NOW).lines).toHaveLength(1)
  })

  it('leaves out a line whose chosen choice is sold out, naming it', () => {
    const group = makeOptionGroup()
    const largeSoldOut = makeFood({
      _id: 'food-2',
      options: [
        {
          ...group,
          choices: group.choices.map((c) =>
            c.code === 'l' ? { ...c, soldOutUntil: LATER_TODAY } : c,
          ),
        },
      ],
    })
    expect(reorderLines([bunLine()], [largeSoldOut], NOW)).toEqual({
      lines: [],
      changes: [{ kind: 'soldOut', line: bunLine(), group: 'Size', code: 'l' }],
    })
  })

  it('leaves out a line whose choice or whole group is gone', () => {
    const noLarge = makeFood({
      _id: 'food-2',
      options: [
        makeOptionGroup({ choices: makeOptionGroup().choices.filter((c) => c.code !== 'l') }),
      ],
    })
    expect(reorderLines([bunLine()], [noLarge], NOW)).toEqual({
      lines: [],
      changes: [{ kind: 'choiceGone', line: bunLine(), group: 'Size', code: 'l' }],
    })
    const noOptions = makeFood({ _id: 'food-2' })
    expect(reorderLines([bunLine()], [noOptions], NOW).changes).toEqual([
      { kind: 'choiceGone', line: bunLine(), group: 'Size', code: 'l' },
    ])
  })

  it('gives a group the dish gained since its default', () => {
    const withSpice = makeFood({
      options: [
        makeOptionGroup({
          name: 'Spice',
          pricingMode: 'add',
          defaultChoiceCode: 'mild',
          choices: [
            { code: 'mild', label: 'Mild', priceCents: 0 },
            { code: 'hot', label: 'Hot', priceCents: 50 },
          ],
        }),
      ],
    })
    const result = reorderLines([line()], [withSpice], NOW)
    expect(result.lines).toEqual([
      expect.objectContaining({
        key: 'food-1_{"Spice":"mild"}',
        selection: { Spice: 'mild' },
        quantity: 2,
      }),
    ])
    expect(result.changes).toEqual([])
  })

  it('adds up lines that land on one cart line, to the line cap', () => {
    expect(reorderLines([line(), line({ quantity: 3 })], [pho], NOW).lines).toEqual([
      expect.objectContaining({ key: 'food-1', quantity: 5 }),
    ])
    expect(
      reorderLines([line({ quantity: 60 }), line({ quantity: 60 })], [pho], NOW).lines[0]!.quantity,
    ).toBe(MAX_LINE_QUANTITY)
  })

  it('keeps what can be ordered and lists every change, in the order of the lines', () => {
    const result = reorderLines(
      [line({ foodId: 'gone', name: 'Gone' }), line(), bunLine()],
      [makeFood({ priceCents: 1300 }), makeFood({ _id: 'food-2', soldOutUntil: LATER_TODAY })],
      NOW,
    )
    expect(result.lines.map((l) => l.key)).toEqual(['food-1'])
    expect(result.changes.map((c) => c.kind)).toEqual(['offMenu', 'priceChanged', 'soldOut'])
  })
})
