import type { Food } from '@quan/domain/answers'
import { lineTotalCents } from '@quan/domain/cart'
import { defaultSelection, unitPriceCents } from '@quan/domain/pricing'
import { suggestsDish } from '@quan/domain/menu-filter'
import { recommend } from '@quan/domain/recommend'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../config/paths'
import { useCart } from '../../shared/cart/cart'
import { useLanguage } from '../../shared/i18n'
import { useActiveMenuFilter } from '../../shared/menu/active-filter'
import { useFoods } from '../../shared/menu/queries'
import { foodName, pricedFood } from '../../shared/menu/types'
import { announce } from '../../shared/ui/announcer'
import { focusFirst, useFocusAfterRender } from '../../shared/ui/focus'
import { Modal } from '../../shared/ui/modal'
import { BowlIcon } from '../../shared/ui/bowl-icon'
import { Price } from '../../shared/ui/price'
import { Stepper } from '../../shared/ui/stepper'
import { LineImage } from './line-image'
import { LineTitle } from './line-title'
import './cart.css'

/**
 * The cart as a drawer over the page (SPEC §2): lines with steppers and line totals, up to three
 * dishes that go with them, the subtotal and the total. No delivery fee here: it appears on the
 * cart page and at checkout.
 */
export default function CartPopup() {
  const { t } = useTranslation('cart')
  const navigate = useNavigate()
  const { lines, subtotalCents, add, remove, closePopup } = useCart()
  const foods = useFoods()
  const language = useLanguage()
  const { t: tc } = useTranslation('common')
  const afterRender = useFocusAfterRender()

  // A suggestion leaves the list once added, a line at zero leaves the cart: focus goes to the
  // control that takes its place, never to the page body (WCAG 2.4.3).
  function addSuggestion(food: Food, selection: Record<string, string>, index: number) {
    add(food._id, selection)
    announce(tc('stepper.added', { name: foodName(food, language) }))
    afterRender(() =>
      focusFirst(
        `.cart-suggestion:nth-child(${index + 1}) button`,
        '.cart-suggestion:last-child button',
        '.cart-popup-line:last-child .stepper__button:last-of-type',
        '.cart-drawer-head button',
      ),
    )
  }

  function decrease(line: (typeof lines)[number], index: number) {
    remove(line.key)
    if (line.quantity > 1) return
    announce(tc('stepper.removed', { name: foodName(line.food, language) }))
    afterRender(() =>
      focusFirst(
        `.cart-popup-line:nth-child(${index + 1}) .stepper__button`,
        '.cart-popup-line:last-child .stepper__button',
        '.cart-empty .button',
        '.cart-drawer-head button',
      ),
    )
  }

  // Only what the guest's allergen and diet filter lets through, as a tap adds it (§2.4).
  const filter = useActiveMenuFilter()
  const suggestions = useMemo(
    () =>
      recommend(
        (foods.data ?? []).filter((food) => suggestsDish(food, filter)),
        lines.map((line) => line.food._id),
      ),
    [foods.data, lines, filter],
  )

  function go(to: string) {
    closePopup()
    navigate(to)
  }

  return (
    <Modal
      label={t('popup.title')}
      onClose={closePopup}
      className="cart-drawer"
      // The floating cart button hides while the cart is open; it or the navbar's cart instead.
      returnFocus={['.floating-cart', '.navbar__cart']}
    >
      <div className="cart-drawer-head">
        <h2>{t('popup.title')}</h2>
        <button
          type="button"
          className="round-button"
          onClick={closePopup}
          aria-label={t('popup.close')}
        >
          ×
        </button>
      </div>

      {lines.length === 0 ? (
        <div className="cart-empty">
          <BowlIcon className="cart-empty-icon" size={56} />
          <p>{t('empty.title')}</p>
          <p className="text-soft">{t('empty.hint')}</p>
          <button type="button" className="button" onClick={() => go(paths.menu)}>
            {t('empty.browse')}
          </button>
        </div>
      ) : (
        <>
          <div className="cart-drawer-body">
            <ul className="cart-popup-lines" aria-label={t('popup.items')}>
              {lines.map((line, index) => {
                const name = foodName(line.food, language)
                return (
                  <li key={line.key} className="cart-popup-line">
                    <LineImage image={line.image} size={64} />
                    <div className="cart-popup-line-text">
                      <LineTitle line={line} />
                      <Price cents={line.unitPriceCents} className="text-soft" />
                    </div>
                    <Stepper
                      name={name}
                      quantity={line.quantity}
                      onIncrease={() => add(line.food._id, line.selection)}
                      onDecrease={() => decrease(line, index)}
                    />
                    <Price
                      cents={lineTotalCents(line.unitPriceCents, line.quantity)}
                      className="cart-line-total"
                    />
                  </li>
                )
              })}
            </ul>

            {suggestions.length > 0 && (
              <section className="cart-suggestions" aria-labelledby="cart-suggestions">
                <h3 id="cart-suggestions">{t('popup.suggestions')}</h3>
                <ul>
                  {suggestions.map((food, index) => (
                    <Suggestion
                      key={food._id}
                      food={food}
                      onAdd={(selection) => addSuggestion(food, selection, index)}
                    />
                  ))}
                </ul>
              </section>
            )}
          </div>
          <div className="cart-drawer-foot">
            <dl className="sum-list">
              <div>
                <dt>{t('totals.subtotal')}</dt>
                <dd>
                  <Price cents={subtotalCents} />
                </dd>
              </div>
              <div className="sum-list-total">
                <dt>{t('totals.total')}</dt>
                <dd>
                  <Price cents={subtotalCents} />
                </dd>
              </div>
            </dl>
            <div className="cart-drawer-actions">
              <button type="button" className="button" onClick={() => go(paths.checkout)}>
                {t('popup.checkout')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => go(paths.cart)}>
                {t('popup.viewCart')}
              </button>
            </div>
          </div>
        </>
      )}
    </Modal>
  )
}

/** One recommended dish, compact: picture, name, price at its default options, and Add. */
function Suggestion({
  food,
  onAdd,
}: {
  food: Food
  onAdd(selection: Record<string, string>): void
}) {
  const { t } = useTranslation('cart')
  const language = useLanguage()
  const priced = pricedFood(food)
  const selection = defaultSelection(priced)
  const name = foodName(food, language)
  return (
    <li className="cart-suggestion">
      <LineImage image={food.image} size={48} />
      <span className="cart-suggestion-name">{name}</span>
      <Price cents={unitPriceCents(priced, selection)} className="text-soft" />
      <button
        type="button"
        className="round-button round-button--add"
        onClick={() => onAdd(selection)}
        aria-label={t('popup.addSuggestion', { name })}
      >
        +
      </button>
    </li>
  )
}
