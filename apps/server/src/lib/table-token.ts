import { createHmac, timingSafeEqual } from 'node:crypto'
import { findTable, type DineInSettings } from '@quan/domain'
import { type AppError, badRequest, conflict } from './errors'

/**
 * A table's link token (issue 24 §5): `<generation>.<table>.<signature>`, the table's name in
 * base64url (names hold spaces and accents) and the signature an HMAC-SHA256 of the generation
 * and the name with the shop's table secret, cut to 128 bits so the QR code stays small.
 * Editing any part (table 3 into 4, an older generation) breaks the signature; a link that
 * verifies is still refused once its sheet was revoked or its table removed.
 */

const SIGNATURE_BYTES = 16
const TOKEN = /^([1-9][0-9]{0,8})\.([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{22})$/

export type TableRefusal = 'invalid' | 'revoked' | 'gone'

export type TableCheck = { ok: true; table: string } | { ok: false; refusal: TableRefusal }

function signature(secret: string, generation: number, table: string): Buffer {
  return createHmac('sha256', secret)
    .update(`quan-table\n${generation}\n${table}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
}

/** The token of a table's link on the sheet of `generation`. */
export function signTableToken(secret: string, generation: number, table: string): string {
  const name = Buffer.from(table, 'utf8').toString('base64url')
  return `${generation}.${name}.${signature(secret, generation, table).toString('base64url')}`
}

/**
 * Which table a token names, or why it is refused: `invalid` when it is not one the shop signed
 * (forged, edited, cut short), `revoked` when its sheet was replaced, `gone` when its table is no
 * longer on the list. The signature is compared in constant time, before anything else is told.
 */
export function verifyTableToken(
  secret: string,
  token: string,
  settings: DineInSettings,
): TableCheck {
  const parts = TOKEN.exec(token)
  if (!parts) return { ok: false, refusal: 'invalid' }
  const generation = Number(parts[1])
  const table = Buffer.from(parts[2]!, 'base64url').toString('utf8')
  const given = Buffer.from(parts[3]!, 'base64url')
  const expected = signature(secret, generation, table)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, refusal: 'invalid' }
  }
  if (generation !== settings.generation) return { ok: false, refusal: 'revoked' }
  const current = findTable(settings, table)
  if (!current) return { ok: false, refusal: 'gone' }
  return { ok: true, table: current }
}

/**
 * The table a link names, for the guest's page and an order placed from it; refused with a
 * message the web words in the guest's language by its code: dine-in switched off, a link not
 * the shop's (edited or forged), one of a revoked sheet, or of a table no longer listed.
 */
export function tableOf(secret: string, token: string, settings: DineInSettings): string {
  if (!settings.enabled) throw dineInNotOffered()
  const check = verifyTableToken(secret, token, settings)
  if (check.ok) return check.table
  throw TABLE_REFUSALS[check.refusal]()
}

export const dineInNotOffered = () =>
  conflict(
    'DINE_IN_NOT_OFFERED',
    'Sorry, we do not take orders at the table at the moment. Please order at the counter.',
  )

const TABLE_REFUSALS: Record<TableRefusal, () => AppError> = {
  invalid: () =>
    badRequest(
      'TABLE_LINK_INVALID',
      'This table link is not valid. Please scan the QR code on your table again.',
    ),
  revoked: () =>
    conflict(
      'TABLE_LINK_REVOKED',
      'This table link is no longer in use. Please scan the QR code on your table, or ask us.',
    ),
  gone: () =>
    conflict(
      'TABLE_GONE',
      'This table is no longer taking orders by its link. Please ask us for help.',
    ),
}
