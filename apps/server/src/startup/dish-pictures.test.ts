import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { composeDishImage, listIconNames } from './dish-pictures'

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('ascii') === 'RIFF' &&
  bytes.subarray(8, 12).toString('ascii') === 'WEBP'

describe('composeDishImage', () => {
  it('renders a small square WebP at the default size', async () => {
    const bytes = await composeDishImage('steaming-bowl', '#e9a868')
    expect(isWebp(bytes)).toBe(true)
    const meta = await sharp(bytes).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual([640, 640])
    expect(bytes.length).toBeLessThan(40_000)
  })

  it('renders the requested size', async () => {
    const bytes = await composeDishImage('bubble-tea', '#c792b0', 200)
    expect(isWebp(bytes)).toBe(true)
    const meta = await sharp(bytes).metadata()
    expect([meta.width, meta.height]).toEqual([200, 200])
  })

  it('paints the background colour at the corners and a white plate in the middle', async () => {
    const bytes = await composeDishImage('pizza', '#c0573f', 128)
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number): [number, number, number] => {
      const at = (y * info.width + x) * info.channels
      return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]
    }
    // On the plate's rim, above the food.
    expect(Math.min(...pixel(64, 20))).toBeGreaterThan(200)
    // The corner is still the warm red of the table.
    const [r, g, b] = pixel(2, 2)
    expect(r).toBeGreaterThan(g + 40)
    expect(r).toBeGreaterThan(b + 40)
  })

  it('returns the remembered picture on a repeat call', async () => {
    const first = await composeDishImage('custard', '#e6b8a2', 96)
    const second = await composeDishImage('custard', '#E6B8A2', 96)
    expect(second).toBe(first)
  })

  it('refuses an unknown icon with a clear message', async () => {
    await expect(composeDishImage('no-such-dish', '#ffffff')).rejects.toThrow(
      /Unknown dish icon 'no-such-dish'/,
    )
    await expect(composeDishImage('no-such-dish', '#ffffff')).rejects.toThrow(Error)
  })

  it('refuses a background that is not a hex colour', async () => {
    await expect(composeDishImage('pizza', 'red"/><script/>')).rejects.toThrow(/hex colour/)
  })

  it('refuses a nonsensical size', async () => {
    await expect(composeDishImage('pizza', '#ffffff', 0)).rejects.toThrow(/size/)
    await expect(composeDishImage('pizza', '#ffffff', 12.5)).rejects.toThrow(/size/)
  })
})

describe('listIconNames', () => {
  it('knows the food emoji and not made-up ones', () => {
    const names = listIconNames()
    for (const name of ['steaming-bowl', 'cooked-rice', 'baguette-bread', 'bubble-tea', 'pizza']) {
      expect(names.has(name), name).toBe(true)
    }
    expect(names.has('spring-roll')).toBe(false)
  })
})
