import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/category', () => {
  it('answers an empty list on a shop without categories', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/category' })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, data: [] })
  })

  it('lists each category as _id, name with its names per language, and image, in the shop sort order', async () => {
    const created_at = '2026-01-01T00:00:00.000Z'
    await t.db
      .insertInto('categories')
      .values([
        {
          id: 'cat-drinks',
          name: 'Drinks',
          name_vi: '',
          name_en: '',
          name_sk: '',
          image: 'drinks.webp',
          sort_order: 3,
          created_at,
        },
        {
          id: 'cat-noodles',
          name: 'Noodles',
          name_vi: 'Bún và phở',
          name_en: '',
          name_sk: 'Rezance',
          image: 'noodles.webp',
          sort_order: 1,
          created_at,
        },
        {
          id: 'cat-rice',
          name: 'Rice',
          name_vi: '',
          name_en: '',
          name_sk: '',
          image: null,
          sort_order: 2,
          created_at,
        },
        // Same sort order as Rice: the name breaks the tie.
        {
          id: 'cat-desserts',
          name: 'Desserts',
          name_vi: '',
          name_en: '',
          name_sk: '',
          image: 'desserts.webp',
          sort_order: 2,
          created_at,
        },
      ])
      .execute()

    const response = await t.app.inject({ method: 'GET', url: '/api/category' })

    expect(response.statusCode).toBe(200)
    expect(response.json()).toStrictEqual({
      success: true,
      data: [
        {
          _id: 'cat-noodles',
          name: 'Noodles',
          nameVI: 'Bún và phở',
          nameEN: '',
          nameSK: 'Rezance',
          image: 'noodles.webp',
        },
        {
          _id: 'cat-desserts',
          name: 'Desserts',
          nameVI: '',
          nameEN: '',
          nameSK: '',
          image: 'desserts.webp',
        },
        { _id: 'cat-rice', name: 'Rice', nameVI: '', nameEN: '', nameSK: '', image: '' },
        {
          _id: 'cat-drinks',
          name: 'Drinks',
          nameVI: '',
          nameEN: '',
          nameSK: '',
          image: 'drinks.webp',
        },
      ],
    })
  })
})
