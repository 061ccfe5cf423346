import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import { refusalOf, useErrorText } from '../../../shared/api/error-text'

/** A refused or failed category change in words: the server's refusal, or no answer at all. */
export function useCategoryFailure() {
  const { t } = useTranslation('admin')
  const errorText = useErrorText()
  return (caught: unknown) =>
    caught instanceof ApiError && !caught.isNetwork
      ? t('menu.categories.saveFailed', { message: errorText(refusalOf(caught)) || caught.message })
      : t('menu.categories.saveError', { error: (caught as Error).message })
}
