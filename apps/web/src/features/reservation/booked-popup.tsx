import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../config/paths'
import { bookedDay } from '../../shared/calendar-words'
import { useLanguage } from '../../shared/i18n'
import { Modal } from '../../shared/ui/modal'

/** What was booked, as the confirmation says it. */
export interface Booked {
  name: string
  date: string
  time: string
  people: number
  email: string
  mailed: boolean
}

/** The booking went through: who, when and how many, and whether a mail confirms it. */
export function BookedPopup({ booked, onClose }: { booked: Booked; onClose(): void }) {
  const { t } = useTranslation('reservation')
  const language = useLanguage()
  const navigate = useNavigate()

  return (
    <Modal label={t('popup.title')} onClose={onClose} className="reservation-popup">
      <svg
        className="reservation-popup__icon"
        viewBox="0 0 48 48"
        aria-hidden="true"
        width="56"
        height="56"
      >
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path
          d="m14 25 7 7 13-15"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2>{t('popup.title')}</h2>
      <p>
        {t('popup.message', {
          name: booked.name,
          date: bookedDay(booked.date, language),
          time: booked.time,
          people: booked.people,
        })}
      </p>
      <p>{t('popup.call')}</p>
      {booked.mailed && <p>{t('popup.email', { email: booked.email })}</p>}
      <div className="reservation-popup__actions">
        <button type="button" className="button" onClick={() => navigate(paths.home)}>
          {t('popup.home')}
        </button>
      </div>
    </Modal>
  )
}
