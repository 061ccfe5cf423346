import { localDate, localTime, type ContactBody } from '@quan/domain'
import type { ShopContext } from '../../context'
import type { ContactMessageTable } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import type { Language } from '../../lib/language'
import type { AuthUser } from '../../plugins/auth'
import { contactForward } from '../mail/templates/contact'
import { adminName } from '../user/service'
import { messageToAdmin, type AdminMessage } from './mappers'
import {
  contactMessagesNewestFirst,
  findContactMessage,
  insertContactMessage,
  markMessageHandled,
  markMessageUnhandled,
} from './repo'

const MESSAGE_NOT_FOUND = 'Message not found'

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
  // Before the transaction: on SQLite it holds the one connection a read would wait for.
  const { timeZone } = await ctx.settings.restaurantHours.read()
  await ctx.db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, row)
    if (!restaurant) return
    const office = ctx.config.restaurantLanguage
    const mail = contactForward(
      {
        ...body,
        language,
        sentAt: {
          date: localDate(now, timeZone),
          time: localTime(now, timeZone),
        },
      },
      office,
    )
    await ctx.outbox.enqueue(trx, [
      { kind: 'contact-forward', to: restaurant, replyTo: body.email, language: office, ...mail },
    ])
  })
  if (restaurant) ctx.outbox.wake()
}

export async function listMessages(ctx: ShopContext): Promise<AdminMessage[]> {
  return (await contactMessagesNewestFirst(ctx.db)).map(messageToAdmin)
}

/** Marking twice keeps the first time and admin; unmarking clears both. */
export async function setMessageHandled(
  ctx: ShopContext,
  admin: AuthUser,
  id: string,
  handled: boolean,
): Promise<{ success: true; message: string; data: AdminMessage }> {
  const actorName = handled ? await adminName(ctx, admin) : ''
  const row = await ctx.db.transaction().execute(async (trx) => {
    if (!(await findContactMessage(trx, id))) throw notFound('MESSAGE_NOT_FOUND', MESSAGE_NOT_FOUND)
    if (handled) await markMessageHandled(trx, id, ctx.clock.now().toISOString(), actorName)
    else await markMessageUnhandled(trx, id)
    return (await findContactMessage(trx, id))!
  })
  return {
    success: true,
    message: handled ? 'Message marked as handled' : 'Message marked as not handled',
    data: messageToAdmin(row),
  }
}
