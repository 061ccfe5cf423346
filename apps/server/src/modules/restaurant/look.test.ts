import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, registerCustomer } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'

let t: TestApp
let admin: string
let customer: string

beforeAll(async () => {
  t = await buildTestApp()
  admin = await loginAdmin(t.app)
  customer = await registerCustomer(t.app)
})
afterAll(() => t.close())

const LOOK = '/api/admin/restaurant/look'
const NS = 'xmlns="http://www.w3.org/2000/svg"'

const send = (method: 'GET' | 'PUT', payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url: LOOK,
    headers: token ? { token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const upload = (
  what: 'logo' | 'banner',
  body: Buffer | string,
  contentType = 'image/png',
  token = admin,
) =>
  t.app.inject({
    method: 'POST',
    url: `${LOOK}/${what}`,
    headers: { 'content-type': contentType, ...(token ? { token } : {}) },
    payload: body,
  })

const stored = (name: string) =>
  t.db.selectFrom('images').selectAll().where('name', '=', name).executeTakeFirst()

const png = (width: number, height: number, background = '#2f9e44') =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer()

describe('who may change the look', () => {
  it.each([
    ['nobody', ''],
    ['a customer', 'customer'],
  ])('refuses %s', async (_who, who) => {
    const token = who === 'customer' ? customer : ''
    const status = token ? 403 : 401
    expect((await send('GET', undefined, token)).statusCode).toBe(status)
    expect(
      (await send('PUT', { brandColour: '#000000', logo: null, banner: null }, token)).statusCode,
    ).toBe(status)
    expect((await upload('logo', await png(8, 8), 'image/png', token)).statusCode).toBe(status)
    expect((await upload('banner', await png(8, 8), 'image/png', token)).statusCode).toBe(status)
  })
})

describe('GET and PUT /api/admin/restaurant/look', () => {
  it('starts as the demo’s look, with the tones the theme draws', async () => {
    const response = await send('GET')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      look: { brandColour: '#b5371b', logo: null, banner: null },
      tones: {
        brand: '#b5371b',
        brandDark: '#8d2b15',
        brandSoft: '#fbe8e4',
        darkenedForText: false,
      },
    })
  })

  it('saves a colour too light for text and says it is darkened for text', async () => {
    const saved = await send('PUT', { brandColour: '#7CFC00', logo: null, banner: null })

    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.look.brandColour).toBe('#7cfc00')
    expect(saved.json().data.tones).toMatchObject({ darkenedForText: true })
    expect(saved.json().data.tones.brand).not.toBe('#7cfc00')
    expect((await send('GET')).json().data.look.brandColour).toBe('#7cfc00')
  })

  it('refuses a colour that is not #rrggbb, by its code', async () => {
    const response = await send('PUT', { brandColour: 'green', logo: null, banner: null })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, code: 'BRAND_COLOUR_INVALID' })
  })

  it('refuses a logo or banner that was never uploaded', async () => {
    const hash = 'f'.repeat(32)
    const response = await send('PUT', {
      brandColour: '#2f9e44',
      logo: { image: `${hash}.svg`, width: 10, height: 10 },
      banner: null,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'IMAGE_UNKNOWN',
      errors: { logo: expect.any(String) },
    })
  })
})

describe('POST /api/admin/restaurant/look/logo', () => {
  it('cleans an SVG: a script, onload=, a javascript: link and an external picture come out', async () => {
    const hostile = `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" width="120" height="40" onload="alert(1)">
<script>alert(document.cookie)</script>
<a xlink:href="javascript:alert(2)"><rect width="120" height="40" fill="#2f9e44"/></a>
<image href="https://evil.example/pixel.png" width="1" height="1"/>
</svg>`

    const response = await upload('logo', hostile, 'image/svg+xml')

    expect(response.statusCode).toBe(201)
    const logo = response.json().data
    expect(logo).toEqual({
      image: expect.stringMatching(/^[0-9a-f]{32}\.svg$/),
      width: 120,
      height: 40,
    })
    const served = await t.app.inject({ method: 'GET', url: `/images/${logo.image}` })
    expect(served.headers['content-type']).toBe('image/svg+xml')
    const text = served.body
    expect(text).toContain('<rect width="120" height="40" fill="#2f9e44"/>')
    for (const bad of ['script', 'onload', 'javascript', 'evil.example', 'alert']) {
      expect(text).not.toContain(bad)
    }
    // Served where no script could run even if one were left: the images' own policy.
    expect(served.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it('makes the favicon, touch icon, app icons and the mails’ picture from it', async () => {
    const response = await upload(
      'logo',
      `<svg ${NS} viewBox="0 0 60 20"><rect width="60" height="20" fill="#123456"/></svg>`,
      'application/octet-stream',
    )
    const base = response.json().data.image.replace('.svg', '')

    for (const size of [32, 180, 192, 512]) {
      const icon = await stored(`${base}-${size}.png`)
      expect(icon?.content_type).toBe('image/png')
      expect(await sharp(icon?.data).metadata()).toMatchObject({
        format: 'png',
        width: size,
        height: size,
      })
    }
    const mail = await stored(`${base}-mail.png`)
    expect(await sharp(mail?.data).metadata()).toMatchObject({
      format: 'png',
      height: 64,
      width: 192,
    })
  })

  it('draws an SVG that claims an enormous size at a sensible one, keeping its shape', async () => {
    const started = Date.now()
    const response = await upload(
      'logo',
      `<svg ${NS} width="300000" height="100000"><rect width="300000" height="100000" fill="#123456"/></svg>`,
      'image/svg+xml',
    )
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({ width: 1024, height: 341 })
    expect(Date.now() - started).toBeLessThan(5000)
    const base = response.json().data.image.replace('.svg', '')
    expect(await sharp((await stored(`${base}-512.png`))?.data).metadata()).toMatchObject({
      width: 512,
      height: 512,
    })
  })

  it('shrinks a PNG logo to a WebP mark 96 px high, never enlarging, and saves it in the look', async () => {
    const response = await upload('logo', await png(600, 300))

    expect(response.statusCode).toBe(201)
    const logo = response.json().data
    expect(logo).toEqual({
      image: expect.stringMatching(/^[0-9a-f]{32}\.webp$/),
      width: 192,
      height: 96,
    })
    expect(await sharp((await stored(logo.image))?.data).metadata()).toMatchObject({
      format: 'webp',
      height: 96,
    })

    const saved = await send('PUT', { brandColour: '#2f9e44', logo, banner: null })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data.look.logo).toEqual(logo)
  })

  it.each([
    [
      'an SVG that cannot be parsed',
      `<svg ${NS}><g></svg>`,
      'image/svg+xml',
      400,
      'LOGO_UNREADABLE',
    ],
    [
      'an SVG declaring entities',
      `<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg ${NS}>&a;</svg>`,
      'image/svg+xml',
      400,
      'LOGO_UNREADABLE',
    ],
    ['a text file', 'Menu for Tuesday', 'image/png', 415, 'LOGO_UNSUPPORTED'],
    [
      'an HTML page',
      '<html><script>alert(1)</script></html>',
      'image/svg+xml',
      415,
      'LOGO_UNSUPPORTED',
    ],
  ])('refuses %s with a code', async (_case, body, contentType, status, code) => {
    const before = await t.db.selectFrom('images').select('name').execute()
    const response = await upload('logo', body, contentType)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ success: false, code })
    expect(await t.db.selectFrom('images').select('name').execute()).toHaveLength(before.length)
  })

  it('refuses a JPEG: a logo is an SVG, PNG or WebP', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer()
    const response = await upload('logo', jpeg, 'image/jpeg')
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      success: false,
      message: 'The logo must be an SVG, PNG or WebP file',
      code: 'LOGO_UNSUPPORTED',
    })
  })

  it('refuses a logo over 2 MB with 413', async () => {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const tooLarge = Buffer.concat([header, Buffer.alloc(2 * 1024 * 1024 + 1 - header.length)])
    const response = await upload('logo', tooLarge)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      success: false,
      message: 'The logo is larger than 2 MB',
      code: 'LOGO_TOO_LARGE',
    })
  })
})

describe('POST /api/admin/restaurant/look/banner', () => {
  it('stores the banner at a dish picture’s two sizes, for the look to name', async () => {
    const response = await upload('banner', await png(2400, 1600, '#e8a33d'))

    expect(response.statusCode).toBe(201)
    const banner = response.json().data
    expect(banner).toEqual({
      image: expect.stringMatching(/^[0-9a-f]{32}\.webp$/),
      width: 1200,
      height: 800,
    })
    expect(await stored(banner.image.replace('.webp', '-480.webp'))).toBeDefined()
    const saved = await send('PUT', { brandColour: '#2f9e44', logo: null, banner })
    expect(saved.json().data.look.banner).toEqual(banner)
  })

  it('refuses a file that is not a picture, and one over 5 MB, each with its code', async () => {
    const text = await upload('banner', 'not a picture', 'image/jpeg')
    expect(text.statusCode).toBe(415)
    expect(text.json()).toMatchObject({ code: 'IMAGE_UNSUPPORTED' })
    const big = await upload('banner', Buffer.alloc(5 * 1024 * 1024 + 1))
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' })
  })
})
