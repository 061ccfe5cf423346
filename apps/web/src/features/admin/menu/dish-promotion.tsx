import { Field } from '../../../shared/ui/field'
import { toCents } from '@quan/domain/money'
import { promotionPercent, showsDiscountBadge } from '@quan/domain/promotion'
import { useTranslation } from 'react-i18next'
import { euros, type DishDraft } from './dish-draft'
import { EuroInput } from './euro-input'
import type { FieldMarks, SetDishField } from './field-marks'

interface DishPromotionProps {
  draft: DishDraft
  onSet: SetDishField
  marks: FieldMarks
}

/** On promotion or not, the promotion price, and the discount it makes (and whether it shows). */
export function DishPromotion({ draft, onSet, marks }: DishPromotionProps) {
  const { t } = useTranslation('admin')
  const price = euros(draft.price)
  const promotion = euros(draft.promotionPrice)
  const percent =
    draft.isPromotion && Number.isFinite(price) && Number.isFinite(promotion)
      ? promotionPercent(toCents(price), toCents(promotion))
      : 0
  const badgeShown = showsDiscountBadge({
    priceCents: 0,
    isPromotion: draft.isPromotion,
    originalPriceCents: 0,
    promotionPriceCents: 0,
    options: draft.options.map((group) => ({ ...group, choices: [], defaultChoiceCode: '' })),
  })

  return (
    <fieldset className="admin-dish__promotion">
      <legend>{t('menu.form.promotion')}</legend>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={draft.isPromotion}
          onChange={(event) => onSet('isPromotion', event.target.checked, 'promotionPrice')}
        />
        {t('menu.form.onPromotion')}
      </label>
      {draft.isPromotion && (
        <Field
          {...marks.field('promotionPrice')}
          label={t('menu.form.promotionPrice')}
          after={
            <p className="admin-dish__percent" aria-live="polite">
              {percent > 0 ? (
                <>
                  <span className="dish-badge">-{percent}%</span>{' '}
                  {badgeShown
                    ? t('menu.form.percent', { percent })
                    : t('menu.form.percentHidden', { percent })}
                </>
              ) : (
                t('menu.form.percentNone')
              )}
            </p>
          }
        >
          {(control) => (
            <EuroInput
              control={control}
              value={draft.promotionPrice}
              onChange={(value) => onSet('promotionPrice', value)}
            />
          )}
        </Field>
      )}
    </fieldset>
  )
}
