import type { Kysely, Migration } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

/** How the restaurant's country dials: its calling code and the trunk prefix of its numbers. */
export interface Dialling {
  callingCode: string
  /** '' where a national number has none, or keeps its first digit (Italy). */
  trunk: string
}

/** phoneKey as the domain wrote it on 2026-11-26 (packages/domain/src/phone.ts). */
function phoneKey(phone: string, own: Dialling): string {
  const digitsOf = (text: string) => text.replace(/\D/g, '')
  const written = digitsOf(phone)
  // No calling code starts with 0: `+0933…` is a national number with a slip before it.
  const plus = phone.trim().startsWith('+') && !written.startsWith('0')
  const international = plus || written.startsWith('00')
  let digits = international
    ? digitsOf(phone.replace(/\(\s*0\s*\)/g, '')).slice(plus ? 0 : 2)
    : written
  // `000…`: as no calling code starts with 0, the zeros say nothing.
  if (international) digits = digits.replace(/^0+/, '')
  if (digits === '') return ''
  if (!international) {
    if (own.trunk === '') digits = own.callingCode + digits
    else if (digits.startsWith(own.trunk)) digits = own.callingCode + digits.slice(own.trunk.length)
  }
  if (own.trunk === '0' && digits.startsWith(`${own.callingCode}0`)) {
    digits = own.callingCode + digits.slice(own.callingCode.length + 1)
  }
  return `+${digits}`
}

/**
 * Issue 19 §1.2: one phone is one guest. Orders kept the phone's digits only, so `0933000001`
 * and `+421 933 000 001` were two guests; they now keep its one international form, read by the
 * restaurant's country (`phone_key`, which `phone_digits` becomes), beside the phone as typed.
 * Orders also keep their e-mail's key (`email_key`, lower-case), as a guest is counted by their
 * phone or their e-mail. Bookings keep no key: they are compared by the domain as they are read.
 */
export function phoneKeys(own: Dialling): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('orders').renameColumn('phone_digits', 'phone_key').execute()
      await db.schema.alterTable('orders').addColumn('email_key', 'text').execute()
      await db.schema.createIndex('orders_email_key').on('orders').column('email_key').execute()

      const phones = (await db.selectFrom('orders').select('phone').distinct().execute()) as {
        phone: string
      }[]
      const emails = (await db
        .selectFrom('orders')
        .select('email')
        .distinct()
        .where('email', 'is not', null)
        .execute()) as { email: string }[]
      // PostgreSQL runs each migration in a transaction already; SQLite does not.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
      const rewrite = async (trx: Kysely<any>) => {
        for (const { phone } of phones) {
          await trx
            .updateTable('orders')
            .set({ phone_key: phoneKey(phone, own) })
            .where('phone', '=', phone)
            .execute()
        }
        for (const { email } of emails) {
          const key = email.trim().toLowerCase()
          if (key === '') continue
          await trx
            .updateTable('orders')
            .set({ email_key: key })
            .where('email', '=', email)
            .execute()
        }
      }
      if (db.isTransaction) await rewrite(db)
      else await db.transaction().execute(rewrite)
    },
    /** Nothing to undo: the keys are read as the phones' digits were. */
    async down(): Promise<void> {},
  }
}
