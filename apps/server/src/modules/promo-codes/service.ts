import {
  decidePromo,
  deliveryQuote,
  goesToAddress,
  formatEuroCents,
  promoFromEuros,
  promoToEuros,
  toCents,
  toEuros,
  type AppliedPromo,
  type DeliveryArea,
  type Fulfilment,
  type PromoCheckBody,
  type PromoCode,
  type PromoCodeBody,
  type PromoCodeView,
  type PromoRefusal,
} from '@quan/domain'
import type { Kysely, Selectable } from 'kysely'
import type { ShopContext } from '../../context'
import { isUniqueViolation } from '../../db/create-db'
import type { Database, PromoCodeTable } from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors'
import type { AuthUser } from '../../plugins/auth'
import {
  deletePromoCode,
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  promoFigures,
  promoToRow,
  countPromoUses,
  guestPromoUses,
  lockPromoCodes,
  rowToPromo,
  updatePromoCode,
  type Guest,
} from './repo'

// An order counts its code's uses, and gives one back when it is cancelled (admin-orders).
export { countPromoUses, type Guest } from './repo'

const FULFILMENT_IN_ENGLISH: Record<Fulfilment, string> = {
  delivery: 'delivery',
  pickup: 'pickup',
  'dine-in': 'dine-in',
}

/**
 * The 409 for a code that does not apply, one code per reason. A paused code and one that
 * never existed get the same answer, word for word.
 */
export function promoRefused(refusal: PromoRefusal): AppError {
  // Codes written out (the error-code test reads them here); PROMO_REFUSAL_CODES names the same.
  switch (refusal.reason) {
    case 'unknown':
      return conflict('PROMO_CODE_UNKNOWN', 'This promo code is not valid.')
    case 'expired':
      return conflict('PROMO_CODE_EXPIRED', 'This promo code has expired.')
    case 'not-yet-valid':
      return conflict('PROMO_CODE_NOT_YET_VALID', 'This promo code is not valid yet.')
    case 'used-up':
      return conflict('PROMO_CODE_USED_UP', 'This promo code has been used up.')
    case 'minimum-not-reached':
      return conflict(
        'PROMO_CODE_BELOW_MINIMUM',
        `This promo code needs an order of at least ${formatEuroCents(refusal.minimumCents)}. Add ${formatEuroCents(refusal.missingCents)} more.`,
        { minimum: toEuros(refusal.minimumCents), missing: toEuros(refusal.missingCents) },
      )
    case 'first-order-only':
      return conflict('PROMO_CODE_FIRST_ORDER_ONLY', 'This promo code is for a first order only.')
    case 'wrong-fulfilment':
      return conflict(
        'PROMO_CODE_WRONG_FULFILMENT',
        `This promo code is for ${FULFILMENT_IN_ENGLISH[refusal.fulfilment]} orders only.`,
        { fulfilment: refusal.fulfilment },
      )
  }
}

/** What an order's delivery costs for the check: nothing at the restaurant, else its area's fee. */
function feeForCheck(
  areas: readonly DeliveryArea[],
  body: PromoCheckBody,
  subtotalCents: number,
): number {
  if (body.fulfilment && !goesToAddress(body.fulfilment)) return 0
  if (body.postalCode) {
    const quote = deliveryQuote(areas, body.postalCode, subtotalCents)
    return quote.kind === 'outside' ? 0 : quote.feeCents
  }
  // No postal code yet: the fee of the area for every code (SPEC's €2), none without one.
  const everywhere = areas.find((area) => area.postalCodes.includes('*'))
  return everywhere && subtotalCents > 0 ? everywhere.feeCents : 0
}

/**
 * The cart page's check: whether the code applies to a cart of this subtotal, and what it
 * takes off. Only the signed-in customer's own uses and first order are known here (a guest's
 * phone is not yet); the placement decides again with all of them.
 */
export async function checkPromo(
  ctx: ShopContext,
  body: PromoCheckBody,
  user: AuthUser | null,
): Promise<AppliedPromo> {
  const row = await findPromoCode(ctx.db, body.code)
  // A paused code goes the way of an unknown one, queries and all: nothing tells them apart.
  const code = row?.active === 1 ? rowToPromo(row) : undefined
  const guest: Guest = { userId: user?.id ?? null, phoneKey: null, emailKey: null }
  const uses = code
    ? { usesTotal: row!.uses, ...(await guestPromoUses(ctx.db, code, guest)) }
    : NO_USES
  const subtotalCents = toCents(body.subtotal)
  const [areas, hours] = await Promise.all([
    ctx.settings.deliveryAreas.read(),
    ctx.settings.restaurantHours.read(),
  ])
  const deliveryFeeCents = feeForCheck(areas, body, subtotalCents)
  const decision = decidePromo(code, {
    now: ctx.clock.now(),
    timeZone: hours.timeZone,
    subtotalCents,
    deliveryFeeCents,
    fulfilment: body.fulfilment ?? 'delivery',
    ...uses,
  })
  if (!decision.ok) throw promoRefused(decision.refusal)
  const terms = promoToEuros(code!)
  return {
    code: terms.code,
    kind: terms.kind,
    value: terms.value,
    minimumSubtotal: terms.minimumSubtotal,
    discount: toEuros(decision.discountCents),
  }
}

const NO_USES = { usesTotal: 0, usesByGuest: 0, firstOrder: true }

export interface PromoAtPlacement {
  promoCode: string
  discountCents: number
}

/** A code locked for an order batch, with its uses counted so far, this batch's included. */
export interface LockedPromo {
  code: PromoCode
  uses: number
  /** Uses this batch has taken, written to the row before the batch commits. */
  taken: number
}

/**
 * Applies a code to an order being placed, inside its transaction, the code's row locked by
 * storeOrders: its uses are those committed before and those of this batch stored before this
 * order. Throws the refusal; nothing is written then. The caller counts the use (`takePromoUse`)
 * once the order is certain to be stored.
 */
export async function promoAtPlacement(
  ctx: ShopContext,
  trx: Kysely<Database>,
  locked: LockedPromo | undefined,
  order: {
    guest: Guest
    subtotalCents: number
    deliveryFeeCents: number
    fulfilment: Fulfilment
    /** The restaurant's zone, read before the transaction. */
    timeZone: string
  },
): Promise<PromoAtPlacement> {
  const code = locked?.code
  const uses = code
    ? { usesTotal: locked.uses, ...(await guestPromoUses(trx, code, order.guest)) }
    : NO_USES
  const decision = decidePromo(code, {
    now: ctx.clock.now(),
    timeZone: order.timeZone,
    subtotalCents: order.subtotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    fulfilment: order.fulfilment,
    ...uses,
  })
  if (!decision.ok) throw promoRefused(decision.refusal)
  return { promoCode: code!.code, discountCents: decision.discountCents }
}

/** The batch's codes, locked until it commits, each with its uses so far. */
export async function lockBatchPromos(
  ctx: ShopContext,
  trx: Kysely<Database>,
  codes: string[],
): Promise<Map<string, LockedPromo>> {
  const rows = await lockPromoCodes(trx, ctx.engine, codes)
  return new Map(rows.map((row) => [row.code, { code: rowToPromo(row), uses: row.uses, taken: 0 }]))
}

/** One more use of a locked code by an order of this batch, counted for the next order too. */
export function takePromoUse(locked: LockedPromo) {
  locked.uses += 1
  locked.taken += 1
}

/** Writes the batch's uses of its codes, in the batch's transaction: one statement a code. */
export async function storeBatchPromoUses(trx: Kysely<Database>, promos: Map<string, LockedPromo>) {
  for (const locked of promos.values()) {
    if (locked.taken > 0) await countPromoUses(trx, locked.code.code, locked.taken)
  }
}

// ---------------------------------------------------------------------------------------------
// The back office

const PROMO_NOT_FOUND = 'No such promo code'

type PromoCodeTableRow = Selectable<PromoCodeTable>

function view(
  row: PromoCodeTableRow,
  figures: { revenueCents: number; discountCents: number } | undefined,
): PromoCodeView {
  return {
    ...promoToEuros(rowToPromo(row)),
    uses: row.uses,
    revenue: toEuros(figures?.revenueCents ?? 0),
    discounts: toEuros(figures?.discountCents ?? 0),
  }
}

export async function promoCodesWithFigures(ctx: ShopContext): Promise<PromoCodeView[]> {
  const [rows, figures] = await Promise.all([listPromoCodes(ctx.db), promoFigures(ctx.db)])
  return rows.map((row) => view(row, figures.get(row.code)))
}

async function oneWithFigures(ctx: ShopContext, code: string): Promise<PromoCodeView> {
  const [row, figures] = await Promise.all([findPromoCode(ctx.db, code), promoFigures(ctx.db)])
  if (!row) throw notFound('PROMO_CODE_NOT_FOUND', PROMO_NOT_FOUND)
  return view(row, figures.get(code))
}

export async function createPromoCode(ctx: ShopContext, body: PromoCodeBody) {
  const code = promoFromEuros(body)
  const now = ctx.clock.now().toISOString()
  try {
    await insertPromoCode(ctx.db, { ...promoToRow(code, now), created_at: now })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw new AppError(409, 'PROMO_CODE_TAKEN', `The code ${code.code} exists already.`, {
      code: 'This code exists already',
    })
  }
  return oneWithFigures(ctx, code.code)
}

/**
 * Changes a code's terms. Its text stays: orders name it, and its uses are counted by it, so a
 * new text is a new code (create it, pause this one).
 */
export async function editPromoCode(ctx: ShopContext, code: string, body: PromoCodeBody) {
  const edited = promoFromEuros(body)
  if (edited.code !== code) {
    throw badRequest(
      'PROMO_CODE_RENAMED',
      'A code cannot be renamed: create a new one and pause this one.',
      { code: 'A code cannot be renamed' },
    )
  }
  const changed = await updatePromoCode(
    ctx.db,
    code,
    promoToRow(edited, ctx.clock.now().toISOString()),
  )
  if (!changed) throw notFound('PROMO_CODE_NOT_FOUND', PROMO_NOT_FOUND)
  return oneWithFigures(ctx, code)
}

/** Pauses (false) or resumes (true) a code; a paused code is refused as unknown. */
export async function setPromoActive(ctx: ShopContext, code: string, active: boolean) {
  const changed = await updatePromoCode(ctx.db, code, {
    active: active ? 1 : 0,
    updated_at: ctx.clock.now().toISOString(),
  })
  if (!changed) throw notFound('PROMO_CODE_NOT_FOUND', PROMO_NOT_FOUND)
  return oneWithFigures(ctx, code)
}

/** The orders that used it keep its text and their discount: nothing else refers to the row. */
export async function removePromoCode(ctx: ShopContext, code: string) {
  if (!(await deletePromoCode(ctx.db, code))) {
    throw notFound('PROMO_CODE_NOT_FOUND', PROMO_NOT_FOUND)
  }
}
