import { useTranslation } from 'react-i18next'

/** A full time (409): the day that was asked for and its nearest free times. */
export interface FullTime {
  date: string
  freeSlots: string[]
}

interface FreeTimesProps {
  /** The form's id: this list's ids start with it. */
  id: string
  full: FullTime
  onPick(date: string, time: string): void
}

/** The time asked for is full: the free times of that day to pick from, or that there are none. */
export function FreeTimes({ id, full, onPick }: FreeTimesProps) {
  const { t } = useTranslation('reservation')
  return (
    <div role="alert" className="alert reservation-full">
      {full.freeSlots.length > 0 ? (
        <>
          <p id={`${id}-free-slots`}>{t('full.freeSlots')}</p>
          <ul className="reservation-full__slots" aria-labelledby={`${id}-free-slots`}>
            {full.freeSlots.map((slot) => (
              <li key={slot}>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => onPick(full.date, slot)}
                >
                  {slot}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('full.noneThatDay')}</p>
      )}
    </div>
  )
}
