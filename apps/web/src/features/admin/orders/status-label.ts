import { useTranslation } from 'react-i18next'
import { STATUS_LABEL_KEYS } from '../../../shared/ui/status-badge'

/**
 * An order status in the admin's language. The labels are the track page's (`track:status.*`),
 * so a guest and the kitchen read the same word; an unknown status shows as it is.
 */
export function useStatusLabel() {
  const { t } = useTranslation('track')
  return (status: string) => {
    const key = STATUS_LABEL_KEYS[status]
    return key ? t(key) : status
  }
}
