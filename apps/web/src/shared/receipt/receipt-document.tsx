import { formatEuroCents } from '@quan/domain/money'
import { receiptNumberText, sellerLines, type Receipt } from '@quan/domain/receipt'
import { useTranslation } from 'react-i18next'
import { formatOrderDate } from '../orders/order-date'

/** A percent as a receipt prints it: '19 %', '10,5 %' (Slovak, Vietnamese), '19%' (English). */
function percent(basisPoints: number, language: Receipt['language']): string {
  const figure = String(basisPoints / 100)
  return language === 'en' ? `${figure}%` : `${figure.replace('.', ',')} %`
}

/** A line of the totals under the lines: what it is, and its amount (a discount negative). */
function Total(props: { label: string; cents: number; money(cents: number): string }) {
  const { label, cents, money } = props
  return (
    <tr>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td>{cents < 0 ? `−${money(-cents)}` : money(cents)}</td>
    </tr>
  )
}

/**
 * A receipt as it was issued (issue 22 §3), in its own language whoever reads it: the seller,
 * the number and date, the lines with their VAT rate, the totals and the VAT by rate.
 */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { language } = receipt
  const { t } = useTranslation('receipt', { lng: language })
  const money = (cents: number) => formatEuroCents(cents, language)
  const when = (iso: string) => formatOrderDate(iso, language, receipt.timeZone)
  return (
    <article className="receipt" lang={language} aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t('title', { number: receiptNumberText(receipt.number) })}</h2>
      <p>
        {t('issued')}: {when(receipt.issuedAt)}
      </p>
      <section className="receipt__seller" aria-label={t('seller')}>
        <h3>{t('seller')}</h3>
        {sellerLines(receipt.seller).map((line, index) => (
          <p key={index}>{line.kind === 'text' ? line.value : `${t(line.kind)}: ${line.value}`}</p>
        ))}
      </section>
      <p>
        {t('order', { code: receipt.trackingCode })} · {t('placed')} {when(receipt.placedAt)} ·{' '}
        {t(`fulfilment.${receipt.fulfilment}`)} ·{' '}
        {t(`payment.${receipt.paymentMethod}`, { defaultValue: receipt.paymentMethod })}
      </p>
      <table className="receipt__lines">
        <thead>
          <tr>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('dish')}</th>
            <th scope="col">{t('rate')}</th>
            <th scope="col">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.quantity} ×</td>
              <td>{line.name}</td>
              <td>{percent(line.basisPoints, language)}</td>
              <td>{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <Total label={t('subtotal')} cents={receipt.subtotalCents} money={money} />
          {receipt.discountCents > 0 && (
            <Total
              label={
                receipt.promoCode ? t('discountCode', { code: receipt.promoCode }) : t('discount')
              }
              cents={-receipt.discountCents}
              money={money}
            />
          )}
          {receipt.deliveryFeeCents > 0 && (
            <Total label={t('delivery')} cents={receipt.deliveryFeeCents} money={money} />
          )}
          <Total label={t('total')} cents={receipt.amountCents} money={money} />
        </tfoot>
      </table>
      <table className="receipt__vat">
        <caption>{t('vat')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rate')}</th>
            <th scope="col">{t('base')}</th>
            <th scope="col">{t('tax')}</th>
            <th scope="col">{t('gross')}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.vat.rows.map((row) => (
            <tr key={row.basisPoints}>
              <th scope="row">{percent(row.basisPoints, language)}</th>
              <td>{money(row.baseCents)}</td>
              <td>{money(row.taxCents)}</td>
              <td>{money(row.grossCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="receipt__note">{t('pricesInclude')}</p>
    </article>
  )
}
