import { lineTotalCents } from '@quan/domain/cart'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../config/paths'
import { useCart } from '../../shared/cart/cart'
import { PostalCodeQuote, usePostalCodeQuote } from '../../shared/delivery/postal-code-quote'
import { TableBanner } from '../../shared/table/table-banner'
import { useTableMode } from '../../shared/table/table-mode'
import {
  promoDiscountCents,
  promoFoodDiscountCents,
  useAppliedPromo,
} from '../../shared/promo/applied-promo'
import { minus } from '../../shared/promo/promo-text'
import { useDeliveryFacts } from '../../shared/delivery/delivery-facts'
import { sentences } from '../../shared/delivery/delivery-time'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { useLanguage } from '../../shared/i18n'
import { foodName } from '../../shared/menu/types'
import { BowlIcon } from '../../shared/ui/bowl-icon'
import { Price } from '../../shared/ui/price'
import { announce } from '../../shared/ui/announcer'
import { focusFirst, useFocusAfterRender } from '../../shared/ui/focus'
import { Stepper } from '../../shared/ui/stepper'
import { LineImage } from './line-image'
import { LineTitle } from './line-title'
import { PromoCodeForm } from './promo-code-form'
import './cart.css'
import { Button } from '../../shared/ui/button'

/**
 * /cart: every line in a table, the totals with the €2 delivery fee (less a promo code's
 * discount), and the way to checkout.
 */
export function Component() {
  const { t } = useTranslation('cart')
  const language = useLanguage()
  const navigate = useNavigate()
  const { lines, subtotalCents, add, remove, removeLine, ready } = useCart()
  const deliveryFacts = useDeliveryFacts()
  useDocumentHead(t('page.title'), sentences(t('page.description'), deliveryFacts?.fee ?? ''))
  // The code applied below (issue 11 §4), worked out again as the cart changes.
  const promo = useAppliedPromo()
  // The fee of the postal code typed here (issue 11 §3), €2 everywhere by default; its minimum
  // and free delivery count the food after the code's discount (issue 19 §1.6).
  const delivery = usePostalCodeQuote(subtotalCents, promoFoodDiscountCents(promo, subtotalCents))
  // At a table (issue 24 §5): no delivery, so no fee and no postal code to ask.
  const table = useTableMode()
  const feeCents = table ? 0 : delivery.feeCents
  const discountCents = promoDiscountCents(promo, subtotalCents, feeCents)
  const { t: tc } = useTranslation('common')
  const afterRender = useFocusAfterRender()

  // A line that goes takes its focused button with it: focus moves to the same button on the
  // next line (or the one before), or to the heading once the cart is empty (WCAG 2.4.3).
  function dropped(line: (typeof lines)[number], index: number, control: string) {
    announce(tc('stepper.removed', { name: foodName(line.food, language) }))
    afterRender(() =>
      focusFirst(
        `.cart-table tbody tr:nth-child(${index + 1}) ${control}`,
        `.cart-table tbody tr:nth-child(${index}) ${control}`,
        '.cart-page h1',
      ),
    )
  }

  return (
    <div className="page container cart-page">
      <h1 tabIndex={-1}>{t('page.title')}</h1>
      <TableBanner />

      {!ready ? (
        // The page as the server sends it, before the cart on this device is read: the empty
        // cart's box, its contents hidden, so an empty cart (a first visit) moves nothing.
        <div className="cart-empty cart-empty--page cart-empty--waiting" aria-busy="true">
          <div className="text-soft cart-empty__loading">{t('page.loading')}</div>
          <div className="cart-empty__contents" aria-hidden="true">
            <EmptyCart />
          </div>
        </div>
      ) : lines.length === 0 ? (
        <div className="cart-empty cart-empty--page">
          <EmptyCart />
        </div>
      ) : (
        <table className="cart-table">
          <caption className="visually-hidden">{t('page.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('table.image')}</span>
              </th>
              <th scope="col">{t('table.title')}</th>
              <th scope="col">{t('table.price')}</th>
              <th scope="col">{t('table.quantity')}</th>
              <th scope="col">{t('table.total')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('table.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const name = foodName(line.food, language)
              return (
                <tr key={line.key}>
                  <td className="cart-cell-image">
                    <LineImage image={line.image} size={80} />
                  </td>
                  <td className="cart-cell-title">
                    <LineTitle line={line} />
                  </td>
                  <td className="cart-cell-price" data-label={t('table.price')}>
                    <Price cents={line.unitPriceCents} />
                  </td>
                  <td className="cart-cell-quantity">
                    <Stepper
                      name={name}
                      quantity={line.quantity}
                      onIncrease={() => add(line.food._id, line.selection)}
                      onDecrease={() => {
                        remove(line.key)
                        if (line.quantity === 1) dropped(line, index, '.stepper__button')
                      }}
                    />
                  </td>
                  <td className="cart-cell-total" data-label={t('table.total')}>
                    <Price cents={lineTotalCents(line.unitPriceCents, line.quantity)} />
                  </td>
                  <td className="cart-cell-remove">
                    <button
                      type="button"
                      className="round-button"
                      onClick={() => {
                        removeLine(line.key)
                        dropped(line, index, '.cart-cell-remove button')
                      }}
                      aria-label={t('table.removeLine', { name })}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}

      <div className="cart-bottom">
        <section className="sheet" aria-labelledby="cart-totals">
          <h2 id="cart-totals">{t('totals.heading')}</h2>
          <dl className="sum-list">
            <div>
              <dt>{t('totals.subtotal')}</dt>
              <dd>
                <Price cents={subtotalCents} />
              </dd>
            </div>
            {table ? (
              <div>
                <dt>{tc('table.at', { table: table.table })}</dt>
                <dd>{tc('table.noFee')}</dd>
              </div>
            ) : (
              <div>
                <dt>{t('totals.deliveryFee')}</dt>
                <dd>
                  <Price cents={feeCents} />
                </dd>
              </div>
            )}
            {promo && discountCents > 0 && (
              <div className="sum-list-discount">
                <dt>{t('totals.discount', { code: promo.code })}</dt>
                <dd>{minus(discountCents, language)}</dd>
              </div>
            )}
            <div className="sum-list-total">
              <dt>{t('totals.total')}</dt>
              <dd>
                <Price cents={subtotalCents + feeCents - discountCents} />
              </dd>
            </div>
          </dl>
          {!table && <PostalCodeQuote delivery={delivery} />}
          <Button
            type="button"
            className="button button--wide"
            disabled={lines.length === 0}
            onClick={() => navigate(paths.checkout)}
          >
            {t('totals.proceed')}
          </Button>
        </section>
        <PromoCodeForm
          subtotalCents={subtotalCents}
          feeCents={feeCents}
          postalCode={delivery.postalCode}
        />
      </div>
    </div>
  )
}

function EmptyCart() {
  const { t } = useTranslation('cart')
  return (
    <>
      <BowlIcon className="cart-empty-icon" size={56} />
      <p>{t('empty.title')}</p>
      <p className="text-soft">{t('empty.hint')}</p>
      <Link className="button" to={paths.menu}>
        {t('empty.browse')}
      </Link>
    </>
  )
}
