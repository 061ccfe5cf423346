import type { ErrorCode } from '@quan/domain/error-codes'
import { WEEKDAY_NAMES, type WeekdayName } from '@quan/domain/next-opening'
import {
  type Closure,
  type KindHours,
  MAX_CLOSURES,
  CLOSURE_NOTE_MAX_LENGTH,
  restaurantHoursShape,
  type RestaurantHours,
  type WeekSpans,
} from '@quan/domain/restaurant/hours'
import { MAX_SPANS_A_DAY, type Span } from '@quan/domain/schedule'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import {
  fieldRefusals,
  refusalOf,
  useErrorText,
  useFailureText,
  type Refusal,
} from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { LanguageTabs } from '../language-tabs'
import { useSaveRestaurantHours } from './api'

/** Monday first, as the owner reads a week. */
const WEEK: readonly WeekdayName[] = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]!]
const WORKDAYS: readonly WeekdayName[] = ['tuesday', 'wednesday', 'thursday', 'friday']
const KINDS = ['delivery', 'pickup'] as const
type Kind = (typeof KINDS)[number]

/** A new span: lunch for the first of a day, dinner for the next. */
const newSpan = (spans: readonly Span[]): Span =>
  spans.length === 0 ? { open: '11:00', close: '14:00' } : { open: '17:00', close: '22:00' }

/** The zones this browser knows, the saved one among them even when it does not. */
function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([current, 'UTC', ...known])].sort()
}

/** Field path → refusal, from the schema's issues (the same paths the server names). */
function refusalsOf(hours: RestaurantHours): Record<string, Refusal> {
  const parsed = restaurantHoursShape.safeParse(hours)
  if (parsed.success) return {}
  const refusals: Record<string, Refusal> = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.')
    refusals[path] ??= { code: issue.message as ErrorCode, message: issue.message }
  }
  return refusals
}

interface SpansProps {
  /** Where the spans are in the hours: 'opening.monday', 'closures.0.spans'. */
  path: string
  /** Names the day or closure the spans are of, for every control's label. */
  name: string
  spans: readonly Span[]
  onChange(spans: Span[]): void
  errorAt(path: string): string
}

/** One day's spans: opening and closing of each, a span added or removed, at most four. */
function SpansEditor({ path, name, spans, onChange, errorAt }: SpansProps) {
  const { t } = useTranslation('office')
  const id = useId()
  const dayError = errorAt(path)
  const set = (index: number, part: keyof Span, value: string) =>
    onChange(spans.map((span, i) => (i === index ? { ...span, [part]: value } : span)))
  return (
    <div className="office-hours__spans">
      {spans.length === 0 && <span className="text-soft">{t('settings.hours.dayOff')}</span>}
      {spans.map((span, index) => {
        const number = index + 1
        return (
          <div className="office-hours__span" key={index}>
            {(['open', 'close'] as const).map((part) => {
              const error = errorAt(`${path}.${index}.${part}`)
              return (
                <span key={part} className="office-hours__time">
                  <label htmlFor={`${id}-${index}-${part}-input`} className="visually-hidden">
                    {t(`settings.hours.${part}`, { name, number })}
                  </label>
                  <input
                    id={`${id}-${index}-${part}-input`}
                    value={span[part]}
                    inputMode="numeric"
                    placeholder="HH:MM"
                    size={5}
                    maxLength={5}
                    aria-invalid={Boolean(error || dayError) || undefined}
                    aria-describedby={
                      error ? `${id}-${index}-${part}` : dayError ? `${id}-day` : undefined
                    }
                    onChange={(event) => set(index, part, event.currentTarget.value.trim())}
                  />
                  {error && (
                    <span id={`${id}-${index}-${part}`} className="office-hours__error">
                      {error}
                    </span>
                  )}
                </span>
              )
            })}
            <button
              type="button"
              className="button button--ghost"
              // The visible word starts the name a screen reader hears (WCAG 2.5.3).
              aria-label={t('settings.hours.removeSpan', { name, number })}
              onClick={() => onChange(spans.filter((_, i) => i !== index))}
            >
              {t('settings.hours.removeSpanShort')}
            </button>
          </div>
        )
      })}
      {spans.length < MAX_SPANS_A_DAY && (
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('settings.hours.addSpan', { name })}
          onClick={() => onChange([...spans, newSpan(spans)])}
        >
          {t('settings.hours.addSpanShort')}
        </button>
      )}
      {dayError && (
        <p id={`${id}-day`} className="office-hours__error">
          {dayError}
        </p>
      )}
    </div>
  )
}

interface WeekProps {
  path: string
  week: WeekSpans
  onChange(week: WeekSpans): void
  errorAt(path: string): string
  /** Names the week's kind in the controls' labels: 'Opening', 'Delivery'. */
  kindName: string
}

/** Each weekday's spans, Monday first, and Monday's copied to Tuesday–Friday in one click. */
function WeekEditor({ path, week, onChange, errorAt, kindName }: WeekProps) {
  const { t } = useTranslation(['office', 'common'])
  return (
    <div className="office-hours__week">
      {WEEK.map((day) => {
        const dayName = t(`common:week.days.${day}`)
        return (
          <div key={day} className="office-hours__day">
            <span className="office-hours__day-name">{dayName}</span>
            <SpansEditor
              path={`${path}.${day}`}
              name={`${kindName}, ${dayName}`}
              spans={week[day]}
              onChange={(spans) => onChange({ ...week, [day]: spans })}
              errorAt={errorAt}
            />
          </div>
        )
      })}
      <button
        type="button"
        className="button button--ghost"
        onClick={() =>
          onChange({
            ...week,
            ...Object.fromEntries(WORKDAYS.map((day) => [day, week.monday.map((s) => ({ ...s }))])),
          })
        }
      >
        {t('settings.hours.copyMonday', { kind: kindName })}
      </button>
    </div>
  )
}

/**
 * The restaurant's hours (issue 21 §4): its time zone, the opening hours per weekday with
 * several spans a day, delivery and pickup hours the same as the opening hours, round the clock
 * or their own, and the closures and shorter days with the note guests read in each language.
 */
export function HoursEditor({ hours }: { hours: RestaurantHours }) {
  const { t } = useTranslation(['office', 'common'])
  const errorText = useErrorText()
  const failureText = useFailureText()
  const save = useSaveRestaurantHours()
  const id = useId()
  const [draft, setDraft] = useState<RestaurantHours>(hours)
  const [refusals, setRefusals] = useState<Record<string, Refusal>>({})
  const [problem, setProblem] = useState('')
  const [saved, setSaved] = useState(false)
  // Closed until asked for: Settings holds many sections, and a week of spans is long.
  const [open, setOpen] = useState(false)
  const errorAt = (path: string) => errorText(refusals[path])

  function change(next: RestaurantHours) {
    setDraft(next)
    setSaved(false)
  }
  const setKind = (kind: Kind, value: KindHours) => change({ ...draft, [kind]: value })
  const setClosure = (index: number, closure: Closure) =>
    change({ ...draft, closures: draft.closures.map((c, i) => (i === index ? closure : c)) })

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    setProblem('')
    // The server's own schema first: every field at fault is marked before anything is sent.
    const local = refusalsOf(draft)
    setRefusals(local)
    if (Object.keys(local).length > 0) {
      setProblem(t('settings.hours.fix'))
      return
    }
    save.mutate(draft, {
      onSuccess: (stored) => {
        setDraft(stored)
        setSaved(true)
      },
      onError: (error) => {
        if (error instanceof ApiError) setRefusals(fieldRefusals(error))
        setProblem(
          error instanceof ApiError && !error.isNetwork
            ? errorText(refusalOf(error)) || failureText(error)
            : failureText(error),
        )
      },
    })
  }

  const kindChoice = (kind: Kind) => {
    const value = draft[kind]
    const mode = value === 'opening' || value === 'always' ? value : 'own'
    const kindName = t(`settings.hours.${kind}`)
    return (
      <fieldset key={kind} className="office-hours__kind">
        <legend>{kindName}</legend>
        {(['opening', 'always', 'own'] as const).map((choice) => (
          <label key={choice} className="office-ordering__switch">
            <input
              type="radio"
              name={`${id}-${kind}`}
              checked={mode === choice}
              onChange={() =>
                setKind(kind, choice === 'own' ? structuredClone(draft.opening) : choice)
              }
            />
            {t(`settings.hours.mode.${choice}`)}
          </label>
        ))}
        {errorAt(kind) && <p className="office-hours__error">{errorAt(kind)}</p>}
        {typeof value === 'object' && (
          <WeekEditor
            path={kind}
            week={value}
            kindName={kindName}
            onChange={(week) => setKind(kind, week)}
            errorAt={errorAt}
          />
        )}
      </fieldset>
    )
  }

  return (
    <form className="office-hours" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.hours.title')}</h3>
      <Button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}
      >
        {open ? t('settings.hours.hide') : t('settings.hours.edit')}
      </Button>
      {open && (
        <div id={`${id}-body`} className="office-hours__body">
          <label className="office-hours__zone">
            {t('settings.hours.timeZone')}
            <select
              value={draft.timeZone}
              aria-invalid={Boolean(errorAt('timeZone')) || undefined}
              onChange={(event) => change({ ...draft, timeZone: event.currentTarget.value })}
            >
              {timeZones(draft.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </label>
          {errorAt('timeZone') && <p className="office-hours__error">{errorAt('timeZone')}</p>}

          <fieldset className="office-hours__kind">
            <legend>{t('settings.hours.opening')}</legend>
            <WeekEditor
              path="opening"
              week={draft.opening}
              kindName={t('settings.hours.opening')}
              onChange={(opening) => change({ ...draft, opening })}
              errorAt={errorAt}
            />
          </fieldset>

          {KINDS.map(kindChoice)}

          <fieldset className="office-hours__kind">
            <legend>{t('settings.hours.closures')}</legend>
            <p className="text-soft">{t('settings.hours.closuresHint')}</p>
            {draft.closures.map((closure, index) => {
              const number = index + 1
              const path = `closures.${index}`
              const name = t('settings.hours.closureName', { number })
              const shorter = closure.spans.length > 0
              return (
                <fieldset key={index} className="office-hours__closure">
                  <legend>{name}</legend>
                  <div className="office-hours__dates">
                    {(['from', 'to'] as const).map((end) => {
                      const error = errorAt(`${path}.${end}`)
                      return (
                        <div key={end} className="office-hours__date">
                          <label htmlFor={`${id}-closure-${index}-${end}`}>
                            {t(`settings.hours.${end}`)}
                          </label>
                          <input
                            id={`${id}-closure-${index}-${end}`}
                            type="date"
                            value={closure[end]}
                            aria-invalid={Boolean(error) || undefined}
                            aria-describedby={
                              error ? `${id}-closure-${index}-${end}-error` : undefined
                            }
                            onChange={(event) =>
                              setClosure(index, { ...closure, [end]: event.currentTarget.value })
                            }
                          />
                          {error && (
                            <span
                              id={`${id}-closure-${index}-${end}-error`}
                              className="office-hours__error"
                            >
                              {error}
                            </span>
                          )}
                        </div>
                      )
                    })}
                  </div>
                  <label className="office-ordering__switch">
                    <input
                      type="radio"
                      name={`${id}-closure-${index}`}
                      checked={!shorter}
                      onChange={() => setClosure(index, { ...closure, spans: [] })}
                    />
                    {t('settings.hours.closedAllDay')}
                  </label>
                  <label className="office-ordering__switch">
                    <input
                      type="radio"
                      name={`${id}-closure-${index}`}
                      checked={shorter}
                      onChange={() =>
                        setClosure(index, {
                          ...closure,
                          spans: [{ open: '11:00', close: '15:00' }],
                        })
                      }
                    />
                    {t('settings.hours.shorter')}
                  </label>
                  {shorter && (
                    <SpansEditor
                      path={`${path}.spans`}
                      name={name}
                      spans={closure.spans}
                      onChange={(spans) =>
                        // Its last span removed, a shorter day is a closed one.
                        setClosure(index, { ...closure, spans })
                      }
                      errorAt={errorAt}
                    />
                  )}
                  <LanguageTabs
                    idPrefix={`${id}-note-${index}`}
                    label={t('settings.hours.note', { name })}
                    values={closure.note}
                    onChange={(language, value) =>
                      setClosure(index, {
                        ...closure,
                        note: { ...closure.note, [language]: value },
                      })
                    }
                    maxLength={CLOSURE_NOTE_MAX_LENGTH}
                  />
                  {(['vi', 'en', 'sk'] as const).map(
                    (language) =>
                      errorAt(`${path}.note.${language}`) && (
                        <p key={language} className="office-hours__error">
                          {t(`admin:menu.form.language.${language}`)}:{' '}
                          {errorAt(`${path}.note.${language}`)}
                        </p>
                      ),
                  )}
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() =>
                      change({ ...draft, closures: draft.closures.filter((_, i) => i !== index) })
                    }
                  >
                    {t('settings.hours.removeClosure', { name })}
                  </button>
                </fieldset>
              )
            })}
            {errorAt('closures') && <p className="office-hours__error">{errorAt('closures')}</p>}
            {draft.closures.length < MAX_CLOSURES && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() =>
                  change({
                    ...draft,
                    closures: [
                      ...draft.closures,
                      { from: '', to: '', spans: [], note: { vi: '', en: '', sk: '' } },
                    ],
                  })
                }
              >
                {t('settings.hours.addClosure')}
              </button>
            )}
          </fieldset>

          {problem && (
            <p className="alert" role="alert">
              {problem}
            </p>
          )}
          {/* There before it speaks, so a screen reader hears it (issue 19 §4.5). */}
          <div role="status">{saved && <p>{t('settings.hours.saved')}</p>}</div>
          <div className="office-areas__actions">
            <Button type="submit" className="button" disabled={save.isPending}>
              {save.isPending ? t('settings.hours.saving') : t('settings.hours.save')}
            </Button>
          </div>
        </div>
      )}
    </form>
  )
}
