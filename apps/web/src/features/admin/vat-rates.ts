import { saveVatRates, vatRates } from '@quan/domain/api/addresses'
import type { Language } from '@quan/domain/language'
import type { VatRate, VatSettings } from '@quan/domain/vat'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

// The VAT rates (issue 22 §2): edited in Settings, chosen in the dish and category forms.

export const vatRatesKey = ['office', 'vat-rates'] as const

/** GET /api/admin/vat-rates: the VAT rates, the dishes' default and the delivery fee's. */
export function useVatRatesSetting() {
  return useQuery({
    queryKey: vatRatesKey,
    queryFn: () => call(vatRates, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** PUT /api/admin/vat-rates: every rate at once. */
export function useSaveVatRates() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: VatSettings) =>
      call(saveVatRates, { body: settings, auth: true }).then((answer) => answer.data),
    onSuccess: (settings) => queryClient.setQueryData(vatRatesKey, settings),
  })
}

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
