import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/client'
import { refusalOf, useErrorText } from '../api/error-text'
import { WRITE } from '../api/mutation'
import { useLanguage } from '../i18n'
import { Button } from '../ui/button'
import { canAskForOrderNews, shopServiceWorker, turnOnOrderNews } from './order-news'

/**
 * "Notify me about this order" (issue 24 §2), after placing an order and on the track page.
 * Shown only where the browser can take pushes, the guest has not blocked them, and the shop's
 * service worker is registered; never in the server's HTML (it cannot know any of that).
 */
export function OrderNewsButton({ trackingCode, phone }: { trackingCode: string; phone: string }) {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const errorText = useErrorText()
  const [offered, setOffered] = useState(false)
  useEffect(() => {
    if (!canAskForOrderNews()) return
    let mounted = true
    void shopServiceWorker().then((registration) => {
      if (mounted) setOffered(registration !== undefined)
    })
    return () => {
      mounted = false
    }
  }, [])
  const turnOn = useMutation({
    ...WRITE,
    mutationKey: ['order-news', trackingCode],
    mutationFn: () => turnOnOrderNews({ trackingCode, phone }, language),
  })
  if (!offered) return null
  const outcome = turnOn.data
  const said =
    outcome === 'on'
      ? t('orderNews.on')
      : outcome === 'blocked'
        ? t('orderNews.blocked')
        : outcome === 'unavailable'
          ? t('orderNews.unavailable')
          : turnOn.error
            ? (turnOn.error instanceof ApiError && !turnOn.error.isNetwork
                ? errorText(refusalOf(turnOn.error))
                : '') || t('orderNews.failed')
            : ''
  return (
    <div className="order-news">
      {/* Kept once on, so the focus stays where the guest pressed (aria-disabled). */}
      <Button
        className="button button--ghost"
        disabled={turnOn.isPending || outcome === 'on'}
        onClick={() => turnOn.mutate()}
      >
        {outcome === 'on'
          ? t('orderNews.turnedOn')
          : turnOn.isPending
            ? t('orderNews.asking')
            : t('orderNews.turnOn')}
      </Button>
      <p role="status" className="text-soft">
        {said}
      </p>
    </div>
  )
}
