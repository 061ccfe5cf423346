import { useTranslation } from 'react-i18next'
import { ClosureNotes, useWeekHours } from '../../shared/hours'
import { emailHref, phoneHref, useRestaurant } from '../../shared/restaurant'

/** The hours, contact and policy cards beside the booking form (SPEC §2, §9). */
export function ReservationCards() {
  const { t } = useTranslation('reservation')
  const { identity } = useRestaurant()
  const week = useWeekHours()
  return (
    <aside className="reservation-cards">
      <section className="reservation-card" aria-labelledby="reservation-hours">
        <h2 id="reservation-hours">{t('hours.title')}</h2>
        <dl className="reservation-card__hours">
          {week.map((line) => (
            <div key={line.days}>
              <dt>{line.days}</dt>
              <dd>{line.hours}</dd>
            </div>
          ))}
        </dl>
        <ClosureNotes className="reservation-card__closures" />
        <p className="reservation-card__note">{t('hours.note')}</p>
      </section>

      <section className="reservation-card" aria-labelledby="reservation-contact">
        <h2 id="reservation-contact">{t('contact.title')}</h2>
        <p>{t('contact.text')}</p>
        <ul className="reservation-card__list">
          <li>
            <span>{t('contact.phone')}: </span>
            <a href={phoneHref(identity.phone)}>{identity.phone}</a>
          </li>
          <li>
            <span>{t('contact.email')}: </span>
            <a href={emailHref(identity.email)}>{identity.email}</a>
          </li>
          <li>
            <span>{t('contact.address')}: </span>
            {identity.address.street}, {identity.address.postalCode} {identity.address.city}
          </li>
        </ul>
      </section>

      <section
        className="reservation-card reservation-card--policy"
        aria-labelledby="reservation-policy"
      >
        <h2 id="reservation-policy">{t('policy.title')}</h2>
        <ul className="reservation-card__policy">
          <li>{t('policy.hold')}</li>
          <li>{t('policy.early')}</li>
          <li>{t('policy.cancel')}</li>
          <li>{t('policy.confirm')}</li>
          <li>{t('policy.groups')}</li>
        </ul>
      </section>
    </aside>
  )
}
