import { useTranslation } from 'react-i18next'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { ReservationCards } from './reservation-cards'
import { ReservationForm } from './reservation-form'
import { ReservationHero } from './reservation-hero'
import './reservation.css'
import { useRestaurantFacts } from '../../shared/restaurant'

export function Component() {
  const { t } = useTranslation('reservation')
  const facts = useRestaurantFacts()
  useDocumentHead(t('meta.title'), t('meta.description', facts))
  return (
    <div className="reservation-page">
      <ReservationHero />
      <div className="container reservation-page__body">
        <ReservationForm />
        <ReservationCards />
      </div>
    </div>
  )
}
