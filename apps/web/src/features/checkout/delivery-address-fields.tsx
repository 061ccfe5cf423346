import { PHONE_MAX_LENGTH } from '@quan/domain/phone'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText, type Refusal } from '../../shared/api/error-text'
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

  function field(name: AddressField, hint?: string) {
    const invalid = Boolean(errors[name])
    return {
      id: `checkout-${name}`,
      name,
      value: address[name],
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby':
        [hint ?? '', invalid ? `checkout-${name}-error` : ''].filter(Boolean).join(' ') ||
        undefined,
      onChange: (event: { currentTarget: HTMLInputElement }) =>
        onEdit(name, event.currentTarget.value),
    }
  }

  function errorOf(name: AddressField) {
    const error = errors[name]
    if (!error) return null
    const text =
      'refusal' in error
        ? errorText(error.refusal)
        : t('errors.missing', { field: t(`form.${name}`) })
    return (
      <p id={`checkout-${name}-error`} className="field-error">
        {text}
      </p>
    )
  }

  return (
    <div className="checkout-fields">
      <div className="field">
        <label htmlFor="checkout-firstName">{t('form.firstName')}</label>
        <input ref={firstFieldRef} {...field('firstName')} required autoComplete="given-name" />
        {errorOf('firstName')}
      </div>
      <div className="field">
        <label htmlFor="checkout-lastName">{t('form.lastName')}</label>
        <input {...field('lastName')} required autoComplete="family-name" />
        {errorOf('lastName')}
      </div>
      <div className="field checkout-wide">
        <label htmlFor="checkout-email">{t('form.email')}</label>
        <input {...field('email')} type="email" autoComplete="email" />
        {errorOf('email')}
      </div>
      {!pickup && (
        <>
          <div className="field checkout-wide">
            <label htmlFor="checkout-street">{t('form.street')}</label>
            <input {...field('street')} required autoComplete="street-address" />
            {errorOf('street')}
          </div>
          <div className="field">
            <label htmlFor="checkout-city">{t('form.city')}</label>
            <input {...field('city')} required autoComplete="address-level2" />
            {errorOf('city')}
          </div>
          <div className="field">
            <label htmlFor="checkout-state">{t('form.state')}</label>
            <input {...field('state')} required autoComplete="address-level1" />
            {errorOf('state')}
          </div>
          <div className="field">
            <label htmlFor="checkout-zipcode">{t('form.zipcode')}</label>
            <input {...field('zipcode')} required autoComplete="postal-code" />
            {errorOf('zipcode')}
          </div>
          <div className="field">
            <label htmlFor="checkout-country">{t('form.country')}</label>
            <input {...field('country')} required autoComplete="country-name" />
            {errorOf('country')}
          </div>
        </>
      )}
      <div className="field checkout-wide">
        <label htmlFor="checkout-phone">{t('form.phone')}</label>
        <input
          {...field('phone', 'checkout-phone-hint')}
          type="tel"
          inputMode="tel"
          pattern="[0-9]{10,20}"
          maxLength={PHONE_MAX_LENGTH}
          required
          autoComplete="tel"
        />
        <span id="checkout-phone-hint" className="text-soft checkout-hint">
          {pickup ? t('form.phoneHintPickup') : t('form.phoneHint')}
        </span>
        {errorOf('phone')}
      </div>
    </div>
  )
}
