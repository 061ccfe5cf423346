import { DEMO_IDENTITY, type RestaurantIdentity } from '@quan/domain'
import { describe, expect, it } from 'vitest'
import { contactForward } from './contact'
import { longDate, people } from './format'
import {
  orderAlert,
  orderCancellation,
  orderConfirmation,
  orderLate,
  type OrderForMail,
} from './order'
import { bookingMail } from './reservation'

describe('longDate', () => {
  it.each([
    ['en', 'Sunday 8 March 2026'],
    ['vi', 'Chủ nhật, 08/03/2026'],
    ['sk', '8. marca 2026 (nedeľa)'],
  ] as const)('writes 2026-03-08 in %s as %s', (language, text) => {
    expect(longDate('2026-03-08', language)).toBe(text)
  })
})

describe('people', () => {
  it.each([
    [1, 'en', '1 person'],
    [4, 'en', '4 people'],
    [1, 'sk', '1 osobu'],
    [2, 'sk', '2 osoby'],
    [4, 'sk', '4 osoby'],
    [5, 'sk', '5 osôb'],
    [10, 'sk', '10 osôb'],
    [1, 'vi', '1 người'],
  ] as const)('counts %i in %s as %s', (count, language, text) => {
    expect(people(count, language)).toBe(text)
  })
})

const ORDER: OrderForMail = {
  restaurant: DEMO_IDENTITY,
  trackingCode: 'QN123456',
  firstName: 'Lan',
  lastName: 'Nguyen',
  phone: '0901234567',
  email: 'lan@example.com',
  street: 'Obchodná 1',
  city: 'Bratislava',
  state: 'Bratislavský kraj',
  zipcode: '81106',
  country: 'Slovakia',
  notes: null,
  orderType: 'registered',
  subtotalCents: 2500,
  deliveryFeeCents: 0,
  amountCents: 2500,
  language: 'en',
  placedAt: { date: '2026-03-02', time: '12:00' },
  lines: [
    { name: 'Beef pho', options: [], quantity: 2, unitPriceCents: 1250, allergens: ['fish'] },
  ],
}

describe('orderConfirmation', () => {
  it('writes the English confirmation, a free delivery as free, and no note line without one', () => {
    expect(orderConfirmation(ORDER, 'https://quan.example')).toEqual({
      subject: 'Your order QN123456 at Quán',
      text: [
        'Hello Lan,',
        '',
        'Thank you for your order. We have it and will start cooking soon.',
        '',
        'Order code: QN123456',
        '',
        '2 × Beef pho: €25',
        '   Allergens: Fish',
        '',
        'Subtotal: €25',
        'Delivery: free',
        'Total: €25',
        '',
        'Delivery address:',
        'Lan Nguyen',
        'Obchodná 1',
        '81106 Bratislava',
        'Bratislavský kraj, Slovakia',
        'Phone: 0901234567',
        '',
        'Follow your order: https://quan.example/track-order?code=QN123456',
        '(enter the order code and your phone number there)',
        '',
        'Kind regards,',
        'Quán',
        'Obchodná 12, 811 06 Bratislava',
      ].join('\n'),
    })
  })
})

describe('the allergens in the confirmation (issue 12 §2)', () => {
  it.each([
    ['en', ['   Allergens: Eggs, Fish', '   Allergens: not stated, please ask us']],
    [
      'vi',
      [
        '   Chất gây dị ứng: Trứng, Cá',
        '   Chất gây dị ứng: chưa khai báo, vui lòng hỏi chúng tôi',
      ],
    ],
    ['sk', ['   Alergény: Vajcia, Ryby', '   Alergény: neuvedené, opýtajte sa nás']],
  ] as const)('are told under each line in %s, or that they are not stated', (language, told) => {
    const lines = [
      {
        name: 'Phở',
        options: ['Egg'],
        quantity: 1,
        unitPriceCents: 1250,
        allergens: ['eggs', 'fish'],
      },
      { name: 'Chè', options: [], quantity: 1, unitPriceCents: 350, allergens: null },
    ] satisfies OrderForMail['lines']
    const { text } = orderConfirmation({ ...ORDER, language, lines }, '')
    const textLines = text.split('\n')
    expect(textLines[textLines.indexOf(told[0]) - 1]).toMatch(
      /^1 × Phở \(Egg\): (€12\.50|12,50\u00a0€)$/,
    )
    expect(textLines[textLines.indexOf(told[1]) - 1]).toMatch(/^1 × Chè: (€3\.50|3,50\u00a0€)$/)
  })
})

describe('the delivery estimate in the confirmation', () => {
  it.each([
    ['en', 'Estimated delivery: 45-75 minutes'],
    ['vi', 'Thời gian giao hàng dự kiến: 45-75 phút'],
    ['sk', 'Predpokladané doručenie: 45-75 minút'],
  ] as const)('is told in %s after the total', (language, line) => {
    const estimate = { fromMinutes: 45, toMinutes: 75 }
    const { text } = orderConfirmation({ ...ORDER, language, estimate }, '')
    const textLines = text.split('\n')
    expect(textLines[textLines.indexOf(line) - 1]).toMatch(/: (€25|25,00\u00a0€)$/)
  })
})

describe('a pickup, and an order for later, in the confirmation (issue 11 §1, §2)', () => {
  const PICKUP: OrderForMail = {
    ...ORDER,
    fulfilment: 'pickup',
    street: '',
    city: '',
    state: '',
    zipcode: '',
    country: '',
    // The pickup lead time, not the delivery estimate (issue 19 §2.5).
    estimate: { fromMinutes: 20, toMinutes: 20 },
  }

  it.each([
    ['en', 'You collect your order at:', 'Ready for pickup in about 20 minutes'],
    ['vi', 'Bạn đến lấy món tại:', 'Món sẽ sẵn sàng để lấy sau khoảng 20 phút'],
    [
      'sk',
      'Objednávku si vyzdvihnete na adrese:',
      'Pripravené na vyzdvihnutie približne o 20 minút',
    ],
  ] as const)(
    'tells a pickup in %s where to collect it, with no delivery line',
    (language, where, ready) => {
      const { text } = orderConfirmation({ ...PICKUP, language }, 'https://quan.example')
      const textLines = text.split('\n')
      expect(textLines).toContain(where)
      expect(textLines).toContain('Obchodná 12')
      expect(textLines).toContain(ready)
      expect(text).not.toMatch(/^(Delivery|Phí giao hàng|Doručenie):/m)
    },
  )

  it.each([
    ['en', 'delivery', 'Delivery at: Tuesday 3 March 2026, 12:30'],
    ['en', 'pickup', 'Ready for pickup at: Tuesday 3 March 2026, 12:30'],
    ['vi', 'delivery', 'Giao hàng lúc: Thứ Ba, 03/03/2026, 12:30'],
    ['sk', 'pickup', 'Pripravené na vyzdvihnutie: 3. marca 2026 (utorok), 12:30'],
  ] as const)('promises the slot in %s (%s), not the estimate', (language, fulfilment, line) => {
    const { text } = orderConfirmation(
      {
        ...PICKUP,
        fulfilment,
        language,
        due: { date: '2026-03-03', time: '12:30' },
      },
      'https://quan.example',
    )
    expect(text.split('\n')).toContain(line)
    expect(text).not.toContain('30-60')
  })
})

describe('an order at a table in the mails (issue 24 §5)', () => {
  const AT_TABLE: OrderForMail = {
    ...ORDER,
    fulfilment: 'dine-in',
    tableName: '3',
    street: '',
    city: '',
    state: '',
    zipcode: '',
    country: '',
    deliveryFeeCents: 0,
    payment: { method: 'cash', state: 'none' },
  }

  it.each([
    ['en', 'Your table: 3', 'Payment: in cash at the counter'],
    ['vi', 'B\u00e0n c\u1ee7a b\u1ea1n: 3', 'Thanh toán: bằng tiền mặt tại quầy'],
    ['sk', 'V\u00e1\u0161 st\u00f4l: 3', 'Platba: v hotovosti pri pulte'],
  ] as const)(
    'tells the guest in %s their table, no address and no fee',
    (language, table, pay) => {
      const { text } = orderConfirmation({ ...AT_TABLE, language }, 'https://quan.example')
      const textLines = text.split('\n')
      expect(textLines).toContain(table)
      expect(textLines).toContain(pay)
      expect(text).not.toMatch(/You collect|đến lấy món|vyzdvihnete/)
      expect(text).not.toMatch(/^(Delivery|Phí giao hàng|Doručenie):/m)
    },
  )

  it('tells a guest at a table when their late order comes to the table', () => {
    const { text } = orderLate(
      {
        restaurant: ORDER.restaurant,
        trackingCode: 'AB123456',
        firstName: 'Lan',
        language: 'en',
        fulfilment: 'dine-in',
        lateMinutes: 10,
        expected: { date: null, time: '19:40' },
      },
      'https://quan.example',
    )
    expect(text).toContain('We now expect to bring it to your table at 19:40.')
  })

  it('tells the kitchen which table to serve', () => {
    const { subject, text } = orderAlert(AT_TABLE, 'en')
    expect(subject).toMatch(/^New dine-in order /)
    expect(text.split('\n')).toContain('Dine-in: serve it at table 3.')
    expect(text).not.toContain('Deliver to:')
  })
})

describe('the way of paying in the mails (issue 22 §1)', () => {
  const textOf = (order: OrderForMail) => orderConfirmation(order, 'https://quan.example').text
  it('says how the guest pays, and whether an online payment is in', () => {
    const card = { ...ORDER, fulfilment: 'pickup' as const }
    expect(textOf({ ...card, payment: { method: 'card', state: 'none' } })).toContain(
      '\nTotal: €25\nPayment: by card at the counter\n',
    )
    expect(textOf({ ...ORDER, payment: { method: 'cash', state: 'none' } })).toContain(
      'Payment: in cash on delivery',
    )
    const online = { ...ORDER, language: 'sk' as const }
    expect(textOf({ ...online, payment: { method: 'online', state: 'paid' } })).toContain(
      'Platba: zaplatené online',
    )
    expect(textOf({ ...online, payment: { method: 'online', state: 'awaiting' } })).toContain(
      'Platba: online, zatiaľ nezaplatené',
    )
  })

  it('tells the restaurant in its own language', () => {
    const order = { ...ORDER, payment: { method: 'online', state: 'paid' } as const }
    expect(orderAlert(order, 'vi').text).toContain('Thanh toán: đã thanh toán trực tuyến')
    expect(orderAlert(ORDER, 'en').text).not.toContain('Payment:')
  })
})

describe('bookingMail', () => {
  const booking = {
    restaurant: DEMO_IDENTITY,
    customerName: 'Lan',
    date: '2026-03-10',
    time: '19:00',
    numberOfPeople: 2,
    language: 'en' as const,
  }

  it('leaves the reason out of a cancellation when none was given', () => {
    const mail = bookingMail('cancelled', booking, 'https://quan.example')

    expect(mail.subject).toBe('Your booking at Quán is cancelled: Tuesday 10 March 2026 at 19:00')
    expect(mail.text).not.toContain('Reason')
    expect(mail.text).toContain(
      'You are welcome to choose another time: https://quan.example/reservation',
    )
  })

  it('gives the reason when there is one', () => {
    const mail = bookingMail('cancelled', { ...booking, reason: 'Closed for a private event' }, '')

    expect(mail.text).toContain('has been cancelled.\nReason: Closed for a private event\n')
  })
})

describe('a confirmation with a promo code (issue 11 §4)', () => {
  const withCode: OrderForMail = {
    ...ORDER,
    deliveryFeeCents: 200,
    promoCode: 'PHO10',
    discountCents: 250,
    amountCents: 2450,
  }

  it.each([
    ['en', 'Delivery: €2\nPromo code PHO10: −€2.50\nTotal: €24.50'],
    [
      'vi',
      'Phí giao hàng: 2,00\u00a0€\nMã khuyến mãi PHO10: −2,50\u00a0€\nTổng cộng: 24,50\u00a0€',
    ],
    ['sk', 'Doručenie: 2,00\u00a0€\nZľavový kód PHO10: −2,50\u00a0€\nSpolu: 24,50\u00a0€'],
  ] as const)('names the code and what it took off, above the total, in %s', (language, lines) => {
    const { text } = orderConfirmation({ ...withCode, language }, 'https://quan.example')
    expect(text).toContain(lines)
  })

  it('says nothing of a code on an order without one', () => {
    expect(orderConfirmation(ORDER, 'https://quan.example').text).not.toMatch(/Promo code/)
  })
})

// Issue 12 §4: what a native reader of each mail notices, held by rules rather than by one text.
describe('the guest mails as their readers write', () => {
  const days = ['2026-03-02', '2026-03-04', '2026-03-07', '2026-03-08'] // Mon, Wed, Sat, Sun
  const mailsIn = (language: 'vi' | 'en' | 'sk') =>
    days.flatMap((date) => [
      orderConfirmation({ ...ORDER, language, due: { date, time: '12:30' } }, 'https://q.example'),
      orderCancellation(
        {
          restaurant: DEMO_IDENTITY,
          trackingCode: 'QN123456',
          firstName: 'Lan',
          language,
          placedAt: { date, time: '12:00' },
          reason: 'x',
        },
        'https://q.example',
      ),
      ...(['received', 'confirmed', 'cancelled'] as const).map((news) =>
        bookingMail(
          news,
          {
            restaurant: DEMO_IDENTITY,
            customerName: 'Lan',
            date,
            time: '18:30',
            numberOfPeople: 2,
            language,
            reason: 'x',
          },
          'https://q.example',
        ),
      ),
    ])

  // A Slovak letter goes on in lower case after 'Dobrý deň, …,'; Vietnamese and English do not.
  it.each([
    ['vi', /^Xin chào .*,$/],
    ['en', /^Hello .*,$/],
  ] as const)('start the %s body with a capital after the greeting line', (language, hello) => {
    for (const mail of mailsIn(language)) {
      const [greeting, blank, body] = mail.text.split('\n')
      expect(greeting).toMatch(hello)
      expect(blank).toBe('')
      expect(body?.charAt(0), body).toBe(body?.charAt(0).toLocaleUpperCase(language))
    }
  })

  it('name the tracking code one way in Vietnamese, and Sunday as the shop’s texts do', () => {
    for (const mail of mailsIn('vi')) {
      const words = `${mail.subject}\n${mail.text}`
      expect(words).not.toMatch(/[Tt]racking|[Mm]ã đơn hàng|Chủ Nhật/)
    }
    expect(orderConfirmation({ ...ORDER, language: 'vi' }, '').text).toContain('Mã theo dõi: ')
  })

  it('never put a Slovak weekday after “na” or “o”, where it would need another case', () => {
    const weekdays = /\b(na|o):? (pondelok|utorok|streda|štvrtok|piatok|sobota|nedeľa)/
    for (const mail of mailsIn('sk')) expect(`${mail.subject}\n${mail.text}`).not.toMatch(weekdays)
  })

  it('write amounts as each reader does: €12.50, 12,50 €', () => {
    const amounts = (language: 'vi' | 'en' | 'sk') =>
      orderConfirmation({ ...ORDER, language }, '').text.match(/\S*€\S*/g)
    expect(amounts('en')).toEqual(['€25', '€25', '€25'])
    expect(orderConfirmation({ ...ORDER, language: 'sk' }, '').text).toContain(
      'Spolu: 25,00\u00a0€',
    )
    expect(orderConfirmation({ ...ORDER, language: 'vi' }, '').text).toContain(
      'Tổng cộng: 25,00\u00a0€',
    )
    expect(orderConfirmation({ ...ORDER, language: 'vi' }, '').text).not.toMatch(/€\d/)
  })
})

// Issue 19 §5: a letter ends as a letter does, and the restaurant reads its own mails in the
// back office's language.
describe('the mails, second review', () => {
  const days = ['2026-03-02', '2026-03-08']
  const guestMails = (language: 'vi' | 'en' | 'sk') =>
    days.flatMap((date) => [
      orderConfirmation({ ...ORDER, language, due: { date, time: '12:30' } }, 'https://q.example'),
      orderCancellation(
        {
          restaurant: DEMO_IDENTITY,
          trackingCode: 'QN123456',
          firstName: 'Lan',
          language,
          placedAt: { date, time: '12:00' },
          reason: 'x',
        },
        'https://q.example',
      ),
      ...(['received', 'confirmed', 'cancelled'] as const).map((news) =>
        bookingMail(
          news,
          {
            restaurant: DEMO_IDENTITY,
            customerName: 'Lan',
            date,
            time: '18:30',
            numberOfPeople: 2,
            language,
            reason: 'x',
          },
          'https://q.example',
        ),
      ),
    ])

  it.each([
    ['en', 'Kind regards,'],
    ['vi', 'Trân trọng,'],
    ['sk', 'S pozdravom'],
  ] as const)('to a guest in %s end with “%s”, the restaurant and its address', (language, bye) => {
    for (const mail of guestMails(language)) {
      expect(mail.text.split('\n').slice(-4)).toEqual([
        '',
        bye,
        'Quán',
        'Obchodná 12, 811 06 Bratislava',
      ])
    }
  })

  // Issue 21 §1: the restaurant as its owner saved it, not the demo's.
  it('name the restaurant as it was set up when they were written, and end with its address', () => {
    const phoHaNoi: RestaurantIdentity = {
      ...DEMO_IDENTITY,
      name: 'Phở Hà Nội',
      address: { street: 'Hlavná 5', postalCode: '040 01', city: 'Košice' },
    }
    const date = '2026-03-02'
    const mails = [
      orderConfirmation(
        { ...ORDER, restaurant: phoHaNoi, fulfilment: 'pickup', language: 'sk' },
        'https://q.example',
      ),
      orderCancellation(
        {
          restaurant: phoHaNoi,
          trackingCode: 'QN123456',
          firstName: 'Lan',
          language: 'vi',
          placedAt: { date, time: '12:00' },
          reason: 'x',
        },
        'https://q.example',
      ),
      bookingMail(
        'confirmed',
        {
          restaurant: phoHaNoi,
          customerName: 'Lan',
          date,
          time: '18:30',
          numberOfPeople: 2,
          language: 'en',
        },
        'https://q.example',
      ),
    ]
    for (const mail of mails) {
      expect(mail.subject).toContain('Phở Hà Nội')
      expect(mail.text.split('\n').slice(-2)).toEqual(['Phở Hà Nội', 'Hlavná 5, 040 01 Košice'])
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/Quán|Obchodná|Bratislava/)
    }
    // A pickup is collected where the restaurant is now.
    expect(mails[0]!.text).toContain(
      'Objednávku si vyzdvihnete na adrese:\nPhở Hà Nội\nHlavná 5\n040 01 Košice',
    )
  })

  const MESSAGE = {
    name: 'Ján Novák',
    email: 'jan@example.com',
    subject: 'feedback' as const,
    message: 'Výborné phở!',
    language: 'sk' as const,
    sentAt: { date: '2026-03-02', time: '12:00' },
  }
  const withCode: OrderForMail = {
    ...ORDER,
    deliveryFeeCents: 200,
    promoCode: 'PHO10',
    discountCents: 250,
    amountCents: 2450,
    notes: 'Zvoňte dvakrát',
    due: { date: '2026-03-03', time: '12:30' },
  }

  it('alert the restaurant in Slovak, each name after a colon or a dash', () => {
    const alert = orderAlert({ ...withCode, fulfilment: 'pickup' }, 'sk')
    expect(alert.subject).toBe(
      'Nová objednávka na osobný odber QN123456 – Lan Nguyen, 24,50\u00a0€',
    )
    expect(alert.text.split('\n')).toEqual([
      'Nová objednávka QN123456, prijatá 2. 3. 2026 o 12:00.',
      'Termín: 3. marca 2026 (utorok), 12:30 (objednávka na neskôr)',
      '',
      'Suma: 24,50\u00a0€ (jedlá 25,00\u00a0€, doručenie 2,00\u00a0€, zľavový kód PHO10 −2,50\u00a0€)',
      'Hosť: Lan Nguyen (registrovaný zákazník)',
      'Telefón: 0901234567',
      'E-mail: lan@example.com',
      'Jazyk hosťa: angličtina',
      '',
      '2 × Beef pho: 25,00\u00a0€',
      '   Alergény: Ryby',
      '',
      'Osobný odber: hosť si objednávku vyzdvihne v reštaurácii.',
      '',
      'Poznámka: Zvoňte dvakrát',
    ])
    const forward = contactForward(MESSAGE, 'sk')
    expect(forward.subject).toBe('Správa z kontaktného formulára: Spätná väzba – Ján Novák')
    expect(forward.text).toContain('Odpoveďou na tento e-mail odpoviete priamo: Ján Novák.')
  })

  it('alert the restaurant in Vietnamese', () => {
    const alert = orderAlert(withCode, 'vi')
    expect(alert.subject).toBe('Đơn mới QN123456 – Lan Nguyen, 24,50\u00a0€')
    expect(alert.text).toContain('Khách: Lan Nguyen (thành viên đã đăng ký)')
    expect(alert.text).toContain('Giao đến:\nLan Nguyen\nObchodná 1')
    expect(contactForward(MESSAGE, 'vi').subject).toBe('Tin nhắn liên hệ: Góp ý – Ján Novák')
  })

  it.each(['vi', 'sk'] as const)('leave no English word in an alert in %s', (language) => {
    const english =
      /\b(New|order|Amount|dishes|delivery|Guest|Phone|Language|Deliver|Pickup|Note|Due|Subject|wrote|Reply|Contact)\b/
    for (const mail of [
      orderAlert(withCode, language),
      orderAlert({ ...withCode, fulfilment: 'pickup', due: null }, language),
      contactForward(MESSAGE, language),
    ]) {
      expect(`${mail.subject}\n${mail.text}`.replace(/Beef pho|Výborné phở!/g, '')).not.toMatch(
        english,
      )
    }
  })
})
