import { localDate, localTime, receiptNumberText, type Receipt, sellerLines } from '@quan/domain'
import type { Language } from '../../../lib/language'
import { euros, lines, shortDate, type MailText } from './format'

/** A percent as a receipt prints it: '19 %', '10,5 %' (Slovak and Vietnamese), '10.5%'. */
export function percentText(basisPoints: number, language: Language): string {
  const figure = (basisPoints / 100).toString()
  return language === 'en' ? `${figure}%` : `${figure.replace('.', ',')} %`
}

const WORDS = {
  en: {
    subject: (number: string, name: string) => `Receipt ${number} – ${name}`,
    hello: 'Thank you for your order. Here is your receipt.',
    receipt: 'Receipt no.',
    issued: 'Issued',
    seller: 'Seller',
    companyId: 'Company ID',
    taxId: 'Tax ID',
    vatId: 'VAT ID',
    order: 'Order',
    placed: 'placed',
    fulfilment: { delivery: 'delivery', pickup: 'pickup', 'dine-in': 'dine-in' },
    paid: { cash: 'paid in cash', card: 'paid by card', online: 'paid online' } as Record<
      string,
      string
    >,
    subtotal: 'Dishes',
    discount: (code: string | null) => (code ? `Promo code ${code}` : 'Discount'),
    delivery: 'Delivery',
    total: 'Total',
    vat: 'VAT',
    base: 'base',
    tax: 'tax',
    gross: 'total',
    pricesInclude: 'Prices include VAT.',
  },
  vi: {
    subject: (number: string, name: string) => `Hóa đơn ${number} – ${name}`,
    hello: 'Cảm ơn bạn đã đặt món. Đây là hóa đơn của bạn.',
    receipt: 'Hóa đơn số',
    issued: 'Ngày lập',
    seller: 'Người bán',
    companyId: 'Mã số doanh nghiệp (IČO)',
    taxId: 'Mã số thuế (DIČ)',
    vatId: 'Mã số VAT (IČ DPH)',
    order: 'Đơn hàng',
    placed: 'đặt lúc',
    fulfilment: {
      delivery: 'giao hàng',
      pickup: 'tự đến lấy',
      'dine-in': '\u0103n t\u1ea1i b\u00e0n',
    },
    paid: {
      cash: 'đã trả bằng tiền mặt',
      card: 'đã trả bằng thẻ',
      online: 'đã thanh toán trực tuyến',
    } as Record<string, string>,
    subtotal: 'Món ăn',
    discount: (code: string | null) => (code ? `Mã khuyến mãi ${code}` : 'Giảm giá'),
    delivery: 'Phí giao hàng',
    total: 'Tổng cộng',
    vat: 'Thuế VAT',
    base: 'chưa thuế',
    tax: 'thuế',
    gross: 'tổng',
    pricesInclude: 'Giá đã bao gồm thuế VAT.',
  },
  sk: {
    subject: (number: string, name: string) => `Doklad ${number} – ${name}`,
    hello: 'Ďakujeme za objednávku. Posielame vám doklad o kúpe.',
    receipt: 'Doklad č.',
    issued: 'Vystavený',
    seller: 'Predávajúci',
    companyId: 'IČO',
    taxId: 'DIČ',
    vatId: 'IČ DPH',
    order: 'Objednávka',
    placed: 'zadaná',
    fulfilment: { delivery: 'doručenie', pickup: 'osobný odber', 'dine-in': 'na mieste' },
    paid: {
      cash: 'zaplatené v hotovosti',
      card: 'zaplatené kartou',
      online: 'zaplatené online',
    } as Record<string, string>,
    subtotal: 'Jedlá',
    discount: (code: string | null) => (code ? `Zľavový kód ${code}` : 'Zľava'),
    delivery: 'Doručenie',
    total: 'Spolu',
    vat: 'DPH',
    base: 'základ',
    tax: 'daň',
    gross: 'spolu',
    pricesInclude: 'Ceny sú uvedené vrátane DPH.',
  },
} as const

export type ReceiptWords = (typeof WORDS)[Language]
export const receiptWords = (language: Language): ReceiptWords => WORDS[language]

/** The receipt as the mail's text: the same document the track page prints. */
export function receiptMail(receipt: Receipt): MailText {
  const language = receipt.language
  const t = WORDS[language]
  const number = receiptNumberText(receipt.number)
  const at = (iso: string) => {
    const when = new Date(iso)
    return `${shortDate(localDate(when, receipt.timeZone), language)} ${localTime(when, receipt.timeZone)}`
  }
  const money = (cents: number) => euros(cents, language)
  return {
    subject: t.subject(number, receipt.seller.name),
    text: lines(
      t.hello,
      '',
      `${t.receipt} ${number}`,
      `${t.issued}: ${at(receipt.issuedAt)}`,
      '',
      `${t.seller}:`,
      ...sellerLines(receipt.seller).map((line) =>
        line.kind === 'text' ? line.value : `${t[line.kind]}: ${line.value}`,
      ),
      '',
      `${t.order} ${receipt.trackingCode}, ${t.placed} ${at(receipt.placedAt)}, ${t.fulfilment[receipt.fulfilment]}, ${t.paid[receipt.paymentMethod] ?? receipt.paymentMethod}`,
      '',
      ...receipt.lines.map(
        (line) =>
          `${line.quantity} × ${line.name} (${percentText(line.basisPoints, language)}): ${money(line.totalCents)}`,
      ),
      '',
      `${t.subtotal}: ${money(receipt.subtotalCents)}`,
      receipt.discountCents > 0 &&
        `${t.discount(receipt.promoCode)}: −${money(receipt.discountCents)}`,
      receipt.deliveryFeeCents > 0 && `${t.delivery}: ${money(receipt.deliveryFeeCents)}`,
      `${t.total}: ${money(receipt.amountCents)}`,
      '',
      `${t.vat}:`,
      ...receipt.vat.rows.map(
        (row) =>
          `${percentText(row.basisPoints, language)}: ${t.base} ${money(row.baseCents)}, ${t.tax} ${money(row.taxCents)}, ${t.gross} ${money(row.grossCents)}`,
      ),
      t.pricesInclude,
    ),
  }
}
