import fs from 'node:fs'
import { withLook } from '@quan/domain/restaurant/look-head'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { MASKABLE_SAFE_SHARE } from './icons'
import { shortName } from './service'

// Issue 24 §1: the manifest a phone installs the shop from, and its icons.

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await buildTestApp()
  admin = await loginAdmin(t.app)
})
afterAll(() => t.close())

const manifest = async (headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers })
  expect(response.statusCode).toBe(200)
  return { response, body: response.json() }
}

const picture = async (src: string) => {
  const response = await t.app.inject({ method: 'GET', url: src })
  expect(response.statusCode, src).toBe(200)
  expect(response.headers['content-type']).toBe('image/png')
  return response.rawPayload
}

/** The colour of one pixel, as #rrggbb plus its alpha. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().ensureAlpha().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * 4
  const hex = [0, 1, 2].map((i) => data[at + i]!.toString(16).padStart(2, '0')).join('')
  return { colour: `#${hex}`, alpha: data[at + 3]! }
}

const saveLook = (look: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/restaurant/look',
    headers: { token: admin },
    payload: look,
  })

describe('GET /manifest.webmanifest', () => {
  it('describes the shop from its Settings, installable standalone from the root', async () => {
    const { response, body } = await manifest({ 'accept-language': 'sk' })
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
    // Never kept long: the owner may rename the shop or change its logo at any time.
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toBe('Cookie, Accept-Language')
    expect(body).toMatchObject({
      id: '/',
      name: 'Quán',
      short_name: 'Quán',
      lang: 'sk',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#b5371b',
      background_color: '#fffaf5',
    })
    expect(body.description).toMatch(/Bratislav/)
    expect(body.icons.map((icon: { sizes: string; purpose?: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ])
    expect(body.icons[2].purpose).toBe('maskable')
  })

  it('is in the language the guest chose (the cookie) over the browser’s', async () => {
    const { body } = await manifest({ cookie: 'lang=vi', 'accept-language': 'en' })
    expect(body.lang).toBe('vi')
  })

  it('draws plain icons in the shop’s colour when there is no logo, each its size', async () => {
    const { body } = await manifest()
    const [small, large, maskable] = body.icons as { src: string }[]
    for (const [icon, size] of [
      [small!, 192],
      [large!, 512],
      [maskable!, 512],
    ] as const) {
      const meta = await sharp(await picture(icon.src)).metadata()
      expect([meta.width, meta.height]).toEqual([size, size])
    }
    // The round icon's corners are see-through, its middle's edge the brand colour.
    expect((await pixel(await picture(large!.src), 0, 0)).alpha).toBe(0)
    expect((await pixel(await picture(large!.src), 256, 20)).colour).toBe('#b5371b')
    // The maskable one is the colour to its very corners (the launcher cuts its own shape).
    expect(await pixel(await picture(maskable!.src), 0, 0)).toEqual({
      colour: '#b5371b',
      alpha: 255,
    })
  })

  it('draws new icons when the colour changes, under new names', async () => {
    const before = (await manifest()).body.icons as { src: string }[]
    expect((await saveLook({ brandColour: '#1864ab', logo: null, banner: null })).statusCode).toBe(
      200,
    )
    const { body } = await manifest()
    const after = body.icons as { src: string }[]
    expect(body.theme_color).toBe('#1864ab')
    for (const [index, icon] of after.entries()) expect(icon.src).not.toBe(before[index]!.src)
    expect((await pixel(await picture(after[2]!.src), 0, 0)).colour).toBe('#1864ab')
  })

  it('makes the icons from the owner’s logo, the maskable one within its safe zone', async () => {
    const logoPng = await sharp({
      create: { width: 300, height: 300, channels: 4, background: '#2f9e44' },
    })
      .png()
      .toBuffer()
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/restaurant/look/logo',
      headers: { token: admin, 'content-type': 'image/png' },
      payload: logoPng,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const logo = uploaded.json().data
    expect((await saveLook({ brandColour: '#1864ab', logo, banner: null })).statusCode).toBe(200)
    const { body } = await manifest()
    const [small, large, maskable] = body.icons as { src: string }[]
    const base = logo.image.replace(/\.\w+$/, '')
    // The logo's own icons, stored when it was uploaded.
    expect(small!.src).toBe(`/images/${base}-192.png`)
    expect(large!.src).toBe(`/images/${base}-512.png`)
    const drawn = await picture(maskable!.src)
    // White to the edges, the logo in the middle, nothing of it outside the safe zone.
    expect(await pixel(drawn, 2, 2)).toEqual({ colour: '#ffffff', alpha: 255 })
    expect((await pixel(drawn, 256, 256)).colour).toBe('#2f9e44')
    const edge = Math.floor((512 * (1 - MASKABLE_SAFE_SHARE)) / 2) - 2
    expect((await pixel(drawn, edge, 256)).colour).toBe('#ffffff')
    expect((await pixel(drawn, edge + 6, 256)).colour).toBe('#2f9e44')
  })

  it('is linked from every page: the template every page is rendered into names it', () => {
    // The shell (apps/web/index.html) is what the renderer and the back office's pages start
    // from, and withLook keeps the link where it rewrites the icons.
    const template = fs.readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8')
    const page = withLook(template, { brandColour: '#1864ab', logo: null, banner: null })
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"')
  })
})

describe('shortName', () => {
  it.each([
    ['Quán', 'Quán'],
    ['Quán Ăn Ngon Bratislava', 'Quán Ăn Ngon'],
    ['Phởbratislavská', 'Phởbratislav'],
  ])('%s is %s on a launcher', (name, short) => {
    expect(shortName(name)).toBe(short)
  })
})
