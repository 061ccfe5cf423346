import type { OrderType } from '@quan/domain/order-status'
import { useTranslation } from 'react-i18next'

interface OrderTypeChoiceProps {
  choice: OrderType
  onChoose(choice: OrderType): void
  onLogIn(): void
}

/** A guest's choice (SPEC §2): order as a guest, or as registered after logging in. */
export function OrderTypeChoice({ choice, onChoose, onLogIn }: OrderTypeChoiceProps) {
  const { t } = useTranslation('checkout')
  return (
    <fieldset className="checkout-type">
      <legend>{t('type.legend')}</legend>
      <label>
        <input
          type="radio"
          name="orderType"
          value="guest"
          checked={choice === 'guest'}
          onChange={() => onChoose('guest')}
        />
        {t('type.guest')}
      </label>
      <div className="checkout-type__registered">
        <label>
          <input
            type="radio"
            name="orderType"
            value="registered"
            checked={choice === 'registered'}
            // Choosing a radio opens nothing (WCAG 3.2.2): the login is the button's job.
            onChange={() => onChoose('registered')}
          />
          {t('type.registered')}
        </label>
        <button
          type="button"
          className="button button--ghost checkout-type__login"
          onClick={onLogIn}
        >
          {t('type.logIn')}
        </button>
      </div>
      {choice === 'registered' && (
        <p className="text-soft checkout-hint">{t('type.registeredHint')}</p>
      )}
    </fieldset>
  )
}
