import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** The pseudo-category that shows every dish (SPEC §3). */
export const ALL_CATEGORIES = 'All'

/**
 * A category's name in the active language. Categories are named in English on the server; the
 * demo's are translated in common.json, and one the admin adds later shows as it was written.
 */
export function useCategoryLabel() {
  const { t } = useTranslation('common')
  return useCallback(
    (name: string) => (/[.:]/.test(name) ? name : t(`categories.${name}`, { defaultValue: name })),
    [t],
  )
}
