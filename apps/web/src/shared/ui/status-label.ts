import { useTranslation } from 'react-i18next'
import type { Fulfilment } from '@quan/domain/fulfilment'
import { statusLabelKey } from './status-badge'

/**
 * An order status in the admin's language. The labels are the track page's (`track:status.*`),
 * so a guest and the kitchen read the same word; an unknown status shows as it is.
 */
export function useStatusLabel() {
  const { t } = useTranslation('track')
  // A pickup's steps read 'Ready for pickup' and 'Picked up' (issue 11 §1).
  return (status: string, fulfilment?: Fulfilment) => {
    const key = statusLabelKey(status, fulfilment)
    return key ? t(key) : status
  }
}
