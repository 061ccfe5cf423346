import { localDate, localTime, type ContactBody } from '@quan/domain'
import type { ShopContext } from '../../context'
import type { ContactMessageTable } from '../../db/schema'
import { newId } from '../../lib/ids'
import type { Language } from '../../lib/language'
import { contactForward } from '../mail/templates/contact'
import { insertContactMessage } from './repo'

/**
 * Keeps the message and, when RESTAURANT_EMAIL is set, queues it forwarded there in the same
 * transaction: a kept message is always forwarded, and the guest never waits for the mail.
 */
export async function receiveContactMessage(
  ctx: ShopContext,
  body: ContactBody,
  language: Language,
) {
  const now = ctx.clock.now()
  const row: ContactMessageTable = {
    id: newId(),
    name: body.name,
    email: body.email,
    subject: body.subject,
    message: body.message,
    created_at: now.toISOString(),
    handled_at: null,
    handled_by: null,
    language,
  }
  const restaurant = ctx.config.restaurantEmail
  await ctx.db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, row)
    if (!restaurant) return
    const mail = contactForward({
      ...body,
      language,
      sentAt: {
        date: localDate(now, ctx.config.timeZone),
        time: localTime(now, ctx.config.timeZone),
      },
    })
    await ctx.outbox.enqueue(trx, [
      { kind: 'contact-forward', to: restaurant, replyTo: body.email, language: 'en', ...mail },
    ])
  })
  if (restaurant) ctx.outbox.wake()
}
