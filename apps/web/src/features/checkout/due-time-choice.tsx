import type { OrderSlot } from '@quan/domain/order-slots'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSlotDay } from '../../shared/orders/slot-name'

interface DueTimeChoiceProps {
  slots: OrderSlot[]
  /** The chosen slot's start (ISO), or null for as soon as possible. */
  dueAt: string | null
  /** As soon as possible is not on offer while closed or paused. */
  asapOffered: boolean
  /** Paused until the restaurant reopens: no slot is offered, and that is why (issue 19 §2.5). */
  pausedNoEnd?: boolean
  now: Date
  timeZone: string
  onChoose(dueAt: string | null): void
}

/**
 * Now or later (issue 11 §2): as soon as possible, or a 15-minute slot chosen by day and time.
 * Only the slots the restaurant offers are listed (full ones are left out).
 */
export function DueTimeChoice({
  slots,
  dueAt,
  asapOffered,
  pausedNoEnd = false,
  now,
  timeZone,
  onChoose,
}: DueTimeChoiceProps) {
  const { t } = useTranslation('checkout')
  const slotDay = useSlotDay()
  const id = useId()
  const chosen = slots.find((slot) => slot.start.toISOString() === dueAt)
  const days = [...new Set(slots.map((slot) => slot.date))]
  const day = chosen?.date ?? days[0]
  const times = slots.filter((slot) => slot.date === day)
  const later = dueAt !== null

  return (
    <fieldset className="checkout-fulfilment checkout-when">
      <legend>{t('later.legend')}</legend>
      <label>
        <input
          type="radio"
          name="when"
          value="asap"
          checked={!later}
          disabled={!asapOffered}
          onChange={() => onChoose(null)}
        />
        {t('later.asap')}
      </label>
      <label>
        <input
          type="radio"
          name="when"
          value="later"
          checked={later}
          disabled={slots.length === 0}
          onChange={() => onChoose(slots[0]?.start.toISOString() ?? null)}
        />
        {t('later.later')}
      </label>
      {later && (
        <div className="checkout-when__slot">
          <div className="field">
            <label htmlFor={`${id}-day`}>{t('later.day')}</label>
            <select
              id={`${id}-day`}
              value={day}
              onChange={(event) => {
                const first = slots.find((slot) => slot.date === event.currentTarget.value)
                if (first) onChoose(first.start.toISOString())
              }}
            >
              {days.map((date) => (
                <option key={date} value={date}>
                  {slotDay(date, now, timeZone)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-time`}>{t('later.time')}</label>
            <select
              id={`${id}-time`}
              value={dueAt ?? ''}
              onChange={(event) => onChoose(event.currentTarget.value)}
            >
              {times.map((slot) => (
                <option key={slot.time} value={slot.start.toISOString()}>
                  {slot.time}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {slots.length === 0 && (
        <p className="text-soft checkout-hint">
          {pausedNoEnd ? t('later.paused') : t('later.none')}
        </p>
      )}
    </fieldset>
  )
}
