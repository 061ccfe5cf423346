import { describe, expect, it } from 'vitest'
import * as addresses from './addresses'
import { pageState } from './page-state'
import { pathWith, routes } from './index'

const declared = Object.entries(routes)
const addressNames = Object.keys(addresses).filter(
  (name) => typeof addresses[name as never] === 'object',
)

describe('the routes, declared once', () => {
  it('declares every address, under its own name and at that address', () => {
    expect(Object.keys(routes).sort()).toEqual(addressNames.sort())
    for (const [name, route] of declared) {
      const address = addresses[name as keyof typeof addresses] as addresses.Address
      expect({ method: route.method, path: route.path }, name).toEqual(address)
    }
  })

  it('puts no two routes at one address', () => {
    const keys = declared.map(([, route]) => `${route.method} ${route.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('declares a success answer for every route, and parameters exactly where the path has them', () => {
    for (const [name, route] of declared) {
      expect(
        Object.keys(route.answers).some((status) => status.startsWith('2')),
        name,
      ).toBe(true)
      expect('params' in route && route.params !== undefined, name).toBe(route.path.includes(':'))
    }
  })
})

describe('pathWith', () => {
  it('fills the parameters in, each encoded', () => {
    expect(pathWith('/api/admin/promo-codes/:code/active', { code: 'PHO 10/%' })).toBe(
      '/api/admin/promo-codes/PHO%2010%2F%25/active',
    )
    expect(pathWith('/api/config')).toBe('/api/config')
  })
})

describe('the page state a server-rendered page hands over', () => {
  const state = {
    language: 'en',
    texts: { common: { hello: 'Hello' } },
    queries: { mutations: [], queries: [{ queryKey: ['categories'], state: { data: [] } }] },
  }

  it('takes a whole one', () => {
    expect(pageState.safeParse(state).success).toBe(true)
  })

  it('refuses a menu that is not what GET /api/food/list answers', () => {
    const broken = {
      ...state,
      queries: {
        mutations: [],
        queries: [{ queryKey: ['foods'], state: { data: [{ name: 1 }] } }],
      },
    }
    expect(pageState.safeParse(broken).success).toBe(false)
  })

  it('refuses a language the shop does not speak', () => {
    expect(pageState.safeParse({ ...state, language: 'de' }).success).toBe(false)
  })
})
