import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../ui/field'
import { DeliveryQuoteNote } from './delivery-quote'
import { rememberPostalCode, useRememberedPostalCode } from './postal-code'
import { useDeliveryQuote, usePickupOffered } from './use-delivery-quote'

/**
 * The cart page's postal code, remembered for the checkout, and its delivery quote for the food
 * after a promo code's `foodDiscountCents` (issue 19 §1.6).
 */
export function usePostalCodeQuote(subtotalCents: number, foodDiscountCents = 0) {
  const [postalCode, setPostalCode] = useState('')
  useRememberedPostalCode((code) => setPostalCode((current) => current || code))
  const quote = useDeliveryQuote(postalCode, subtotalCents, foodDiscountCents)
  const change = (code: string) => {
    setPostalCode(code)
    rememberPostalCode(code)
  }
  return { ...quote, postalCode, change }
}

/**
 * Asks for the postal code on the cart page when the fee depends on it (issue 11 §3), and says
 * at once what delivery there costs; a restaurant delivering everywhere alike asks nothing.
 */
export function PostalCodeQuote({ delivery }: { delivery: ReturnType<typeof usePostalCodeQuote> }) {
  const { t } = useTranslation('common')
  const id = useId()
  const pickupOffered = usePickupOffered()
  if (!delivery.byPostalCode) return null
  return (
    <Field
      id={id}
      className="field delivery-postal-code"
      label={t('delivery.postalCode')}
      describedBy={`${id}-quote`}
      after={
        <DeliveryQuoteNote
          id={`${id}-quote`}
          quote={delivery.quote}
          postalCode={delivery.postalCode}
          pickupOffered={pickupOffered}
        />
      }
    >
      {(control) => (
        <input
          {...control}
          value={delivery.postalCode}
          onChange={(event) => delivery.change(event.currentTarget.value)}
          autoComplete="postal-code"
        />
      )}
    </Field>
  )
}
