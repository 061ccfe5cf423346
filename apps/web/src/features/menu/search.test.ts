import { describe, expect, it } from 'vitest'
import { wireFood } from '../../test/ordering-fixtures'
import { filterFoods } from './search'

const menu = [
  wireFood(),
  wireFood({
    _id: 'bun',
    name: 'Bún chả',
    nameEN: 'Hanoi grilled pork',
    nameSK: 'Grilované bravčové',
    description: 'With vermicelli and herbs',
  }),
  wireFood({
    _id: 'tea',
    name: 'Trà đá',
    nameEN: 'Iced tea',
    nameSK: 'Ľadový čaj',
    category: 'Drinks',
    description: 'Jasmine',
    descriptionSK: 'Jazmínový, s ľadom',
    descriptionVI: 'Trà nhài',
  }),
]
const ids = (foods: { _id: string }[]) => foods.map((food) => food._id)

describe('menu search', () => {
  it('matches the localized name, the base name or the description, case-insensitively', () => {
    const find = (query: string, language: 'en' | 'vi' | 'sk' = 'en') =>
      ids(filterFoods(menu, { query, category: 'All', language }))
    expect(find('GRILLED')).toEqual(['bun'])
    expect(find('bún')).toEqual(['bun'])
    expect(find('vermicelli')).toEqual(['bun'])
    expect(find('čaj', 'sk')).toEqual(['tea'])
    expect(find('  ')).toEqual(['pho', 'bun', 'tea'])
    expect(find('pizza')).toEqual([])
  })

  it('finds a dish by its description in the guest’s language (issue 12 §1)', () => {
    const find = (query: string, language: 'en' | 'vi' | 'sk') =>
      ids(filterFoods(menu, { query, category: 'All', language }))
    expect(find('jazminovy', 'sk')).toEqual(['tea'])
    expect(find('nhài', 'vi')).toEqual(['tea'])
    // Another language's description is not what this guest reads.
    expect(find('jazminovy', 'vi')).toEqual([])
  })

  it('keeps to the chosen category', () => {
    expect(ids(filterFoods(menu, { query: '', category: 'Drinks', language: 'en' }))).toEqual([
      'tea',
    ])
    expect(ids(filterFoods(menu, { query: 'pho', category: 'Drinks', language: 'en' }))).toEqual([])
  })
})
