import { vatRateOf } from '@quan/domain/vat'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../../../i18n/languages'
import { Field } from '../../../shared/ui/field'
import { useVatRatesSetting, vatRateLabel } from '../vat-rates'

interface VatRateSelectProps {
  id: string
  /** The rate's id; null: the level above's. */
  value: string | null
  onChange(value: string | null): void
  /** What none means: the dish's category's rate, or the shop's default for dishes. */
  fallback: 'category' | 'shop'
  /** The dish's category's rate, when `fallback` is its category's. */
  categoryRateId?: string | null
  error?: string
}

/**
 * A dish's or a category's VAT rate (issue 22 §2): the level above's first ("category default"
 * or "shop default", with the rate it comes to), then the rates in Settings.
 */
export function VatRateSelect({
  id,
  value,
  onChange,
  fallback,
  categoryRateId,
  error,
}: VatRateSelectProps) {
  const { t, i18n } = useTranslation('office')
  const settings = useVatRatesSetting().data
  const language = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en'
  const above = settings && vatRateOf(settings, fallback === 'category' ? categoryRateId : null)
  const rates = settings?.rates ?? []
  return (
    <Field id={id} label={t('vat.rate')} error={error}>
      {(control) => (
        <select
          {...control}
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        >
          <option value="">
            {t(`vat.${fallback}Default`)}
            {above ? ` — ${vatRateLabel(above, language)}` : ''}
          </option>
          {/* A rate not (or no longer) in Settings stays chosen until another is. */}
          {value && !rates.some((rate) => rate.id === value) && (
            <option value={value}>{value}</option>
          )}
          {rates.map((rate) => (
            <option key={rate.id} value={rate.id}>
              {vatRateLabel(rate, language)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
