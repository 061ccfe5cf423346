import fs from 'node:fs'
import { createRequire } from 'node:module'
import { contrast, DEMO_IDENTITY, type RestaurantIdentity } from '@quan/domain'
import { makeAddress, makeOrderBody } from '@quan/domain/testing'
import type { Receipt } from '@quan/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../../../test/auth'
import { buildTestApp, type TestApp } from '../../../../../test/build-test-app'
import { insertTestFoods } from '../../../../../test/seed'
import { MailSink } from '../../../../../test/smtp'
import type { MailKind } from '../../../../db/schema'
import type { Language } from '../../../../lib/language'
import { contactForward } from '../contact'
import type { MailText } from '../format'
import type { Letterhead } from '../letterhead'
import { orderAlert, orderCancellation, orderConfirmation, type OrderForMail } from '../order'
import { bookingMail } from '../reservation'
import { receiptMail } from '../receipt'
import { orderRefund } from '../../../payments/mails'
import { mailHtml } from './render'

// Issue 22 §3: every mail the shop sends has an HTML part, drawn from its text, in the reader's
// language, signed with the seller's legal identity, safe for whatever a guest typed.

const SHOP = 'https://quan.example'
const LANGUAGES: Language[] = ['vi', 'en', 'sk']

const LEGAL: RestaurantIdentity['legal'] = {
  companyName: 'Quán s.r.o.',
  registeredAddress: 'Obchodná 12, 811 06 Bratislava',
  companyId: '12345678',
  taxId: '2020123456',
  vatId: 'SK2020123456',
}

const HEAD: Letterhead = {
  name: 'Quán',
  address: 'Obchodná 12, 811 06 Bratislava',
  phone: '+421 902 123 456',
  email: 'ahoj@quan.sk',
  legal: LEGAL,
  colour: '#b3261e',
  logo: { url: `${SHOP}/images/logo-mail.png`, width: 192, height: 64 },
}

/** Words a guest or the owner wrote, in the mail's language: never counted as untranslated. */
const DISH: Record<Language, string> = { vi: 'Phở bò', en: 'Beef pho', sk: 'Hovädzie phở' }
const NOTE: Record<Language, string> = {
  vi: 'Bấm chuông hai lần',
  en: 'Ring twice',
  sk: 'Zazvoňte dvakrát',
}

function order(language: Language, overrides: Partial<OrderForMail> = {}): OrderForMail {
  return {
    restaurant: DEMO_IDENTITY,
    trackingCode: 'QN123456',
    firstName: 'Lan',
    lastName: 'Nguyễn',
    phone: '0901234567',
    email: 'lan@example.com',
    street: 'Obchodná 1',
    city: 'Bratislava',
    state: 'Bratislavský kraj',
    zipcode: '81106',
    country: 'Slovensko',
    notes: NOTE[language],
    orderType: 'guest',
    subtotalCents: 2500,
    deliveryFeeCents: 200,
    promoCode: 'PHO10',
    discountCents: 250,
    amountCents: 2450,
    language,
    placedAt: { date: '2026-03-02', time: '12:00' },
    lines: [
      { name: DISH[language], options: [], quantity: 2, unitPriceCents: 1250, allergens: ['fish'] },
    ],
    estimate: { fromMinutes: 30, toMinutes: 45 },
    ...overrides,
  }
}

const booking = (language: Language) => ({
  restaurant: DEMO_IDENTITY,
  customerName: 'Lan Nguyễn',
  date: '2030-01-15',
  time: '19:00',
  numberOfPeople: 4,
  language,
  reason: NOTE[language],
})

/** A receipt (issue 22 §3) of a delivery with a promo code, its VAT at two rates. */
const receipt = (language: Language): Receipt => ({
  number: 42,
  issuedAt: '2026-03-02T12:00:00.000Z',
  timeZone: 'Europe/Bratislava',
  language,
  seller: {
    name: 'Quán',
    companyName: 'Quán s.r.o.',
    registeredAddress: 'Obchodná 12, 811 06 Bratislava',
    companyId: '12345678',
    taxId: '2020123456',
    vatId: 'SK2020123456',
    address: 'Obchodná 12, 811 06 Bratislava',
    phone: '+421 900 123 456',
    email: 'ahoj@quan.example',
  },
  trackingCode: 'QN123456',
  placedAt: '2026-03-02T11:30:00.000Z',
  fulfilment: 'delivery',
  paymentMethod: 'online',
  lines: [{ name: 'Phở bò', quantity: 2, unitCents: 1250, totalCents: 2500, basisPoints: 1900 }],
  subtotalCents: 2500,
  promoCode: 'PHO10',
  discountCents: 250,
  deliveryFeeCents: 200,
  amountCents: 2450,
  vat: {
    rows: [
      { basisPoints: 1900, baseCents: 1891, taxCents: 359, grossCents: 2250 },
      { basisPoints: 2300, baseCents: 163, taxCents: 37, grossCents: 200 },
    ],
    baseCents: 2054,
    taxCents: 396,
    grossCents: 2450,
  },
})

/** Every mail the shop sends, as written in `language`. */
function everyMail(language: Language): [MailKind, MailText][] {
  return [
    ['order-confirmation', orderConfirmation(order(language), SHOP)],
    [
      'order-confirmation',
      orderConfirmation(
        order(language, { fulfilment: 'pickup', due: { date: '2026-03-03', time: '18:30' } }),
        SHOP,
      ),
    ],
    ['order-alert', orderAlert(order(language), language)],
    ['order-cancelled', orderCancellation({ ...order(language), reason: NOTE[language] }, SHOP)],
    [
      'order-refunded',
      orderRefund(
        {
          restaurant: order(language).restaurant,
          trackingCode: 'QN123456',
          firstName: 'Lan',
          language,
          placedOn: '2026-03-02',
          amountCents: 450,
          refundedCents: 450,
          paidCents: 2450,
          reason: NOTE[language],
        },
        SHOP,
      ),
    ],
    ['receipt', receiptMail(receipt(language))],
    ['reservation-received', bookingMail('received', booking(language), SHOP)],
    ['reservation-confirmed', bookingMail('confirmed', booking(language), SHOP)],
    ['reservation-cancelled', bookingMail('cancelled', booking(language), SHOP)],
    [
      'contact-forward',
      contactForward(
        {
          name: 'Lan Nguyễn',
          email: 'lan@example.com',
          subject: 'reservation',
          message: NOTE[language],
          language,
          sentAt: { date: '2026-03-02', time: '12:00' },
        },
        language,
      ),
    ],
  ]
}

const draw = (kind: MailKind, language: Language, mail: MailText, head = HEAD) =>
  mailHtml({ kind, language, ...mail }, head, SHOP)

const VOID = new Set(['meta', 'img', 'br', 'hr', 'link', 'input', 'col', 'area', 'base', 'source'])

/** Well formed: every element closed in order, every attribute quoted, every & an entity. */
function wellFormedProblems(html: string): string[] {
  const problems: string[] = []
  const body = html
    .replace(/^<!DOCTYPE[^>]*>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<style>[^<]*<\/style>/g, '<style></style>')
  const open: string[] = []
  for (const tag of body.matchAll(
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>]+="[^"]*")*)\s*(\/?)>/g,
  )) {
    const [, closing, name, , selfClosed] = tag
    const lower = name!.toLowerCase()
    if (closing) {
      const last = open.pop()
      if (last !== lower) problems.push(`</${lower}> closes <${last}>`)
    } else if (!selfClosed && !VOID.has(lower)) open.push(lower)
  }
  if (open.length > 0) problems.push(`never closed: ${open.join(', ')}`)
  // Whatever the tag pattern above did not read is a tag it could not read.
  const unread = body.replace(
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>]+="[^"]*")*)\s*(\/?)>/g,
    '',
  )
  if (/[<>]/.test(unread)) problems.push(`stray < or >: ${/.{0,30}[<>].{0,30}/.exec(unread)?.[0]}`)
  const bare = /&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/.exec(body)
  if (bare) problems.push(`bare &: ${body.slice(bare.index - 20, bare.index + 20)}`)
  return problems
}

/** What a reader sees: the body's text, tags gone, entities read. */
function visibleText(html: string): string {
  return (
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<head>[\s\S]*<\/head>/, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/&amp;/g, '&')
      // The preview's padding: invisible characters (the combining one on its own).
      .replace(/[\u200b-\u200f\u00ad\u2028\u2029\ufeff]|\u034f/g, ' ')
      .replace(/\s+/g, ' ')
  )
}

/**
 * The English words of a text: its words of three ASCII letters or more, less addresses, names
 * and abbreviations (IČO, DPH), which every language writes alike.
 */
function words(text: string): Set<string> {
  const bare = text.replace(/https?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' ')
  const found = new Set<string>()
  for (const word of bare.split(/[^\p{L}-]+/u)) {
    if (/^[a-zA-Z-]{3,}$/.test(word) && word !== word.toUpperCase()) found.add(word.toLowerCase())
  }
  return found
}
/**
 * The data in the fixtures, the same in every language; and 'e-mail' and 'online', which are
 * Slovak too ('zaplatené online').
 */
const SHARED = words(
  'Lan Obchodná Bratislava Bratislavský kraj Slovensko lan example quan Quán ahoj E-mail online',
)

describe('the mail kit', () => {
  // kit.ts imports the parts of @react-email/components one by one (its index loads Tailwind
  // too): they must be the very packages it is made of, at the versions it pins.
  it('loads the parts @react-email/components is made of, not copies of their own', () => {
    const kit = fs.readFileSync(new URL('./kit.ts', import.meta.url), 'utf8')
    const parts = [...kit.matchAll(/import\('(@react-email\/[a-z-]+)'\)/g)].map((m) => m[1]!)
    expect(parts.length).toBeGreaterThan(10)
    const fromServer = createRequire(import.meta.url)
    const fromComponents = createRequire(fromServer.resolve('@react-email/components'))
    for (const part of parts.filter((name) => name !== '@react-email/render')) {
      expect(fromServer.resolve(part), part).toBe(fromComponents.resolve(part))
    }
  })
})

describe('every mail’s HTML part', () => {
  const drawn = Promise.all(
    LANGUAGES.flatMap((language) =>
      everyMail(language).map(async ([kind, mail]) => ({
        kind,
        language,
        mail,
        html: await draw(kind, language, mail),
      })),
    ),
  )

  it('is well formed, in the mail’s language, its pictures only the shop’s own', async () => {
    for (const { kind, language, html } of await drawn) {
      expect(wellFormedProblems(html), `${kind} in ${language}`).toEqual([])
      expect(html).toContain(`<html dir="ltr" lang="${language}">`)
      for (const [, src] of html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)) {
        expect(src!.startsWith(`${SHOP}/images/`), src).toBe(true)
      }
      // Nothing loads from elsewhere: no other address in a src, no stylesheet, no font.
      expect(html).not.toMatch(/<link\s|@import|url\(/)
    }
  })

  it('says everything its text says, and no untranslated word, key or placeholder', async () => {
    const english = new Map<string, Set<string>>()
    for (const { kind, language, mail, html } of await drawn) {
      const seen = visibleText(html)
      // Every word of the text is there (a table draws a line's label and value apart), and
      // each address is a link's.
      for (const word of mail.text.split(/\s+/).filter(Boolean)) {
        if (/^https?:\/\//.test(word)) expect(html).toContain(`href="${word}"`)
        else expect(seen, `${kind} in ${language}`).toContain(word.replace(/:$/, ''))
      }
      expect(seen).not.toMatch(/\{\{|\}\}|undefined|null|NaN|\[object/)
      // An i18n key: dotted lower-case words ('mail.footer.companyId').
      expect(seen.replace(/https?:\/\/\S+|\S+@\S+|quan\.example/g, '')).not.toMatch(
        /\b[a-z]+\.[a-z][A-Za-z]+\b/,
      )
      if (language === 'en') english.set(`${kind}${mail.subject}`, words(seen))
    }
    const allEnglish = new Set([...english.values()].flatMap((set) => [...set]))
    for (const { kind, language, html } of await drawn) {
      if (language === 'en') continue
      const untranslated = [...words(visibleText(html))].filter(
        (word) => allEnglish.has(word) && !SHARED.has(word),
      )
      expect(untranslated, `${kind} in ${language}`).toEqual([])
    }
  })

  it('signs a guest’s mail with the seller’s legal identity, each part only where filled in', async () => {
    const mail = orderConfirmation(order('sk'), SHOP)
    const full = visibleText(await draw('order-confirmation', 'sk', mail))
    expect(full).toContain('Predávajúci: Quán s.r.o., Obchodná 12, 811 06 Bratislava')
    expect(full).toContain('IČO: 12345678 · DIČ: 2020123456 · IČ DPH: SK2020123456')
    expect(full).toContain('Telefón: +421 902 123 456 · E-mail: ahoj@quan.sk')

    const english = visibleText(await draw('order-confirmation', 'en', mail))
    expect(english).toContain('Company ID (IČO): 12345678')
    const vietnamese = visibleText(await draw('order-confirmation', 'vi', mail))
    expect(vietnamese).toContain('Mã số thuế GTGT (IČ DPH): SK2020123456')

    const notVatPayer = { ...HEAD, legal: { ...LEGAL, vatId: '', taxId: '' }, email: '' }
    const partial = visibleText(await draw('order-confirmation', 'sk', mail, notVatPayer))
    expect(partial).toContain('IČO: 12345678')
    expect(partial).not.toContain('DIČ')
    expect(partial).not.toContain('IČ DPH')
    expect(partial).not.toContain('E-mail:')

    const none = {
      ...HEAD,
      legal: { ...LEGAL, companyName: '', registeredAddress: '', companyId: '' },
    }
    const empty = visibleText(await draw('order-confirmation', 'sk', mail, none))
    expect(empty).not.toContain('Predávajúci')
    expect(empty).not.toContain('IČO')

    // The restaurant's own alert is not signed to itself.
    const alert = visibleText(await draw('order-alert', 'sk', orderAlert(order('vi'), 'sk')))
    expect(alert).not.toContain('IČO')
  })

  it('escapes whatever a guest or the owner typed, in text and in attributes', async () => {
    const attack = '<script>alert("x")</script>'
    const guest = order('en', {
      firstName: attack,
      notes: '</p><img src=x onerror=alert(1)> & more',
      lines: [{ name: '<b>Pho</b>', options: [], quantity: 1, unitPriceCents: 100, allergens: [] }],
    })
    const head = { ...HEAD, name: 'Quán "<i>U Lan</i>"' }
    const drawnMails = [
      await draw('order-confirmation', 'en', orderConfirmation(guest, SHOP), head),
      await draw(
        'order-cancelled',
        'en',
        orderCancellation({ ...guest, reason: attack }, SHOP),
        head,
      ),
      await draw('order-alert', 'en', orderAlert(guest, 'en'), head),
    ]
    for (const html of drawnMails) {
      expect(html).not.toContain('<script')
      expect(html).not.toContain('<img src=x')
      expect(html).not.toContain('<b>Pho')
      expect(html).not.toContain('<i>U Lan')
      expect(wellFormedProblems(html)).toEqual([])
    }
    expect(drawnMails[0]).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,')
    expect(drawnMails[0]).toContain('&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt; &amp; more')
    expect(drawnMails[0]).toContain('alt="Quán &quot;&lt;i&gt;U Lan&lt;/i&gt;&quot;"')
    expect(drawnMails[1]).toContain('Reason:</strong> &lt;script&gt;')
  })

  it('draws a link a guest typed as text, and only the shop’s own addresses as buttons', async () => {
    const html = await draw(
      'contact-forward',
      'en',
      contactForward(
        {
          name: 'Lan',
          email: 'lan@example.com',
          subject: 'other',
          message: 'Pay here: https://evil.example/pay',
          language: 'en',
          sentAt: { date: '2026-03-02', time: '12:00' },
        },
        'en',
      ),
    )
    expect(html).not.toContain('href="https://evil.example')
    const confirmation = await draw(
      'order-confirmation',
      'en',
      orderConfirmation(order('en'), SHOP),
    )
    expect(confirmation).toContain(`href="${SHOP}/track-order?code=QN123456"`)
  })

  it('reads in a narrow mail app and in dark mode', async () => {
    const html = await draw('order-confirmation', 'vi', orderConfirmation(order('vi'), SHOP))
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>')
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>')
    expect(html).toContain('@media (prefers-color-scheme: dark)')
    expect(html).toMatch(/max-width:600px;width:100%/)
    // No pure black on pure white: the text is a dark brown.
    expect(html).not.toMatch(/color:#000(000)?\b/)
  })
})

describe('the HTML part as the shop sends it', () => {
  const sink = new MailSink()
  let t: TestApp
  let admin: string

  beforeAll(async () => {
    const port = await sink.listen()
    t = await buildTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        RESTAURANT_EMAIL: 'kitchen@quan.test',
        RESTAURANT_LANGUAGE: 'sk',
        PUBLIC_URL: SHOP,
        MAIL_POLL_MS: '3600000',
      },
    })
    await insertTestFoods(t.db, [{ _id: 'food-1' }])
    admin = await loginAdmin(t.app)
  })
  afterAll(async () => {
    await t.close()
    await sink.close()
  })

  it('goes beside the text, in the guest’s language, the alert in the back office’s, its buttons in the brand’s tone at AA', async () => {
    // A yellow too light for white text: the buttons take its darker tone.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/restaurant/look',
      headers: { token: admin },
      payload: { brandColour: '#ffd43b', logo: null, banner: null },
    })
    expect(saved.statusCode).toBe(200)
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { 'accept-language': 'vi' },
      payload: makeOrderBody({ address: makeAddress({ firstName: '<script>Lan</script>' }) }),
    })
    expect(placed.statusCode).toBe(201)
    await t.app.mailOutbox.drain()

    const [guest] = sink.to('lan@example.com')
    expect(guest!.raw).toContain('multipart/alternative')
    const [row] = await t.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('kind', '=', 'order-confirmation')
      .execute()
    expect(guest!.text).toBe(row!.text)
    expect(guest!.html).toContain('<html dir="ltr" lang="vi">')
    expect(guest!.html).toContain('Xin chào &lt;script&gt;Lan&lt;/script&gt;,')
    expect(guest!.html).not.toContain('<script')
    expect(guest!.html).toContain('Bên bán: Quán s.r.o.')
    const button =
      /<a href="https:\/\/quan\.example\/track-order[^"]*"[^>]*background-color:(#[0-9a-f]{6})/.exec(
        guest!.html!,
      )
    expect(button).not.toBeNull()
    expect(contrast(button![1]!, '#ffffff')).toBeGreaterThanOrEqual(4.5)

    const [alert] = sink.to('kitchen@quan.test')
    expect(alert!.html).toContain('<html dir="ltr" lang="sk">')
    expect(alert!.html).toContain('Nová objednávka')
  })
})
