import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'

let t: Awaited<ReturnType<typeof buildTestApp>>

beforeAll(async () => {
  t = await buildTestApp({ seedDemo: true })
})
afterAll(() => t.close())

const small = (name: string) => name.replace(/\.webp$/, '-480.webp')

describe('the demo restaurant’s dish pictures', () => {
  it('come in the two sizes an uploaded picture has: a card never needs the large one', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/food/list?forUser=true' })
    const foods: { image: string }[] = list.json().data
    expect(foods.length).toBeGreaterThan(30)
    for (const food of foods) {
      const large = await t.app.inject({ method: 'GET', url: `/images/${food.image}` })
      const card = await t.app.inject({ method: 'GET', url: `/images/${small(food.image)}` })
      expect(card.statusCode, small(food.image)).toBe(200)
      expect(card.headers['content-type']).toBe('image/webp')
      const largeSize = await sharp(large.rawPayload).metadata()
      const cardSize = await sharp(card.rawPayload).metadata()
      expect(cardSize.format).toBe('webp')
      expect(cardSize.width).toBe(480)
      expect(cardSize.height).toBe(480)
      expect(largeSize.width).toBeGreaterThan(480)
      expect(largeSize.width).toBeLessThanOrEqual(1200)
      expect(card.rawPayload.length).toBeLessThan(large.rawPayload.length)
    }
  })
})

describe('GET /images/<name>-480.webp of a picture stored before there were two sizes', () => {
  it('serves the one stored picture rather than a broken card', async () => {
    const data = await sharp({
      create: { width: 640, height: 640, channels: 3, background: '#e9b872' },
    })
      .webp()
      .toBuffer()
    await t.db
      .insertInto('images')
      .values({
        name: 'old-dish-0123456789.webp',
        content_type: 'image/webp',
        data,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute()

    const card = await t.app.inject({ method: 'GET', url: '/images/old-dish-0123456789-480.webp' })

    expect(card.statusCode).toBe(200)
    expect(card.headers['content-type']).toBe('image/webp')
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 640 })
    const missing = await t.app.inject({ method: 'GET', url: '/images/nothing-480.webp' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({
      success: false,
      message: 'Image not found',
      code: 'IMAGE_NOT_FOUND',
    })
  })
})
