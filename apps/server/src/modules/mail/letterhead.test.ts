import { makeContactBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { MailSink } from '../../../test/smtp'
import { DEMO_IDENTITY } from '@quan/domain'
import { mailHtml } from './templates/html/render'

// Issue 21 §2: the owner's logo heads the shop's mails once there is one.

const KITCHEN = 'kitchen@quan.test'
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 30"><rect width="90" height="30" fill="#2f9e44"/></svg>'

/** A mail's raw source with quoted-printable soft breaks and `=3D` undone. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')

describe('a mail’s HTML part with a logo', () => {
  it('puts the logo on top and the text below, escaped, paragraph by paragraph', async () => {
    const html = await mailHtml(
      {
        kind: 'contact-forward',
        language: 'en',
        subject: 'Contact form',
        text: 'Hello <b>Lan</b> & co\nline two\n\nBye',
      },
      {
        name: 'Phở "Hà Nội"',
        address: 'Obchodná 12, 811 06 Bratislava',
        phone: '',
        email: '',
        legal: DEMO_IDENTITY.legal,
        colour: '#268037',
        logo: { url: 'https://quan.example/images/x-mail.png', width: 192, height: 64 },
      },
      'https://quan.example',
    )
    expect(html).toMatch(
      /<img alt="Phở &quot;Hà Nội&quot;" height="64" src="https:\/\/quan.example\/images\/x-mail.png"[^>]* width="192"/,
    )
    expect(html.indexOf('<img')).toBeLessThan(html.lastIndexOf('Hello'))
    expect(html).toContain('>Hello &lt;b&gt;Lan&lt;/b&gt; &amp; co</p>')
    expect(html).toContain('>line two</p>')
    expect(html).toContain('>Bye</p>')
    expect(html).toContain('border-bottom:4px solid #268037')
  })
})

describe('the shop’s mails with the owner’s logo', () => {
  const sink = new MailSink()
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    const port = await sink.listen()
    t = await buildTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        RESTAURANT_EMAIL: KITCHEN,
        PUBLIC_URL: 'https://quan.example',
        MAIL_POLL_MS: '3600000',
      },
    })
    admin = await loginAdmin(t.app)
  })
  afterAll(async () => {
    await t.close()
    await sink.close()
  })

  const contact = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: makeContactBody({ name: 'Minh', email: 'minh@example.com', message }),
    })

  it('are HTML with the restaurant’s name on top while there is no logo (issue 22 §3)', async () => {
    await contact('Before the logo')
    await t.app.mailOutbox.drain()
    const mail = sink.received.find((received) => received.raw.includes('Before the logo'))!
    expect(mail.raw).toContain('multipart/alternative')
    expect(mail.text).toContain('Before the logo')
    expect(mail.html).toContain('>Before the logo</p>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toMatch(/<p style="[^"]*color:#[0-9a-f]{6}[^"]*">Quán<\/p>/)
  })

  it('carry the logo’s mail picture at the shop’s address above the same text', async () => {
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/restaurant/look/logo',
      headers: { token: admin, 'content-type': 'image/svg+xml' },
      payload: LOGO_SVG,
    })
    const logo = uploaded.json().data
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant/look',
      headers: { token: admin },
      payload: { brandColour: '#2f9e44', logo, banner: null },
    })
    expect(saved.statusCode).toBe(200)

    await contact('With the <logo> now')
    await t.app.mailOutbox.drain()

    const mail = sink.received.find((received) => received.raw.includes('With the'))!
    const raw = readable(mail.raw)
    expect(raw).toContain('multipart/alternative')
    expect(raw).toContain('text/plain')
    expect(raw).toContain('text/html')
    const picture = `https://quan.example/images/${logo.image.replace('.svg', '-mail.png')}`
    expect(mail.html).toMatch(
      new RegExp(`<img alt="Quán" height="64" src="${picture}"[^>]* width="192"`),
    )
    expect(mail.html).toContain('With the &lt;logo&gt; now')
    // The picture is there to be fetched by the reader's mail program.
    const served = await t.app.inject({ method: 'GET', url: new URL(picture).pathname })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
  })
})
