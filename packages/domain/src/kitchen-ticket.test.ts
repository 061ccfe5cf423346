import { describe, expect, it } from 'vitest'
import type { AdminOrder } from './answers/order'
import { LANGUAGES } from './language'
import { KITCHEN_TICKET_WORDS, kitchenTicket, ticketDayText } from './kitchen-ticket'

const zone = 'Europe/Bratislava'

const order = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  _id: 'o1',
  trackingCode: 'QN123456',
  customerInfo: { name: 'Lan Nguyen', phone: '+421 902 345 678', email: 'lan@example.com' },
  address: {
    firstName: 'Lan',
    lastName: 'Nguyen',
    street: 'Obchodná 1',
    city: 'Bratislava',
    state: 'Bratislavský kraj',
    postalCode: '811 06',
    country: 'Slovakia',
  },
  subtotal: 40.5,
  deliveryFee: 2,
  amount: 42.5,
  payment: false,
  paymentMethod: 'cash',
  paymentState: 'none',
  refunds: [],
  // 18:42 in Bratislava (UTC+1 in November), a Friday.
  date: '2026-11-27T17:42:00.000Z',
  createdAt: '2026-11-27T17:42:00.000Z',
  updatedAt: '2026-11-27T17:42:00.000Z',
  status: 'Pending',
  orderType: 'guest',
  fulfilment: 'delivery',
  dueAt: null,
  items: [
    {
      _id: 'food-1',
      name: 'Phở bò',
      nameVI: 'Phở bò tái',
      nameEN: 'Beef pho',
      nameSK: '',
      price: 12.5,
      quantity: 2,
      selectedOptions: { Size: 'l' },
      choices: [
        {
          group: 'Size',
          groupVI: 'Cỡ',
          groupEN: '',
          groupSK: 'Veľkosť',
          code: 'l',
          label: 'Large',
          labelVI: 'Lớn',
          labelEN: '',
          labelSK: 'Veľká',
        },
      ],
      allergens: ['gluten', 'soy'],
    },
    {
      _id: 'food-2',
      name: 'Trà đá',
      nameVI: '',
      nameEN: 'Iced tea',
      nameSK: 'Ľadový čaj',
      price: 2,
      quantity: 1,
      choices: [],
      allergens: null,
    },
  ],
  notes: '  No coriander, please  ',
  events: [],
  ...over,
})

describe('the kitchen ticket (issue 23 §2)', () => {
  it('reads each line in the kitchen’s language, falling back to the name as sold', () => {
    const ticket = kitchenTicket(order(), { language: 'sk', timeZone: zone })
    expect(ticket.lines).toEqual([
      {
        quantity: 2,
        name: 'Phở bò',
        choices: ['Veľkosť: Veľká'],
        allergens: ['Obilniny obsahujúce lepok', 'Sójové zrná'],
      },
      { quantity: 1, name: 'Ľadový čaj', choices: [], allergens: null },
    ])
    expect(kitchenTicket(order(), { language: 'vi', timeZone: zone }).lines[0]).toMatchObject({
      name: 'Phở bò tái',
      choices: ['Cỡ: Lớn'],
      allergens: ['Ngũ cốc chứa gluten', 'Đậu nành'],
    })
    expect(kitchenTicket(order(), { language: 'en', timeZone: zone }).lines).toMatchObject([
      { name: 'Beef pho', choices: ['Size: Large'] },
      { name: 'Iced tea' },
    ])
  })

  it('tells stated-none allergens from never stated', () => {
    const items = order().items.map((item) => ({ ...item, allergens: [] }))
    const ticket = kitchenTicket(order({ items }), { language: 'en', timeZone: zone })
    expect(ticket.lines.map((line) => line.allergens)).toEqual([[], []])
  })

  it('is due as soon as possible without a slot, placed on the restaurant’s clock', () => {
    const ticket = kitchenTicket(order(), { language: 'en', timeZone: zone })
    expect(ticket.due).toEqual({ asap: true, time: null, day: null, text: 'ASAP' })
    expect(ticket.placed).toEqual({ time: '18:42', day: 'Fri 27/11' })
    expect(kitchenTicket(order(), { language: 'vi', timeZone: zone }).due.text).toBe(
      'Càng sớm càng tốt',
    )
  })

  it('prints a bare time when due the day it was placed, and the day with it when not', () => {
    const tonight = kitchenTicket(order({ dueAt: '2026-11-27T18:30:00.000Z' }), {
      language: 'en',
      timeZone: zone,
    })
    expect(tonight.due).toEqual({ asap: false, time: '19:30', day: null, text: '19:30' })

    // 00:30 on Saturday in Bratislava, though still Friday in UTC: the zone decides the day.
    const afterMidnight = order({ dueAt: '2026-11-27T23:30:00.000Z' })
    expect(kitchenTicket(afterMidnight, { language: 'en', timeZone: zone }).due).toEqual({
      asap: false,
      time: '00:30',
      day: 'Sat 28/11',
      text: 'Sat 28/11 00:30',
    })
    expect(kitchenTicket(afterMidnight, { language: 'sk', timeZone: zone }).due.text).toBe(
      'so 28. 11. 00:30',
    )
    expect(kitchenTicket(afterMidnight, { language: 'vi', timeZone: zone }).due.text).toBe(
      'T7 28/11 00:30',
    )
    // The same instant is still the day placed on a clock in UTC.
    expect(kitchenTicket(afterMidnight, { language: 'en', timeZone: 'UTC' }).due.day).toBeNull()
  })

  it('gives a delivery its address lines and a pickup none; neither has a table', () => {
    const delivery = kitchenTicket(order(), { language: 'sk', timeZone: zone })
    expect(delivery.fulfilmentText).toBe('Rozvoz')
    expect(delivery.address).toEqual(['Obchodná 1', '811 06 Bratislava'])
    expect(delivery.table).toBeNull()
    expect(delivery.guest).toEqual({ name: 'Lan Nguyen', phone: '+421 902 345 678' })

    const blank = { street: '', city: '', postalCode: '', state: '', country: '' }
    const pickup = kitchenTicket(
      order({ fulfilment: 'pickup', address: { ...order().address, ...blank } }),
      { language: 'en', timeZone: zone },
    )
    expect(pickup.fulfilmentText).toBe('Pickup')
    expect(pickup.address).toBeNull()
  })

  it('gives a dine-in order its table and no address (issue 24 §5)', () => {
    const blank = { street: '', city: '', postalCode: '', state: '', country: '' }
    const atTable = order({
      fulfilment: 'dine-in',
      tableName: 'Terrace 3',
      address: { ...order().address, ...blank },
    })
    const en = kitchenTicket(atTable, { language: 'en', timeZone: zone })
    expect(en.fulfilmentText).toBe('Dine-in')
    expect(en.table).toBe('Terrace 3')
    expect(en.address).toBeNull()
    expect(kitchenTicket(atTable, { language: 'vi', timeZone: zone }).fulfilmentText).toBe(
      '\u0102n t\u1ea1i b\u00e0n',
    )
    expect(kitchenTicket(atTable, { language: 'sk', timeZone: zone }).words.table).toBe('St\u00f4l')
  })

  it('keeps the notes trimmed, and none when blank or absent', () => {
    expect(kitchenTicket(order(), { language: 'en', timeZone: zone }).notes).toBe(
      'No coriander, please',
    )
    expect(kitchenTicket(order({ notes: '  \n ' }), { language: 'en', timeZone: zone }).notes).toBe(
      null,
    )
    expect(
      kitchenTicket(order({ notes: undefined }), { language: 'en', timeZone: zone }).notes,
    ).toBeNull()
  })

  it('has every fixed word in every language, and seven weekdays from Sunday', () => {
    for (const language of LANGUAGES) {
      const words = KITCHEN_TICKET_WORDS[language]
      for (const [key, value] of Object.entries(words)) {
        if (key === 'weekdays') continue
        expect(value, `${language}.${key}`).toMatch(/\S/)
      }
      expect(words.weekdays).toHaveLength(7)
      expect(kitchenTicket(order(), { language, timeZone: zone }).words).toBe(words)
    }
    // 2026-11-29 is a Sunday.
    expect(ticketDayText('2026-11-29', 'en')).toBe('Sun 29/11')
    expect(ticketDayText('2026-11-29', 'vi')).toBe('CN 29/11')
  })
})
