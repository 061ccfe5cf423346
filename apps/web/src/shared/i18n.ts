import { useTranslation } from 'react-i18next'
import { toLanguage, type Language } from '../i18n/languages'

/** The active language as one of ours (vi, en or sk). */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return toLanguage(i18n.resolvedLanguage ?? i18n.language)
}
