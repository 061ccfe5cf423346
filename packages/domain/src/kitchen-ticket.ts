import { z } from 'zod'
import { ALLERGEN_NAMES } from './allergen-names'
import type { AdminOrder } from './answers/order'
import { weekdayOf, dateParts } from './calendar-days'
import type { Fulfilment } from './fulfilment'
import { VALIDATION_CODES } from './error-codes'
import { LANGUAGES, type Language } from './language'
import { textIn } from './menu-texts'
import { localDate, localTime } from './schedule'

/**
 * The kitchen ticket (issue 23 §2): what the cooks read off an 80 mm slip, as plain data already
 * in the kitchen's language. The web's print view and the server's ESC/POS printer both lay out
 * this one content, so a ticket reads the same on paper from either; the server prints without
 * i18next, which is why the ticket's fixed words live here and not in the web's locale files.
 */

/** The fixed words a ticket prints around the order's own texts. */
export interface KitchenTicketWords {
  title: string
  /** Due as soon as possible: no time was chosen. */
  asap: string
  due: string
  placed: string
  pickup: string
  delivery: string
  /** A dine-in order's fulfilment, printed with its table ('Table T3'). */
  dineIn: string
  table: string
  guest: string
  phone: string
  address: string
  notes: string
  allergens: string
  /** Weekdays from Sunday, short, for a ticket due on another day than it was placed. */
  weekdays: readonly [string, string, string, string, string, string, string]
}

export const KITCHEN_TICKET_WORDS: Record<Language, KitchenTicketWords> = {
  en: {
    title: 'Kitchen ticket',
    asap: 'ASAP',
    due: 'Due',
    placed: 'Placed',
    pickup: 'Pickup',
    delivery: 'Delivery',
    dineIn: 'Dine-in',
    table: 'Table',
    guest: 'Guest',
    phone: 'Phone',
    address: 'Address',
    notes: 'Notes',
    allergens: 'Allergens',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  vi: {
    title: 'Phiếu bếp',
    asap: 'Càng sớm càng tốt',
    due: 'Hẹn lúc',
    placed: 'Đặt lúc',
    pickup: 'Tự đến lấy',
    delivery: 'Giao hàng',
    dineIn: '\u0102n t\u1ea1i b\u00e0n',
    table: 'Bàn',
    guest: 'Khách',
    phone: 'Điện thoại',
    address: 'Địa chỉ',
    notes: 'Ghi chú',
    allergens: 'Chất gây dị ứng',
    weekdays: ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'],
  },
  sk: {
    title: 'Kuchynský lístok',
    asap: 'Čo najskôr',
    due: 'Na čas',
    placed: 'Prijatá',
    pickup: 'Osobný odber',
    delivery: 'Rozvoz',
    dineIn: 'Na mieste',
    table: 'Stôl',
    guest: 'Hosť',
    phone: 'Telefón',
    address: 'Adresa',
    notes: 'Poznámky',
    allergens: 'Alergény',
    weekdays: ['ne', 'po', 'ut', 'st', 'št', 'pi', 'so'],
  },
}

export interface KitchenTicketLine {
  quantity: number
  /** The dish's name as sold, in the ticket's language (its base name where that is blank). */
  name: string
  /** Each chosen option as "Group: Choice", in the dish's order. */
  choices: string[]
  /**
   * The line's allergens by name; null when the dish's allergens were never stated, which is not
   * the same as none (an empty list).
   */
  allergens: string[] | null
}

export interface KitchenTicket {
  language: Language
  words: KitchenTicketWords
  /** The order's tracking code, which the guest quotes at the counter. */
  code: string
  due: {
    asap: boolean
    /** 'HH:MM' on the restaurant's clock; null as soon as possible. */
    time: string | null
    /** 'Sat 28/11' when due on another day than placed (an order for later); else null. */
    day: string | null
    /** The whole due as printed: 'ASAP', '19:30' or 'Sat 28/11 19:30'. */
    text: string
  }
  /** When the guest placed it, 'HH:MM' on the restaurant's clock, and that day. */
  placed: { time: string; day: string }
  fulfilment: Fulfilment
  fulfilmentText: string
  /** The table a dine-in order is served at ('T3', printed after `words.table`); else null. */
  table: string | null
  /** Where a delivery goes, one line each (street, postal code and city); null for a pickup. */
  address: string[] | null
  guest: { name: string; phone: string }
  lines: KitchenTicketLine[]
  /** The guest's notes; null when there are none, so a blank note prints no empty box. */
  notes: string | null
}

export interface KitchenTicketOptions {
  language: Language
  timeZone: string
}

/** A calendar date as a ticket names a day: 'Sat 28/11', 'T7 28/11', 'so 28. 11.'. */
export function ticketDayText(date: string, language: Language): string {
  const [, month, day] = dateParts(date)
  const weekday = KITCHEN_TICKET_WORDS[language].weekdays[weekdayOf(date)]
  return language === 'sk' ? `${weekday} ${day}. ${month}.` : `${weekday} ${day}/${month}`
}

/** The kitchen ticket of an order, in `language`, its times on the restaurant's clock. */
export function kitchenTicket(
  order: AdminOrder,
  { language, timeZone }: KitchenTicketOptions,
): KitchenTicket {
  const words = KITCHEN_TICKET_WORDS[language]
  const placedAt = new Date(order.createdAt)
  const placedDate = localDate(placedAt, timeZone)
  const placed = { time: localTime(placedAt, timeZone), day: ticketDayText(placedDate, language) }

  let due: KitchenTicket['due'] = { asap: true, time: null, day: null, text: words.asap }
  if (order.dueAt) {
    const dueAt = new Date(order.dueAt)
    const time = localTime(dueAt, timeZone)
    const dueDate = localDate(dueAt, timeZone)
    // The day is printed only when it differs from the day placed: a slip for tomorrow must not
    // be cooked tonight, and one for tonight reads quickest as a bare time.
    const day = dueDate === placedDate ? null : ticketDayText(dueDate, language)
    due = { asap: false, time, day, text: day ? `${day} ${time}` : time }
  }

  const delivery = order.fulfilment === 'delivery'
  const { street, postalCode, city } = order.address
  const address = delivery
    ? [street.trim(), `${postalCode.trim()} ${city.trim()}`.trim()].filter(Boolean)
    : null

  const notes = order.notes?.trim() ? order.notes.trim() : null

  return {
    language,
    words,
    code: order.trackingCode,
    due,
    placed,
    fulfilment: order.fulfilment,
    fulfilmentText: delivery
      ? words.delivery
      : order.fulfilment === 'dine-in'
        ? words.dineIn
        : words.pickup,
    table: order.tableName ?? null,
    address,
    guest: { name: order.customerInfo.name, phone: order.customerInfo.phone },
    lines: order.items.map((item) => ({
      quantity: item.quantity,
      name: textIn(item, 'name', language),
      choices: item.choices.map(
        (option) => `${textIn(option, 'group', language)}: ${textIn(option, 'label', language)}`,
      ),
      allergens: item.allergens
        ? item.allergens.map((allergen) => ALLERGEN_NAMES[language][allergen])
        : null,
    })),
    notes,
  }
}

/**
 * When a network printer (PRINTER_URL) prints a ticket by itself: as the kitchen accepts the
 * order (Pending to Preparing, the default: a refused order wastes no paper), or as it arrives.
 */
export const TICKET_PRINT_MOMENTS = ['accepted', 'arrived'] as const
export type TicketPrintMoment = (typeof TICKET_PRINT_MOMENTS)[number]

/** The kitchen-ticket settings (issue 23 §2), in the back office's Settings. */
export interface KitchenTicketSettings {
  /** The kitchen's language, which every ticket is printed in whoever ordered. */
  language: Language
  printOn: TicketPrintMoment
}

/** GET and PUT /api/admin/kitchen-tickets: both at once. */
export const kitchenTicketSettingsShape = z
  .object(
    {
      language: z.enum(LANGUAGES, { error: VALIDATION_CODES.ticketLanguageInvalid }),
      printOn: z.enum(TICKET_PRINT_MOMENTS, { error: VALIDATION_CODES.ticketPrintOnInvalid }),
    },
    { error: VALIDATION_CODES.bodyNotObject },
  )
  .strict()
