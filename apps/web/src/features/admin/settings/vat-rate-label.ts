import type { Language } from '@quan/domain/language'
import type { VatRate } from '@quan/domain/vat'

const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-GB', sk: 'sk-SK' }

/** A percent as the reader writes it: 19% in English and Vietnamese, 19 % in Slovak. */
export function formatVatPercent(percent: number, language: Language): string {
  if (!Number.isFinite(percent)) return ''
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(percent / 100)
}

/** A rate as a select shows it: its name in the reader's language and its percent. */
export function vatRateLabel(rate: VatRate, language: Language): string {
  const name = rate.names[language] || rate.names.en || rate.id
  const percent = formatVatPercent(rate.percent, language)
  return percent ? `${name} (${percent})` : name
}
