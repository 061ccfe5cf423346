import {
  closureNote,
  closuresAhead,
  closuresOn,
  spansText,
  weekLines,
} from '@quan/domain/restaurant/hours-text'
import { useTranslation } from 'react-i18next'
import { useLanguage } from './i18n'
import { useRestaurant } from './restaurant'

/**
 * The restaurant's opening hours as guests read them (issue 21 §4), from the hours set in
 * Settings: Monday first, days sharing their spans in one line ('Monday – Saturday',
 * '11:00–14:00, 17:00–22:00'), a day off as closed.
 */
export function useWeekHours(): { days: string; hours: string }[] {
  const { t } = useTranslation('common')
  const { hours } = useRestaurant()
  return weekLines(hours.opening).map((line) => ({
    days:
      line.from === line.to
        ? t(`week.days.${line.from}`)
        : t('week.range', { from: t(`week.days.${line.from}`), to: t(`week.toDays.${line.to}`) }),
    hours: line.spans.length > 0 ? spansText(line.spans) : t('week.closed'),
  }))
}

/** Today on the restaurant's calendar, YYYY-MM-DD (Swedish writes dates as ISO does). */
const restaurantToday = (timeZone: string) => new Date().toLocaleDateString('sv-SE', { timeZone })

/**
 * The notes of the closures and shorter days going on or starting within 14 days, in the
 * guest's language ("Closed for Tết, 17–19 February"), soonest first.
 */
export function useClosureNotes(): string[] {
  const { hours } = useRestaurant()
  const language = useLanguage()
  return closuresAhead(hours, restaurantToday(hours.timeZone))
    .map((closure) => closureNote(closure, language))
    .filter((note) => note !== '')
}

/** The note of a closure or shorter day going on today, in the guest's language, or null. */
export function useClosureToday(): string | null {
  const { hours } = useRestaurant()
  const language = useLanguage()
  const closure = closuresOn(hours, restaurantToday(hours.timeZone))[0]
  return (closure && closureNote(closure, language)) || null
}

/** The closure notes as a list, or nothing when none is ahead. */
export function ClosureNotes({ className }: { className?: string }) {
  const { t } = useTranslation('common')
  const notes = useClosureNotes()
  if (notes.length === 0) return null
  return (
    <ul className={className} aria-label={t('week.closures')}>
      {notes.map((note, index) => (
        <li key={index}>{note}</li>
      ))}
    </ul>
  )
}
