import { allergensOfSelection } from '@quan/domain/allergens'
import { isSoldOut } from '@quan/domain/sold-out'
import type { Food } from '@quan/domain/answers'
import { cartKey } from '@quan/domain/cart'
import type { OptionGroup, SelectedOptions } from '@quan/domain/food'
import { formatEuroCents } from '@quan/domain/money'
import { textIn } from '@quan/domain/menu-texts'
import {
  currentImage,
  defaultSelection,
  resolveSelection,
  unitPriceCents,
} from '@quan/domain/pricing'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { imageUrl, paths } from '../../config/paths'
import { useCart } from '../cart/cart'
import { useLanguage } from '../i18n'
import { AllergenList, DietaryTags, useAllergenNames } from '../menu/allergen-list'
import { useCategoryLabel } from '../menu/labels'
import { foodDescription, foodName, isAvailable, isSoldOutLine, pricedFood } from '../menu/types'
import { DishImage } from '../ui/food-card'
import { announce } from '../ui/announcer'
import { focusFirst, useFocusAfterRender } from '../ui/focus'
import { Modal } from '../ui/modal'
import { Stepper } from '../ui/stepper'
import { choicePrice, discountPercent, originalPriceCents } from './display'
import './product-modal.css'
import { Button } from '../ui/button'

interface ProductModalProps {
  food: Food
  onClose(): void
}

/**
 * A dish's details (SPEC §2): options as radio groups, the price and picture of the current
 * choice computed by the domain, and Add to Cart, or a stepper once that exact line is in the cart.
 */
export function ProductModal({ food, onClose }: ProductModalProps) {
  const { t } = useTranslation(['product', 'common'])
  const language = useLanguage()
  const categoryLabel = useCategoryLabel()
  const cart = useCart()
  const priced = useMemo(() => ({ ...pricedFood(food), allergens: food.allergens }), [food])
  // SPEC §4: on opening, every option starts at its default choice.
  const [selection, setSelection] = useState<SelectedOptions>(() => defaultSelection(priced))
  const name = foodName(food, language)
  const description = foodDescription(food, language)
  const price = unitPriceCents(priced, selection)
  const original = originalPriceCents(priced, selection)
  const percent = discountPercent(priced)
  const dishAvailable = isAvailable(food)
  // A chosen choice may be sold out for the day while the dish is not (issue 12 §3).
  const choiceSoldOut = dishAvailable && isSoldOutLine(food, selection)
  const available = dishAvailable && !choiceSoldOut
  const key = cartKey(food._id, selection)
  const inCart = cart.quantityOf(key)
  const afterRender = useFocusAfterRender()
  const allergensId = useId()
  const reasonId = useId()

  // Add to Cart and the stepper replace each other: focus follows to the one that appears, and
  // the change is said aloud (WCAG 2.4.3, 4.1.3).
  function addFirst() {
    cart.add(food._id, selection)
    announce(t('common:stepper.added', { name }))
    afterRender(() => focusFirst('.product-modal .stepper__button:last-of-type'))
  }

  function decrease() {
    cart.remove(key)
    if (inCart === 1) {
      announce(t('common:stepper.removed', { name }))
      afterRender(() => focusFirst('.product-modal__add', '.product-modal__close'))
    }
  }

  function choose(group: string, code: string) {
    const resolved = resolveSelection(priced, { ...selection, [group]: code })
    if (resolved.ok) setSelection(resolved.selection)
  }

  return (
    <Modal label={name} onClose={onClose} className="product-modal">
      <button
        type="button"
        className="product-modal__close"
        aria-label={t('common:close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <div className="product-modal__media">
        <DishImage
          src={imageUrl(currentImage(priced, selection))}
          eager
          alt={name}
          className="product-modal__image"
        />
        {percent > 0 && (
          <span className="food-card__badge">{t('card.discountLabel', { percent })}</span>
        )}
      </div>
      <div className="product-modal__body">
        <p className="product-modal__category">{categoryLabel(food.category)}</p>
        <h2 className="product-modal__name">{name}</h2>
        <p className="product-modal__meta">
          <span>
            {t('modal.sku')}: {food.sku.trim() || t('modal.noSku')}
          </span>
          {food.likes > 0 && (
            <span>
              <span aria-hidden="true">♥ {food.likes}</span>
              <span className="visually-hidden">{t('modal.likes', { count: food.likes })}</span>
            </span>
          )}
          {food.soldCount > 0 && (
            <span className="product-modal__sold">
              {/* 'N+' and the label in the page's own words, in all three languages: SPEC's
                  'đã bán' on the English page was the reference's untranslated string (issue
                  19 §2.7). */}
              {t('modal.sold', { soldCount: food.soldCount })}
            </span>
          )}
        </p>
        {description && <p className="product-modal__description">{description}</p>}
        <DietaryTags food={food} />

        {food.options.map((group) => (
          <OptionChoices
            key={group.name}
            group={priced.options.find((candidate) => candidate.name === group.name)!}
            chosen={selection[group.name]}
            onChoose={(code) => choose(group.name, code)}
          />
        ))}

        <section className="product-modal__allergens" aria-labelledby={`${allergensId}-title`}>
          <h3 id={`${allergensId}-title`}>{t('modal.allergens')}</h3>
          <AllergenList allergens={allergensOfSelection(priced, selection)} />
          {/* What the restaurant says of allergens and cross-contact (issue 22 §2). */}
          <p>
            <Link to={paths.allergens} onClick={onClose}>
              {t('common:legal.allergens')}
            </Link>
          </p>
        </section>

        <p className={`product-modal__status product-modal__status--${available ? 'on' : 'off'}`}>
          {available ? t('modal.available') : t('modal.unavailable')}
        </p>

        {/* Price and button stay in reach at the bottom of a phone screen, and so does the
            reason a disabled Add gives (issue 19 §2.7). */}
        <div className="product-modal__buy">
          <div className="product-modal__price" aria-live="polite">
            {original > price ? (
              <>
                <s>
                  <span className="visually-hidden">{t('modal.originalPrice')}: </span>
                  {formatEuroCents(original, language)}
                </s>
                <strong>
                  <span className="visually-hidden">{t('modal.promotionPrice')}: </span>
                  {formatEuroCents(price, language)}
                </strong>
                <span className="product-modal__savings">
                  {t('modal.savings', { amount: formatEuroCents(original - price, language) })}
                </span>
              </>
            ) : (
              <strong>
                <span className="visually-hidden">{t('modal.price')}: </span>
                {formatEuroCents(price, language)}
              </strong>
            )}
          </div>

          <div className="product-modal__actions">
            {inCart > 0 ? (
              <>
                <span className="product-modal__in-cart">{t('modal.inCart')}</span>
                <Stepper
                  quantity={inCart}
                  name={name}
                  onDecrease={decrease}
                  onIncrease={() => cart.add(food._id, selection)}
                />
              </>
            ) : (
              <Button
                type="button"
                className="button product-modal__add"
                disabled={!available}
                aria-describedby={available ? undefined : reasonId}
                onClick={addFirst}
              >
                {t('modal.addToCart')}
              </Button>
            )}
          </div>
          {/* There before the reason, which the menu's refresh may bring while the dish is open,
              and it tells why Add to Cart is off (issue 19 §4.5). */}
          <div role="status" className="product-modal__reason">
            {!available && (
              <p id={reasonId} className="product-modal__hint">
                {choiceSoldOut
                  ? t('modal.choiceSoldOutHint')
                  : food.status === 'active'
                    ? t('modal.soldOutHint')
                    : t('modal.unavailableHint')}
              </p>
            )}
          </div>
        </div>
      </div>
    </Modal>
  )
}

function OptionChoices({
  group,
  chosen,
  onChoose,
}: {
  group: OptionGroup
  chosen: string | undefined
  onChoose(code: string): void
}) {
  const { t } = useTranslation('product')
  const language = useLanguage()
  const id = useId()
  const allergenNames = useAllergenNames()
  return (
    <fieldset className="product-modal__option">
      <legend>{textIn(group, 'name', language)}</legend>
      {group.choices.map((choice) => (
        <label key={choice.code} className="product-modal__choice">
          <input
            type="radio"
            name={id}
            value={choice.code}
            checked={chosen === choice.code}
            disabled={isSoldOut(choice.soldOutUntil, new Date())}
            onChange={() => onChoose(choice.code)}
          />
          <span>{textIn(choice, 'label', language)}</span>{' '}
          {(choice.allergens?.length ?? 0) > 0 && (
            <span className="product-modal__choice-allergens">
              ({t('modal.choiceAdds', { allergens: allergenNames(choice.allergens ?? []) })})
            </span>
          )}{' '}
          <span className="product-modal__choice-price">
            {choicePrice(group.pricingMode, choice.priceCents, language)}
          </span>
          {isSoldOut(choice.soldOutUntil, new Date()) && (
            <span className="product-modal__choice-sold-out"> {t('modal.choiceSoldOut')}</span>
          )}
        </label>
      ))}
    </fieldset>
  )
}
