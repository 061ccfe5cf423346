import { PHONE_MAX_LENGTH } from '@quan/domain/phone'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText, type Refusal } from '../../shared/api/error-text'
import { Field } from '../../shared/ui/field'
import type { DeliveryAddress } from './api'

export type AddressField = keyof DeliveryAddress

/** A field's own message: 'this one is missing' (naming it), or a refusal worded by its code. */
export type FieldError = { missing: true } | { refusal: Refusal }

export type FieldErrors = Partial<Record<AddressField, FieldError>>

interface DeliveryAddressFieldsProps {
  address: DeliveryAddress
  errors: FieldErrors
  onEdit(name: AddressField, value: string): void
  /** The first field, focused on a phone so the keyboard is up at once (SPEC §2). */
  firstFieldRef: Ref<HTMLInputElement>
  /** A pickup asks no address (issue 11 §1): name, e-mail and phone only. */
  pickup?: boolean
}

/** The delivery address: name, e-mail, street to country, and the phone, each with its mark. */
export function DeliveryAddressFields({
  address,
  errors,
  onEdit,
  firstFieldRef,
  pickup = false,
}: DeliveryAddressFieldsProps) {
  const { t } = useTranslation('checkout')
  const errorText = useErrorText()

  /** What a field needs: its control's id and error, and the value it edits. */
  function field(name: AddressField) {
    const error = errors[name]
    return {
      id: `checkout-${name}`,
      label: t(`form.${name}`),
      error: !error
        ? ''
        : 'refusal' in error
          ? errorText(error.refusal)
          : t('errors.missing', { field: t(`form.${name}`) }),
    }
  }

  const input = (name: AddressField) => ({
    name,
    value: address[name],
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      onEdit(name, event.currentTarget.value),
  })

  return (
    <div className="checkout-fields">
      <Field {...field('firstName')}>
        {(control) => (
          <input
            ref={firstFieldRef}
            {...control}
            {...input('firstName')}
            required
            autoComplete="given-name"
          />
        )}
      </Field>
      <Field {...field('lastName')}>
        {(control) => (
          <input {...control} {...input('lastName')} required autoComplete="family-name" />
        )}
      </Field>
      <Field {...field('email')} className="field checkout-wide">
        {(control) => <input {...control} {...input('email')} type="email" autoComplete="email" />}
      </Field>
      {!pickup && (
        <>
          <Field {...field('street')} className="field checkout-wide">
            {(control) => (
              <input {...control} {...input('street')} required autoComplete="street-address" />
            )}
          </Field>
          <Field {...field('city')}>
            {(control) => (
              <input {...control} {...input('city')} required autoComplete="address-level2" />
            )}
          </Field>
          <Field {...field('state')}>
            {(control) => (
              <input {...control} {...input('state')} required autoComplete="address-level1" />
            )}
          </Field>
          <Field {...field('zipcode')}>
            {(control) => (
              <input {...control} {...input('zipcode')} required autoComplete="postal-code" />
            )}
          </Field>
          <Field {...field('country')}>
            {(control) => (
              <input {...control} {...input('country')} required autoComplete="country-name" />
            )}
          </Field>
        </>
      )}
      <Field
        {...field('phone')}
        className="field checkout-wide"
        hint={pickup ? t('form.phoneHintPickup') : t('form.phoneHint')}
        hintAs="span"
        hintClassName="text-soft checkout-hint"
      >
        {(control) => (
          <input
            {...control}
            {...input('phone')}
            type="tel"
            inputMode="tel"
            pattern="[0-9]{10,20}"
            maxLength={PHONE_MAX_LENGTH}
            required
            autoComplete="tel"
          />
        )}
      </Field>
    </div>
  )
}
