import { LANGUAGES, type Language } from '@quan/domain/language'
import { RESTAURANT_COUNTRIES, type RestaurantCountry } from '@quan/domain/phone'
import { identityBody } from '@quan/domain/requests/restaurant'
import type { RestaurantIdentity } from '@quan/domain/restaurant'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import { fieldRefusals, useFailureText, type Refusal } from '../../../shared/api/error-text'
import { schemaRefusals } from '../../../shared/api/schema-refusals'
import { useDraft } from '../../../shared/form/use-draft'
import { mapUrl } from '../../../shared/restaurant'
import { Button } from '../../../shared/ui/button'
import { Field } from '../../../shared/ui/field'
import { LanguageTabs } from '../language-tabs'
import { useSaveIdentity } from './api'

/** The identity as the form holds it: one field per control, the map position as typed. */
interface Draft {
  name: string
  description: Record<Language, string>
  street: string
  postalCode: string
  city: string
  latitude: string
  longitude: string
  phone: string
  email: string
  companyName: string
  registeredAddress: string
  companyId: string
  taxId: string
  vatId: string
  country: RestaurantCountry
  languages: Language[]
  defaultLanguage: Language
}

type TextField = Exclude<keyof Draft, 'description' | 'country' | 'languages' | 'defaultLanguage'>

const toDraft = (identity: RestaurantIdentity): Draft => ({
  name: identity.name,
  description: { ...identity.description },
  ...identity.address,
  latitude: String(identity.position.latitude),
  longitude: String(identity.position.longitude),
  phone: identity.phone,
  email: identity.email,
  ...identity.legal,
  country: identity.country,
  languages: [...identity.languages],
  defaultLanguage: identity.defaultLanguage,
})

/** What PUT /api/admin/restaurant/identity takes; the schema reads the position's text. */
const toBody = (draft: Draft) => ({
  name: draft.name,
  description: draft.description,
  address: { street: draft.street, postalCode: draft.postalCode, city: draft.city },
  position: { latitude: draft.latitude, longitude: draft.longitude },
  phone: draft.phone,
  email: draft.email,
  legal: {
    companyName: draft.companyName,
    registeredAddress: draft.registeredAddress,
    companyId: draft.companyId,
    taxId: draft.taxId,
    vatId: draft.vatId,
  },
  country: draft.country,
  // In the order the shop lists them, whatever order they were ticked in.
  languages: LANGUAGES.filter((language) => draft.languages.includes(language)),
  defaultLanguage: draft.defaultLanguage,
})

const GROUPS = new Set(['address', 'position', 'legal'])

/**
 * Refusals by the body's paths ('address.city', 'description.sk', 'languages.1') under the
 * form's fields ('city', 'description', 'languages').
 */
export function byField(refusals: Record<string, Refusal>): Record<string, Refusal> {
  const found: Record<string, Refusal> = {}
  for (const [path, refusal] of Object.entries(refusals)) {
    const [first = '', second] = path.split('.')
    found[GROUPS.has(first) && second ? second : first] ??= refusal
  }
  return found
}

/** A plain decimal as typed, or undefined. */
const degrees = (text: string) => {
  const value = Number(text.trim())
  return text.trim() && Number.isFinite(value) ? value : undefined
}

/**
 * The restaurant's identity (issue 21 §1): its name, a short description per language, address
 * and map position, phone, public e-mail, legal identity, country, and the languages guests are
 * offered with the one they start in. Everything guests see of it reads what is saved here.
 */
export function IdentityEditor({ identity }: { identity: RestaurantIdentity }) {
  const { t, i18n } = useTranslation('office')
  const failureText = useFailureText()
  const save = useSaveIdentity()
  const draft = useDraft(identityBody, () => toDraft(identity), { from: toBody })
  const { id, values } = draft
  const [refusal, setRefusal] = useState('')
  const [saved, setSaved] = useState(false)
  const countryNames = useMemo(
    () => new Intl.DisplayNames([i18n.language], { type: 'region' }),
    [i18n.language],
  )

  function change<Key extends keyof Draft>(field: Key, value: Draft[Key]) {
    draft.set(field, value)
    setSaved(false)
  }

  function toggleLanguage(language: Language, offered: boolean) {
    const languages = offered
      ? [...values.languages, language]
      : values.languages.filter((other) => other !== language)
    change('languages', languages)
    // The default follows when it is no longer offered.
    if (!languages.includes(values.defaultLanguage) && languages[0]) {
      draft.set('defaultLanguage', languages[0])
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending) return
    setSaved(false)
    setRefusal('')
    const parsed = identityBody.safeParse(toBody(values))
    if (!parsed.success) {
      draft.show(byField(schemaRefusals(parsed.error)))
      return
    }
    draft.setErrors({})
    save.mutate(parsed.data, {
      onSuccess: (stored) => {
        draft.reset(toDraft(stored))
        setSaved(true)
      },
      onError: (error) => {
        const shown = error instanceof ApiError && draft.show(byField(fieldRefusals(error)))
        if (!shown) setRefusal(t('settings.restaurant.failed', { error: failureText(error) }))
      },
    })
  }

  const text = (
    field: TextField,
    options: { hint?: string; type?: string; maxLength?: number; autoComplete?: string } = {},
  ) => (
    <Field {...draft.field(field)} label={t(`settings.restaurant.${field}`)} hint={options.hint}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          maxLength={options.maxLength}
          autoComplete={options.autoComplete ?? 'off'}
          value={values[field]}
          onChange={(event) => change(field, event.currentTarget.value)}
        />
      )}
    </Field>
  )

  const latitude = degrees(values.latitude)
  const longitude = degrees(values.longitude)
  const languageName = (language: Language) => t(`settings.restaurant.language.${language}`)

  return (
    <form
      className="office-ordering office-identity"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('settings.restaurant.title')}</h3>
      <p className="text-soft">{t('settings.restaurant.hint')}</p>
      {text('name', { maxLength: 80 })}
      <div className="office-identity__description">
        <LanguageTabs
          label={t('settings.restaurant.description')}
          values={values.description}
          onChange={(language, value) =>
            change('description', { ...values.description, [language]: value })
          }
          maxLength={300}
          multiline
          idPrefix={`${id}-description`}
        />
        <p className="text-soft">{t('settings.restaurant.descriptionHint')}</p>
        {draft.errorOf('description') && (
          <p className="field-error">{draft.errorOf('description')}</p>
        )}
      </div>

      <fieldset className="office-area">
        <legend>{t('settings.restaurant.address')}</legend>
        {text('street', { maxLength: 120 })}
        {text('postalCode', { maxLength: 16 })}
        {text('city', { maxLength: 80 })}
      </fieldset>

      <fieldset className="office-area">
        <legend>{t('settings.restaurant.position')}</legend>
        {text('latitude', { hint: t('settings.restaurant.positionHint') })}
        {text('longitude')}
        {latitude !== undefined && longitude !== undefined && (
          <a href={mapUrl({ latitude, longitude })} target="_blank" rel="noopener noreferrer">
            {t('settings.restaurant.openMap')}
          </a>
        )}
      </fieldset>

      <fieldset className="office-area">
        <legend>{t('settings.restaurant.contacts')}</legend>
        {text('phone', { type: 'tel', hint: t('settings.restaurant.phoneHint') })}
        {text('email', { type: 'email' })}
        <Field
          {...draft.field('country')}
          label={t('settings.restaurant.country')}
          hint={t('settings.restaurant.countryHint')}
        >
          {(control) => (
            <select
              {...control}
              value={values.country}
              onChange={(event) =>
                change('country', event.currentTarget.value as RestaurantCountry)
              }
            >
              {RESTAURANT_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryNames.of(code) ?? code}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className="office-area">
        <legend>{t('settings.restaurant.legal')}</legend>
        {text('companyName', { maxLength: 120 })}
        {text('registeredAddress', { maxLength: 200 })}
        {text('companyId', { maxLength: 20 })}
        {text('taxId', { maxLength: 20 })}
        {text('vatId', { maxLength: 20, hint: t('settings.restaurant.vatIdHint') })}
      </fieldset>

      <fieldset
        className="office-area"
        aria-describedby={[
          `${id}-languages-hint`,
          draft.errorOf('languages') && `${id}-languages-error`,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <legend>{t('settings.restaurant.languages')}</legend>
        {LANGUAGES.map((language, index) => (
          <label key={language} className="office-ordering__switch">
            <input
              // The first takes the focus when the choice is refused.
              id={index === 0 ? `${id}-languages` : undefined}
              type="checkbox"
              checked={values.languages.includes(language)}
              aria-invalid={draft.errorOf('languages') ? true : undefined}
              onChange={(event) => toggleLanguage(language, event.currentTarget.checked)}
            />
            {languageName(language)}
          </label>
        ))}
        <p className="text-soft" id={`${id}-languages-hint`}>
          {t('settings.restaurant.languagesHint')}
        </p>
        {draft.errorOf('languages') && (
          <p className="field-error" id={`${id}-languages-error`}>
            {draft.errorOf('languages')}
          </p>
        )}
        <Field {...draft.field('defaultLanguage')} label={t('settings.restaurant.defaultLanguage')}>
          {(control) => (
            <select
              {...control}
              value={values.defaultLanguage}
              onChange={(event) => change('defaultLanguage', event.currentTarget.value as Language)}
            >
              {LANGUAGES.filter((language) => values.languages.includes(language)).map(
                (language) => (
                  <option key={language} value={language}>
                    {languageName(language)}
                  </option>
                ),
              )}
            </select>
          )}
        </Field>
      </fieldset>

      {refusal && (
        <p className="alert" role="alert">
          {refusal}
        </p>
      )}
      {/* There before it speaks, so a screen reader hears it (issue 19 §4.5). */}
      <div role="status">{saved && <p>{t('settings.restaurant.saved')}</p>}</div>
      <div className="office-areas__actions">
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('settings.restaurant.saving') : t('settings.restaurant.save')}
        </Button>
      </div>
    </form>
  )
}
