import type {
  AdminBooking,
  AdminMessage,
  AdminOrder,
  DayOfBookings,
  TodayFigures,
} from '@quan/domain/answers'
import { DEFAULT_RESTAURANT_HOURS } from '@quan/domain/restaurant/hours-calendar'
import type { DemoCounts } from '@quan/domain/answers/menu-file'
import { DEMO_IDENTITY } from '@quan/domain/restaurant'
import { vi } from 'vitest'
import type { Chime } from '../features/admin/orders/chime'
import { shopConfig } from './ordering-fixtures'
import { DEMO_WORDS } from '@quan/domain/restaurant/demo-words'
import { DEFAULT_VAT_SETTINGS } from '@quan/domain/vat'

/** The back office's tests run on this day in Bratislava (UTC+2 in April). */
export const TODAY = '2026-04-07'

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: 'o1',
    trackingCode: 'AB123456',
    customerInfo: { name: 'Lan Nguyen', phone: '+421 902 345 678', email: 'lan@example.com' },
    address: {
      firstName: 'Lan',
      lastName: 'Nguyen',
      street: 'Obchodná 1',
      city: 'Bratislava',
      state: 'Bratislavský kraj',
      postalCode: '81106',
      country: 'Slovakia',
    },
    subtotal: 40.5,
    deliveryFee: 2,
    amount: 42.5,
    payment: false,
    paymentMethod: 'cash',
    paymentState: 'none',
    refunds: [],
    date: '2026-04-07T10:30:00.000Z',
    createdAt: '2026-04-07T10:30:00.000Z',
    updatedAt: '2026-04-07T10:30:00.000Z',
    status: 'Pending',
    orderType: 'guest',
    fulfilment: 'delivery',
    dueAt: null,
    items: [
      {
        _id: 'food-2',
        name: 'Bún bò Huế',
        nameVI: '',
        nameEN: '',
        nameSK: '',
        price: 14,
        quantity: 2,
        selectedOptions: { Size: 'l' },
        choices: [
          {
            group: 'Size',
            groupVI: '',
            groupEN: '',
            groupSK: '',
            code: 'l',
            label: 'Large',
            labelVI: '',
            labelEN: '',
            labelSK: '',
          },
        ],
        allergens: ['fish'],
      },
      {
        _id: 'food-1',
        name: 'Phở bò',
        nameVI: '',
        nameEN: '',
        nameSK: '',
        price: 12.5,
        quantity: 1,
        choices: [],
        allergens: null,
      },
    ],
    notes: 'Ring twice',
    events: [],
    ...overrides,
  }
}

export function adminBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    _id: 'b1',
    customerName: 'Minh Tran',
    phone: '+421 903 111 222',
    email: 'minh@example.com',
    reservationDate: TODAY,
    reservationTime: '18:00',
    numberOfPeople: 4,
    note: 'Window table, please',
    status: 'pending',
    createdAt: '2026-04-05T09:00:00.000Z',
    updatedAt: '2026-04-05T09:00:00.000Z',
    handledBy: null,
    ...overrides,
  }
}

export function dayOfBookings(
  day: string,
  data: AdminBooking[],
  slots: DayOfBookings['slots'] = [],
): DayOfBookings {
  return { success: true, day, data, slots }
}

export function adminMessage(overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    _id: 'm1',
    name: 'Hana Kováčová',
    email: 'hana@example.com',
    subject: 'Birthday party',
    message: 'Can we bring our own cake?',
    createdAt: '2026-04-06T15:00:00.000Z',
    handled: false,
    handledAt: null,
    handledBy: null,
    ...overrides,
  }
}

export function todayFigures(overrides: Partial<TodayFigures> = {}): TodayFigures {
  return {
    day: TODAY,
    orders: {
      count: 9,
      byStatus: { Pending: 2, Preparing: 3, 'Out for delivery': 1, Delivered: 2, Cancelled: 1 },
      byFulfilment: { delivery: 6, pickup: 2, 'dine-in': 0 },
    },
    revenue: 212.5,
    paidRevenue: 80,
    bookings: { count: 5, covers: 18, pending: 2 },
    messages: { unhandled: 3 },
    ...overrides,
  }
}

/** A chime that records what it was asked to do; the browser allows sound unless told not. */
export function fakeChime(state: 'on' | 'blocked' | 'unsupported' = 'on') {
  const chime = {
    unlock: vi.fn(async () => state),
    play: vi.fn(),
  } satisfies Chime
  return chime
}

/** The calls every back office screen makes besides its own: the admin's account and the shop's facts. */
export const officeBasics = {
  'GET /api/admin/restaurant/identity': () => ({
    success: true,
    message: 'The restaurant',
    data: DEMO_IDENTITY,
  }),
  'GET /api/user/me': () => ({
    success: true,
    data: { _id: 'u1', name: 'Thu Trang', email: 'admin@quan.sk', role: 'admin' },
  }),
  'POST /api/cart/get': () => ({ success: true, cartData: {} }),
  'GET /api/config': () => shopConfig(),
  'GET /api/food/list': () => ({ success: true, data: [] }),
  'GET /api/admin/messages': () => ({ success: true, data: [] }),
  'GET /api/admin/kitchen': () => ({
    success: true,
    message: "The kitchen's pace",
    data: shopConfig().data.kitchen,
  }),
  'GET /api/admin/ordering': () => ({
    success: true,
    message: 'How orders are taken',
    data: {
      pickup: false,
      laterOrders: false,
      deliveryLeadMinutes: 45,
      pickupLeadMinutes: 20,
      slotCap: null,
    },
  }),
  // Issue 22 §1: cash only, no payment provider configured.
  'GET /api/admin/payments': () => ({
    success: true,
    message: 'The ways of paying',
    data: { cash: true, card: false, online: false, providerConfigured: false, provider: null },
  }),
  'GET /api/admin/restaurant/look': () => ({
    success: true,
    message: 'The restaurant’s look',
    data: {
      look: { brandColour: '#b5371b', logo: null, banner: null },
      tones: {
        brand: '#b5371b',
        brandDark: '#8d2b15',
        brandSoft: '#fbe8e4',
        darkenedForText: false,
      },
    },
  }),
  'GET /api/admin/restaurant/hours': () => ({
    success: true,
    message: 'The restaurant’s hours',
    data: DEFAULT_RESTAURANT_HOURS,
  }),
  // A restaurant set up, without the demo: no checklist, nothing to clear (issue 21 §5).
  'GET /api/admin/setup': () => setupAnswer(),
  'GET /api/admin/restaurant/words': () => ({
    success: true,
    message: 'The restaurant’s texts',
    data: DEMO_WORDS,
  }),
  'GET /api/admin/vat-rates': () => ({
    success: true,
    message: 'The VAT rates',
    data: DEFAULT_VAT_SETTINGS,
  }),
  // Issue 23 §2: tickets in Slovak, printed when accepted, and no network printer.
  'GET /api/admin/kitchen-tickets': () => ({
    success: true,
    message: 'The kitchen tickets',
    data: { language: 'sk', printOn: 'accepted' },
  }),
  'GET /api/admin/printer': () => ({ success: true, data: { configured: false, jobs: [] } }),
}

/** GET /api/admin/setup's answer: every step done and no demo, unless told otherwise. */
export function setupAnswer(
  overrides: { done?: Partial<Record<string, boolean>>; demo?: Partial<DemoCounts> } = {},
) {
  const steps = ['identity', 'hours', 'category', 'dish', 'deliveryAreas'] as const
  return {
    success: true,
    message: 'The restaurant’s setup',
    data: {
      steps: steps.map((id) => ({ id, done: overrides.done?.[id] ?? true })),
      demo: { dishes: 0, categories: 0, orders: 0, bookings: 0, ...overrides.demo },
    },
  }
}
