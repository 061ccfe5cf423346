import { makeContactBody } from '@quan/domain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { MailSink } from '../../../test/smtp'
import { letterHtml } from './templates/letterhead'

// Issue 21 §2: the owner's logo heads the shop's mails once there is one.

const KITCHEN = 'kitchen@quan.test'
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 30"><rect width="90" height="30" fill="#2f9e44"/></svg>'

/** A mail's raw source with quoted-printable soft breaks and `=3D` undone. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')

describe('letterHtml', () => {
  it('puts the logo on top and the text below, escaped, paragraph by paragraph', () => {
    const html = letterHtml('Hello <b>Lan</b> & co\nline two\n\nBye', {
      logoUrl: 'https://quan.example/images/x-mail.png',
      logoWidth: 192,
      logoHeight: 64,
      name: 'Phở "Hà Nội"',
      colour: '#268037',
    })
    expect(html).toContain(
      '<img src="https://quan.example/images/x-mail.png" alt="Phở &quot;Hà Nội&quot;" width="192" height="64"',
    )
    expect(html).toContain('<p>Hello &lt;b&gt;Lan&lt;/b&gt; &amp; co<br>line two</p>\n<p>Bye</p>')
    expect(html).toContain('border-bottom:3px solid #268037')
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

  it('stay plain text while there is no logo', async () => {
    await contact('Before the logo')
    await t.app.mailOutbox.drain()
    const mail = sink.received.find((received) => received.raw.includes('Before the logo'))!
    expect(mail.raw).not.toContain('text/html')
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
    expect(raw).toContain(`<img src="${picture}"`)
    expect(raw).toContain('width="192" height="64"')
    expect(raw).toContain('With the &lt;logo&gt; now')
    // The picture is there to be fetched by the reader's mail program.
    const served = await t.app.inject({ method: 'GET', url: new URL(picture).pathname })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
  })
})
