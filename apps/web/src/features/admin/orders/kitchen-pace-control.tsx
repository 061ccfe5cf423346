import { BUSY_DELAYS, PAUSE_LENGTHS, type KitchenChange } from '@quan/domain/kitchen-pace'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { restaurantTime, useRestaurantZone } from '../restaurant-day'
import { useChangeKitchenPace, useKitchenPace } from './kitchen-api'
import { Button } from '../../../shared/ui/button'

/**
 * The kitchen's pace on the orders board (issue 11 §5): when it is swamped, the restaurant
 * pauses new orders for a while or until it reopens them, and adds a busy delay to every
 * estimate guests are told. The pause's end is set by the server, on its own clock.
 */
export function KitchenPaceControl() {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const id = useId()
  const zone = useRestaurantZone()
  const pace = useKitchenPace()
  const changing = useChangeKitchenPace()
  const current = pace.data
  const sending = changing.isPending
  const change = (next: KitchenChange) => changing.mutate(next)

  let state = t('orders.kitchen.taking')
  if (current?.paused) {
    state = current.resumesAt
      ? t('orders.kitchen.pausedUntil', { time: restaurantTime(current.resumesAt, zone) })
      : t('orders.kitchen.pausedUntilReopened')
  }

  return (
    <section
      className="office-kitchen"
      aria-labelledby={`${id}-title`}
      data-paused={current?.paused ? 'true' : 'false'}
    >
      <h3 id={`${id}-title`} className="office-kitchen__title">
        {t('orders.kitchen.title')}
      </h3>
      {current && (
        <p className="office-kitchen__state" role="status">
          <strong>{state}</strong>{' '}
          {t('orders.kitchen.estimate', {
            from: current.estimate.fromMinutes,
            to: current.estimate.toMinutes,
          })}
        </p>
      )}
      {pace.error && (
        <p className="alert" role="alert">
          {t('orders.kitchen.loadError', { error: failureText(pace.error) })}
        </p>
      )}
      {current && (
        <div className="office-kitchen__controls">
          <div
            role="group"
            aria-label={t('orders.kitchen.pause')}
            className="office-kitchen__group"
          >
            <span aria-hidden="true">{t('orders.kitchen.pause')}</span>
            {PAUSE_LENGTHS.map((minutes) => (
              <Button
                key={minutes}
                type="button"
                className="button button--ghost"
                disabled={sending}
                onClick={() => change({ action: 'pause', minutes })}
              >
                {t('orders.kitchen.minutes', { minutes })}
              </Button>
            ))}
            <Button
              type="button"
              className="button button--ghost"
              disabled={sending}
              onClick={() => change({ action: 'pause', minutes: null })}
            >
              {t('orders.kitchen.untilReopened')}
            </Button>
            {current.paused && (
              <Button
                type="button"
                className="button"
                disabled={sending}
                onClick={() => change({ action: 'reopen' })}
              >
                {t('orders.kitchen.reopen')}
              </Button>
            )}
          </div>
          <div
            role="group"
            aria-label={t('orders.kitchen.delay')}
            className="office-kitchen__group"
          >
            <span aria-hidden="true">{t('orders.kitchen.delay')}</span>
            {BUSY_DELAYS.map((minutes) => (
              <Button
                key={minutes}
                type="button"
                className="button button--ghost"
                aria-pressed={current.delayMinutes === minutes}
                disabled={sending}
                onClick={() => change({ action: 'delay', minutes })}
              >
                {t('orders.kitchen.delayBy', { minutes })}
              </Button>
            ))}
          </div>
        </div>
      )}
      {changing.error && (
        <p className="alert" role="alert">
          {t('orders.kitchen.changeError', { error: failureText(changing.error) })}
        </p>
      )}
    </section>
  )
}
