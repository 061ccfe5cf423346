import type { ContactBody } from '@quan/domain'
import type { ShopContext } from '../../context'
import { newId } from '../../lib/ids'
import { insertContactMessage } from './repo'

export async function receiveContactMessage(ctx: ShopContext, body: ContactBody) {
  await insertContactMessage(ctx.db, {
    id: newId(),
    name: body.name,
    email: body.email,
    subject: body.subject,
    message: body.message,
    created_at: ctx.clock.now().toISOString(),
    handled_at: null,
    handled_by: null,
  })
}
