import { guestKeys } from './guest'
import type { RestaurantCountry } from './phone'

/** How many guests one slot seats, unless RESERVATION_CAPACITY says otherwise. */
export const DEFAULT_RESERVATION_CAPACITY = 40

/** How many nearby slots a full slot's answer suggests. */
export const FREE_SLOTS_SUGGESTED = 3

/** The guests one booking may bring: the form's choices, the schema's limits, the texts. */
export const PARTY_SIZE_MIN = 1
export const PARTY_SIZE_MAX = 10

export const RESERVATION_STATUSES = ['pending', 'confirmed', 'cancelled'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

export function isReservationStatus(value: unknown): value is ReservationStatus {
  return (RESERVATION_STATUSES as readonly unknown[]).includes(value)
}

/** A booking as far as seating goes: its slot, party size and status. */
export interface BookedParty {
  time: string
  people: number
  status: string
}

/** A cancelled booking frees its seats; pending ones hold them, as the guest expects to come. */
export function holdsSeats(status: string): boolean {
  return status !== 'cancelled'
}

/** Guests expected per slot ('HH:MM' → covers); slots without a booking are absent. */
export function coversByTime(parties: readonly BookedParty[]): Map<string, number> {
  const covers = new Map<string, number>()
  for (const party of parties) {
    if (!holdsSeats(party.status)) continue
    covers.set(party.time, (covers.get(party.time) ?? 0) + party.people)
  }
  return covers
}

/**
 * Pending bookings one phone number, or one e-mail, may hold for one day: a family booking lunch
 * and dinner fits, while nobody can fill a day with requests the staff must call back.
 */
export const MAX_PENDING_BOOKINGS_PER_GUEST = 3

export const TOO_MANY_BOOKINGS_MESSAGE =
  `This phone number or e-mail already has ${MAX_PENDING_BOOKINGS_PER_GUEST} bookings ` +
  'waiting for confirmation that day. Please wait for our call, or call us to change them.'

/** Who books, as far as the per-guest limit goes. */
export interface BookingGuest {
  phone: string
  email: string
}

/**
 * Whether `guest` may ask for one more table on a day whose bookings are `day`. Only pending ones
 * count: a confirmed booking was checked by a person, a cancelled one holds nothing. A guest is
 * known by their phone in any of its forms (of the restaurant's `country`, issue 19 §1.2) and
 * by their e-mail whatever its case.
 */
export function mayBookAnother(
  day: readonly (BookingGuest & { status: string })[],
  guest: BookingGuest,
  country: RestaurantCountry,
): boolean {
  const wanted = guestKeys(guest, country)
  let samePhone = 0
  let sameEmail = 0
  for (const booking of day) {
    if (booking.status !== 'pending') continue
    const held = guestKeys(booking, country)
    if (wanted.phone !== '' && held.phone === wanted.phone) samePhone += 1
    if (held.email === wanted.email) sameEmail += 1
  }
  return Math.max(samePhone, sameEmail) < MAX_PENDING_BOOKINGS_PER_GUEST
}

/** Whether a slot that already seats `booked` guests can take `party` more. */
export function canSeat(booked: number, party: number, capacity: number): boolean {
  return booked + party <= capacity
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

export interface FreeSlotQuery {
  /** The day's slots, e.g. reservationSlots(date). */
  slots: readonly string[]
  covers: ReadonlyMap<string, number>
  capacity: number
  party: number
  /** The slot that was asked for and is full; never suggested. */
  requested: string
  /** Today's current local time: slots at or before it have passed. Absent for a later day. */
  now?: string
  limit?: number
}

/**
 * The slots of the same day that can still take the party, nearest to the requested time first
 * (an earlier one wins a tie), at most `limit`, returned in the order of the day.
 */
export function nearestFreeSlots(query: FreeSlotQuery): string[] {
  const { slots, covers, capacity, party, requested, now } = query
  const target = minutesOf(requested)
  return slots
    .filter((slot) => slot !== requested && (now === undefined || slot > now))
    .filter((slot) => canSeat(covers.get(slot) ?? 0, party, capacity))
    .map((slot) => ({ slot, distance: Math.abs(minutesOf(slot) - target) }))
    .sort((a, b) => a.distance - b.distance || a.slot.localeCompare(b.slot))
    .slice(0, query.limit ?? FREE_SLOTS_SUGGESTED)
    .map(({ slot }) => slot)
    .sort()
}

/**
 * The sentence a guest reads when their slot cannot take the party, e.g.
 * 'This time is fully booked. Free nearby: 18:30, 20:00'.
 */
export function fullSlotMessage(booked: number, capacity: number, freeSlots: readonly string[]) {
  const left = Math.max(0, capacity - booked)
  const head =
    left === 0
      ? 'This time is fully booked.'
      : `This time has room for only ${left} more ${left === 1 ? 'guest' : 'guests'}.`
  return freeSlots.length > 0
    ? `${head} Free nearby: ${freeSlots.join(', ')}`
    : `${head} No other time that day has room for your party; please choose another day.`
}

export interface SlotLoad {
  time: string
  booked: number
  capacity: number
}

/**
 * Each of the day's slots with the guests it expects, in the order of the day. A booking at a
 * time that is no slot (the hours changed after it was made) still gets its line.
 */
export function slotLoads(
  slots: readonly string[],
  covers: ReadonlyMap<string, number>,
  capacity: number,
): SlotLoad[] {
  const times = [...new Set([...slots, ...covers.keys()])].sort()
  return times.map((time) => ({ time, booked: covers.get(time) ?? 0, capacity }))
}

export type ReservationAction = 'confirm' | 'cancel'

const MOVES: Record<
  ReservationAction,
  { from: readonly ReservationStatus[]; to: ReservationStatus }
> = {
  confirm: { from: ['pending'], to: 'confirmed' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
}

export type ReservationMove =
  { ok: true; from: ReservationStatus; to: ReservationStatus } | { ok: false; message: string }

/** Pending → confirmed; pending or confirmed → cancelled; nothing else. */
export function moveReservation(from: string, action: ReservationAction): ReservationMove {
  const move = MOVES[action]
  if ((move.from as readonly string[]).includes(from)) {
    return { ok: true, from: from as ReservationStatus, to: move.to }
  }
  if (from === move.to) {
    return { ok: false, message: `This booking is already ${move.to}.` }
  }
  return {
    ok: false,
    message: `A ${from} booking cannot be ${action === 'confirm' ? 'confirmed' : 'cancelled'}.`,
  }
}
