import type { Fulfilment } from '@quan/domain/fulfilment'
import { useTranslation } from 'react-i18next'

interface FulfilmentChoiceProps {
  choice: Fulfilment
  onChoose(choice: Fulfilment): void
}

/** Asked first when the restaurant offers pickup (issue 11 §1): delivered, or collected. */
export function FulfilmentChoice({ choice, onChoose }: FulfilmentChoiceProps) {
  const { t } = useTranslation('checkout')
  return (
    <fieldset className="checkout-fulfilment">
      <legend>{t('fulfilment.legend')}</legend>
      <label>
        <input
          type="radio"
          name="fulfilment"
          value="delivery"
          checked={choice === 'delivery'}
          onChange={() => onChoose('delivery')}
        />
        {t('fulfilment.delivery')}
      </label>
      <label>
        <input
          type="radio"
          name="fulfilment"
          value="pickup"
          checked={choice === 'pickup'}
          onChange={() => onChoose('pickup')}
        />
        {t('fulfilment.pickup')}
      </label>
    </fieldset>
  )
}
