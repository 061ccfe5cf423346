import type { PaymentMethod } from '@quan/domain/payments'
import { useTranslation } from 'react-i18next'

interface PaymentChoiceProps {
  /** The methods the restaurant offers now (GET /api/config), in their order. */
  methods: readonly PaymentMethod[]
  choice: PaymentMethod
  pickup: boolean
  onChoose(method: PaymentMethod): void
}

/**
 * How the guest pays (issue 22 §1): a choice when the restaurant offers more than one way, else
 * one line saying how (cash at the door or counter, as every order before payments).
 */
export function PaymentChoice({ methods, choice, pickup, onChoose }: PaymentChoiceProps) {
  const { t } = useTranslation('checkout')
  const where = pickup ? 'pickup' : 'delivery'
  if (methods.length <= 1) {
    return <p>{t(`payment.only.${methods[0] ?? 'cash'}.${where}`)}</p>
  }
  return (
    <fieldset className="checkout-payment">
      <legend>{t('payment.legend')}</legend>
      {methods.map((method) => (
        <label key={method}>
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            checked={choice === method}
            onChange={() => onChoose(method)}
          />
          {t(`payment.method.${method}.${where}`)}
        </label>
      ))}
      {choice === 'online' && <p className="text-soft checkout-hint">{t('payment.onlineHint')}</p>}
    </fieldset>
  )
}
