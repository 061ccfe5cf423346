import type { SavedAddress } from '@quan/domain/answers'
import { useTranslation } from 'react-i18next'
import { addressLine } from '../../shared/addresses/saved-addresses'

/** The choice of "a new address" beside the saved ones. */
export const NEW_ADDRESS = 'new'

interface SavedAddressChoiceProps {
  addresses: SavedAddress[]
  /** The chosen address's id, or NEW_ADDRESS. */
  choice: string
  onChoose(choice: string): void
}

/**
 * A signed-in customer's saved addresses at checkout (issue 24 §3), the default chosen first,
 * and a new one to type. Choosing one fills the fields below, which stay editable.
 */
export function SavedAddressChoice({ addresses, choice, onChoose }: SavedAddressChoiceProps) {
  const { t } = useTranslation('checkout')
  return (
    <fieldset className="checkout-saved">
      <legend>{t('saved.legend')}</legend>
      {addresses.map((address) => (
        <label key={address._id}>
          <input
            type="radio"
            name="savedAddress"
            value={address._id}
            checked={choice === address._id}
            onChange={() => onChoose(address._id)}
          />
          <span>
            {addressLine(address)}
            {address.isDefault && <span className="text-soft"> {t('saved.default')}</span>}
          </span>
        </label>
      ))}
      <label>
        <input
          type="radio"
          name="savedAddress"
          value={NEW_ADDRESS}
          checked={choice === NEW_ADDRESS}
          onChange={() => onChoose(NEW_ADDRESS)}
        />
        {t('saved.new')}
      </label>
    </fieldset>
  )
}

/** A checkbox with its plain hint: "save this address", "remember my details". */
export function CheckoutTick({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string
  label: string
  hint?: string
  checked: boolean
  onChange(checked: boolean): void
}) {
  return (
    <div className="checkout-tick">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-soft checkout-hint">
          {hint}
        </p>
      )}
    </div>
  )
}
