import type { MailKind } from '../../../../db/schema'
import type { Language } from '../../../../lib/language'
import type { Letterhead } from '../letterhead'
import { mailKit } from './kit'
import { Letter } from './letter'

/** The mails to the restaurant itself, in the back office's language, with no seller's footer. */
const TO_THE_RESTAURANT: ReadonlySet<MailKind> = new Set(['order-alert', 'contact-forward'])

export interface MailToDraw {
  kind: MailKind
  language: Language
  subject: string
  text: string
}

/**
 * A mail's HTML part (issue 22 §3), drawn with React Email from the mail's own text (see
 * blocks.ts) and the restaurant as it is now. A new kind of mail needs nothing here: a mail to a
 * guest is the default, signed with the seller's identity.
 */
export async function mailHtml(mail: MailToDraw, head: Letterhead, shopUrl: string) {
  const kit = await mailKit()
  return kit.render(
    Letter({
      kit,
      language: mail.language,
      subject: mail.subject,
      text: mail.text,
      head,
      shopUrl,
      toGuest: !TO_THE_RESTAURANT.has(mail.kind),
    }),
  )
}
