import { localDate, localTime, type RestaurantIdentity } from '@quan/domain'
import type { ShopContext } from '../../context'
import type { OrderTable } from '../../db/schema'
import type { Language } from '../../lib/language'
import type { NewMail } from '../mail/outbox'
import { euros, lines, signOff, type MailText } from '../mail/templates/format'

// The refund mail (issue 22 §1), plain text as the others are for now; the HTML mails (issue 22
// §3) take it over with the rest.

const REFUND = {
  en: {
    subject: (code: string, name: string) => `Refund for your order ${code} - ${name}`,
    hello: (name: string) => `Hello ${name},`,
    refunded: (amount: string, code: string) =>
      `We have refunded ${amount} for your order ${code}, paid online on ${'{date}'}.`,
    reason: 'Reason',
    total: (refunded: string, paid: string) => `Refunded so far: ${refunded} of ${paid} paid.`,
    when: 'The money goes back to the card you paid with; your bank may take a few days to show it.',
    track: 'Your order',
  },
  vi: {
    subject: (code: string, name: string) => `Hoàn tiền cho đơn hàng ${code} - ${name}`,
    hello: (name: string) => `Xin chào ${name},`,
    refunded: (amount: string, code: string) =>
      `Chúng tôi đã hoàn ${amount} cho đơn hàng ${code} của bạn, thanh toán trực tuyến ngày ${'{date}'}.`,
    reason: 'Lý do',
    total: (refunded: string, paid: string) =>
      `Đã hoàn tổng cộng: ${refunded} trên ${paid} đã thanh toán.`,
    when: 'Tiền sẽ được hoàn về thẻ bạn đã dùng để thanh toán; ngân hàng có thể cần vài ngày để hiển thị.',
    track: 'Đơn hàng của bạn',
  },
  sk: {
    subject: (code: string, name: string) => `Vrátenie peňazí za objednávku ${code} - ${name}`,
    hello: (name: string) => `Dobrý deň, ${name},`,
    refunded: (amount: string, code: string) =>
      `vrátili sme vám ${amount} za objednávku ${code}, zaplatenú online ${'{date}'}.`,
    reason: 'Dôvod',
    total: (refunded: string, paid: string) =>
      `Doteraz vrátené: ${refunded} zo zaplatených ${paid}.`,
    when: 'Peniaze sa vrátia na kartu, ktorou ste platili; banke môže trvať niekoľko dní, kým ich zobrazí.',
    track: 'Vaša objednávka',
  },
} satisfies Record<Language, unknown>

export interface RefundForMail {
  restaurant: Pick<RestaurantIdentity, 'name' | 'address'>
  trackingCode: string
  firstName: string
  language: Language
  placedOn: string
  amountCents: number
  refundedCents: number
  paidCents: number
  reason: string | null
}

/** To the guest, in their language: how much came back, why, and where to see the order. */
export function orderRefund(refund: RefundForMail, publicUrl: string): MailText {
  const t = REFUND[refund.language]
  const trackUrl = `${publicUrl}/track-order?code=${encodeURIComponent(refund.trackingCode)}`
  return {
    subject: t.subject(refund.trackingCode, refund.restaurant.name),
    text: lines(
      t.hello(refund.firstName),
      '',
      t
        .refunded(euros(refund.amountCents, refund.language), refund.trackingCode)
        .replace('{date}', refund.placedOn),
      ...(refund.reason ? ['', `${t.reason}: ${refund.reason}`] : []),
      '',
      t.total(
        euros(refund.refundedCents, refund.language),
        euros(refund.paidCents, refund.language),
      ),
      t.when,
      '',
      `${t.track}: ${trackUrl}`,
      '',
      ...signOff(refund.language, refund.restaurant),
    ),
  }
}

/** The refund's mail to the guest, when they gave an e-mail. */
export function orderRefundMails(
  ctx: ShopContext,
  row: OrderTable,
  refund: { amountCents: number; reason: string | null },
  restaurant: RestaurantIdentity,
  timeZone: string,
): NewMail[] {
  if (!row.email) return []
  const placed = new Date(row.created_at)
  const mail = orderRefund(
    {
      restaurant,
      trackingCode: row.tracking_code,
      firstName: row.first_name,
      language: row.language,
      placedOn: `${localDate(placed, timeZone)} ${localTime(placed, timeZone)}`,
      amountCents: refund.amountCents,
      refundedCents: row.refunded_cents,
      paidCents: row.paid_cents,
      reason: refund.reason,
    },
    ctx.config.publicUrl,
  )
  return [{ kind: 'order-refunded', to: row.email, language: row.language, ...mail }]
}
