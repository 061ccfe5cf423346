import type { ShopConfig } from '@quan/domain/answers'
import { WEEKDAY_NAMES } from '@quan/domain/next-opening'
import { useTranslation } from 'react-i18next'
import { useRestaurant } from '../../shared/restaurant'

/** Monday first, as the restaurant's week is written. */
const WEEK = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]]

/** Where and when a pickup order is collected: the restaurant's address and its pickup hours. */
export function PickupInfo({ hours }: { hours: ShopConfig['pickupHours'] | undefined }) {
  const { t } = useTranslation('checkout')
  // The restaurant as its owner set it up (issue 21 §1): pickups are collected there.
  const { name, address } = useRestaurant().identity
  return (
    <section className="checkout-pickup" aria-labelledby="checkout-pickup-title">
      <h3 id="checkout-pickup-title">{t('pickup.title')}</h3>
      <address>
        {name}
        <br />
        {address.street}
        <br />
        {address.postalCode} {address.city}
      </address>
      {hours === 'always' ? (
        <p>{t('pickup.always')}</p>
      ) : (
        hours && (
          <dl className="checkout-pickup__hours" aria-label={t('pickup.hours')}>
            {WEEK.map((day) => {
              const open = hours[day]
              return (
                <div key={day}>
                  <dt>{t(`pickup.days.${day}`)}</dt>
                  <dd>{open ? `${open.open}–${open.close}` : t('pickup.closed')}</dd>
                </div>
              )
            })}
          </dl>
        )
      )}
    </section>
  )
}
