import { textIn } from '@quan/domain/menu-texts'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n'
import { useCategories } from './queries'

/** The pseudo-category that shows every dish (SPEC §3). */
export const ALL_CATEGORIES = 'All'

/**
 * A category's name in the active language (issue 12 §1). Dishes name their category by its base
 * name, which is the key; the category carries its name per language, and All is the shop's own.
 */
export function useCategoryLabel() {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const categories = useCategories().data
  return useCallback(
    (name: string) => {
      if (name === ALL_CATEGORIES) return t('categories.All')
      const category = categories?.find((candidate) => candidate.name === name)
      return category ? textIn(category, 'name', language) : name
    },
    [t, language, categories],
  )
}
