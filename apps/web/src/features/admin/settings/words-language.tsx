import type { Language } from '@quan/domain/language'
import { WORDS_LIMITS, type LanguageWords } from '@quan/domain/restaurant/words'
import type { WordsPart } from '@quan/domain/restaurant/missing-words'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../shared/ui/field'

/** How the editor ties a field to its path in the words: its control's id and its error. */
export interface WordsMarks {
  id(path: string): string
  /** The error in the reader's words; '' for none. */
  error(path: string): string
}

interface WordsLanguageProps {
  language: Language
  words: LanguageWords
  /** What this language leaves blank that another has. */
  missing: WordsPart[]
  /** The id of the words on the text format, which the long texts are described by. */
  formatHint: string
  marks: WordsMarks
  /** The language's new words, and the path (below the language) whose errors they clear. */
  onChange(next: LanguageWords, clear: string): void
}

const PART_KEYS: Record<WordsPart, string> = {
  'banner.eyebrow': 'bannerEyebrow',
  'banner.title': 'bannerTitle',
  'banner.text': 'bannerText',
  'about.title': 'aboutTitle',
  'about.paragraphs': 'aboutParagraphs',
  'about.numbers': 'aboutNumbers',
  'about.mission': 'aboutMission',
  'about.values': 'aboutValues',
  'about.team': 'aboutTeam',
  faq: 'faq',
  contactIntro: 'contactIntro',
}

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

/** One language's words: banner, about story (mission, values, team), FAQ, contact intro. */
export function WordsLanguage({
  language,
  words,
  missing,
  formatHint,
  marks,
  onChange,
}: WordsLanguageProps) {
  const { t } = useTranslation('office')
  // After a move or a removal the focus follows the item (or goes to its neighbour).
  const [focusId, setFocusId] = useState<string | null>(null)
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus()
  }, [focusId])

  const path = (rest: string) => `${language}.${rest}`
  const { banner, about, faq } = words

  const text = (
    rest: string,
    label: string,
    value: string,
    max: number,
    set: (value: string) => LanguageWords,
    { multiline = false, clear = rest }: { multiline?: boolean; clear?: string } = {},
  ) => (
    <Field
      id={marks.id(path(rest))}
      label={label}
      error={marks.error(path(rest))}
      describedBy={multiline ? formatHint : undefined}
    >
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            lang={language}
            rows={4}
            maxLength={max}
            value={value}
            onChange={(event) => onChange(set(event.currentTarget.value), clear)}
          />
        ) : (
          <input
            {...control}
            lang={language}
            maxLength={max}
            value={value}
            onChange={(event) => onChange(set(event.currentTarget.value), clear)}
          />
        )
      }
    </Field>
  )

  /** Move up, move down and remove for item `index` of a list of `count`. */
  const actions = <T,>(
    list: 'about.paragraphs' | 'about.numbers' | 'about.values' | 'about.team' | 'faq',
    item: string,
    index: number,
    count: number,
    apply: (change: (items: readonly T[]) => T[]) => void,
  ) => {
    const buttonId = (action: string, at: number) => marks.id(path(`${list}.${at}.${action}`))
    const named = (action: string) => (
      <>
        {t(`settings.words.${action}`)} <span className="visually-hidden">{item}</span>
      </>
    )
    return (
      <div className="office-words__actions">
        {index > 0 && (
          <button
            type="button"
            id={buttonId('moveUp', index)}
            className="button button--ghost"
            onClick={() => {
              apply((items) => moved(items, index, index - 1))
              setFocusId(buttonId(index - 1 > 0 ? 'moveUp' : 'moveDown', index - 1))
            }}
          >
            {named('moveUp')}
          </button>
        )}
        {index < count - 1 && (
          <button
            type="button"
            id={buttonId('moveDown', index)}
            className="button button--ghost"
            onClick={() => {
              apply((items) => moved(items, index, index + 1))
              setFocusId(buttonId(index + 1 < count - 1 ? 'moveDown' : 'moveUp', index + 1))
            }}
          >
            {named('moveDown')}
          </button>
        )}
        <button
          type="button"
          id={buttonId('remove', index)}
          className="button button--ghost"
          onClick={() => {
            apply((items) => items.filter((_, at) => at !== index))
            setFocusId(
              count > 1
                ? buttonId('remove', Math.min(index, count - 2))
                : marks.id(path(`${list}.add`)),
            )
          }}
        >
          {named('remove')}
        </button>
      </div>
    )
  }

  /** A list's own error (too many), under its add button. */
  const listError = (list: string) => {
    const error = marks.error(path(list))
    return (
      error && (
        <p id={marks.id(path(list))} className="field-error" tabIndex={-1}>
          {error}
        </p>
      )
    )
  }

  const addButton = (list: string, label: string, full: boolean, add: () => void): ReactNode => (
    <button
      type="button"
      id={marks.id(path(`${list}.add`))}
      className="button button--ghost"
      aria-disabled={full || undefined}
      onClick={() => {
        if (!full) add()
      }}
    >
      {label}
    </button>
  )

  type Numbers = LanguageWords['about']['numbers']
  const setParagraphs = (change: (items: readonly string[]) => string[]) =>
    onChange(
      { ...words, about: { ...about, paragraphs: change(about.paragraphs) } },
      'about.paragraphs',
    )
  const setNumbers = (change: (items: Numbers) => Numbers) =>
    onChange({ ...words, about: { ...about, numbers: change(about.numbers) } }, 'about.numbers')
  type Values = LanguageWords['about']['values']
  type Team = LanguageWords['about']['team']
  const setValues = (change: (items: Values) => Values) =>
    onChange({ ...words, about: { ...about, values: change(about.values) } }, 'about.values')
  const setTeam = (change: (items: Team) => Team) =>
    onChange({ ...words, about: { ...about, team: change(about.team) } }, 'about.team')
  const setFaq = (change: (items: LanguageWords['faq']) => LanguageWords['faq']) =>
    onChange({ ...words, faq: change(faq) }, 'faq')

  return (
    <div className="office-words__language">
      {missing.length > 0 && (
        <p className="text-soft office-words__missing">
          {t('settings.words.missing', {
            parts: missing.map((part) => t(`settings.words.parts.${PART_KEYS[part]}`)).join(', '),
          })}
        </p>
      )}

      <fieldset className="office-words__group">
        <legend>{t('settings.words.banner.title')}</legend>
        {text(
          'banner.eyebrow',
          t('settings.words.banner.eyebrow'),
          banner.eyebrow,
          WORDS_LIMITS.eyebrow,
          (eyebrow) => ({ ...words, banner: { ...banner, eyebrow } }),
        )}
        {text(
          'banner.title',
          t('settings.words.banner.heading'),
          banner.title,
          WORDS_LIMITS.title,
          (title) => ({ ...words, banner: { ...banner, title } }),
        )}
        {text(
          'banner.text',
          t('settings.words.banner.text'),
          banner.text,
          WORDS_LIMITS.bannerText,
          (value) => ({ ...words, banner: { ...banner, text: value } }),
          { multiline: true },
        )}
      </fieldset>

      <fieldset className="office-words__group">
        <legend>{t('settings.words.about.title')}</legend>
        {text(
          'about.title',
          t('settings.words.about.heading'),
          about.title,
          WORDS_LIMITS.title,
          (title) => ({ ...words, about: { ...about, title } }),
        )}
        <ol className="office-words__list">
          {about.paragraphs.map((paragraph, index) => (
            <li key={index}>
              {text(
                `about.paragraphs.${index}`,
                t('settings.words.about.paragraph', { number: index + 1 }),
                paragraph,
                WORDS_LIMITS.paragraph,
                (value) => ({
                  ...words,
                  about: {
                    ...about,
                    paragraphs: about.paragraphs.map((old, at) => (at === index ? value : old)),
                  },
                }),
                { multiline: true },
              )}
              {actions(
                'about.paragraphs',
                t('settings.words.item.paragraph', { number: index + 1 }),
                index,
                about.paragraphs.length,
                setParagraphs,
              )}
            </li>
          ))}
        </ol>
        {addButton(
          'about.paragraphs',
          t('settings.words.about.addParagraph'),
          about.paragraphs.length >= WORDS_LIMITS.paragraphs,
          () => setParagraphs((items) => [...items, '']),
        )}
        {listError('about.paragraphs')}

        <fieldset className="office-words__group">
          <legend>{t('settings.words.about.numbers')}</legend>
          <ol className="office-words__list">
            {about.numbers.map((number, index) => {
              const set = (field: 'figure' | 'label') => (value: string) => ({
                ...words,
                about: {
                  ...about,
                  numbers: about.numbers.map((old, at) =>
                    at === index ? { ...old, [field]: value } : old,
                  ),
                },
              })
              return (
                <li key={index} className="office-words__number">
                  {text(
                    `about.numbers.${index}.figure`,
                    t('settings.words.about.figure', { number: index + 1 }),
                    number.figure,
                    WORDS_LIMITS.figure,
                    set('figure'),
                  )}
                  {text(
                    `about.numbers.${index}.label`,
                    t('settings.words.about.label', { number: index + 1 }),
                    number.label,
                    WORDS_LIMITS.numberLabel,
                    set('label'),
                  )}
                  {actions(
                    'about.numbers',
                    t('settings.words.item.number', { number: index + 1 }),
                    index,
                    about.numbers.length,
                    setNumbers,
                  )}
                </li>
              )
            })}
          </ol>
          {addButton(
            'about.numbers',
            t('settings.words.about.addNumber'),
            about.numbers.length >= WORDS_LIMITS.numbers,
            () => setNumbers((items) => [...items, { figure: '', label: '' }]),
          )}
          {listError('about.numbers')}
        </fieldset>

        <fieldset className="office-words__group">
          <legend>{t('settings.words.about.mission')}</legend>
          <p className="text-soft">{t('settings.words.about.missionHint')}</p>
          {text(
            'about.mission.title',
            t('settings.words.about.missionTitle'),
            about.mission.title,
            WORDS_LIMITS.title,
            (title) => ({ ...words, about: { ...about, mission: { ...about.mission, title } } }),
            { clear: 'about.mission' },
          )}
          {text(
            'about.mission.text',
            t('settings.words.about.missionText'),
            about.mission.text,
            WORDS_LIMITS.missionText,
            (value) => ({
              ...words,
              about: { ...about, mission: { ...about.mission, text: value } },
            }),
            { multiline: true, clear: 'about.mission' },
          )}
        </fieldset>

        <fieldset className="office-words__group">
          <legend>{t('settings.words.about.values')}</legend>
          {about.values.length === 0 && (
            <p className="text-soft">{t('settings.words.about.valuesEmpty')}</p>
          )}
          <ol className="office-words__list">
            {about.values.map((value, index) => {
              const set = (field: 'title' | 'text') => (next: string) => ({
                ...words,
                about: {
                  ...about,
                  values: about.values.map((old, at) =>
                    at === index ? { ...old, [field]: next } : old,
                  ),
                },
              })
              return (
                <li key={index} className="office-words__entry">
                  {text(
                    `about.values.${index}.title`,
                    t('settings.words.about.valueTitle', { number: index + 1 }),
                    value.title,
                    WORDS_LIMITS.valueTitle,
                    set('title'),
                  )}
                  {text(
                    `about.values.${index}.text`,
                    t('settings.words.about.valueText', { number: index + 1 }),
                    value.text,
                    WORDS_LIMITS.valueText,
                    set('text'),
                    { multiline: true },
                  )}
                  {actions(
                    'about.values',
                    t('settings.words.item.value', { number: index + 1 }),
                    index,
                    about.values.length,
                    setValues,
                  )}
                </li>
              )
            })}
          </ol>
          {addButton(
            'about.values',
            t('settings.words.about.addValue'),
            about.values.length >= WORDS_LIMITS.values,
            () => setValues((items) => [...items, { title: '', text: '' }]),
          )}
          {listError('about.values')}
        </fieldset>

        <fieldset className="office-words__group">
          <legend>{t('settings.words.about.team')}</legend>
          {about.team.length === 0 && (
            <p className="text-soft">{t('settings.words.about.teamEmpty')}</p>
          )}
          <ol className="office-words__list">
            {about.team.map((member, index) => {
              const set = (field: 'name' | 'role' | 'bio') => (next: string) => ({
                ...words,
                about: {
                  ...about,
                  team: about.team.map((old, at) =>
                    at === index ? { ...old, [field]: next } : old,
                  ),
                },
              })
              return (
                <li key={index} className="office-words__entry">
                  {text(
                    `about.team.${index}.name`,
                    t('settings.words.about.name', { number: index + 1 }),
                    member.name,
                    WORDS_LIMITS.name,
                    set('name'),
                  )}
                  {text(
                    `about.team.${index}.role`,
                    t('settings.words.about.role', { number: index + 1 }),
                    member.role,
                    WORDS_LIMITS.role,
                    set('role'),
                  )}
                  {text(
                    `about.team.${index}.bio`,
                    t('settings.words.about.bio', { number: index + 1 }),
                    member.bio,
                    WORDS_LIMITS.bio,
                    set('bio'),
                    { multiline: true },
                  )}
                  {actions(
                    'about.team',
                    t('settings.words.item.person', { number: index + 1 }),
                    index,
                    about.team.length,
                    setTeam,
                  )}
                </li>
              )
            })}
          </ol>
          {addButton(
            'about.team',
            t('settings.words.about.addPerson'),
            about.team.length >= WORDS_LIMITS.team,
            () => setTeam((items) => [...items, { name: '', role: '', bio: '' }]),
          )}
          {listError('about.team')}
        </fieldset>
      </fieldset>

      <fieldset className="office-words__group">
        <legend>{t('settings.words.faq.title')}</legend>
        {faq.length === 0 && <p className="text-soft">{t('settings.words.faq.empty')}</p>}
        <ol className="office-words__list">
          {faq.map((entry, index) => {
            const set = (change: Partial<(typeof faq)[number]>) => ({
              ...words,
              faq: faq.map((old, at) => (at === index ? { ...old, ...change } : old)),
            })
            const factsId = marks.id(path(`faq.${index}.deliveryFacts`))
            return (
              <li key={index} className="office-words__entry">
                {text(
                  `faq.${index}.question`,
                  t('settings.words.faq.question', { number: index + 1 }),
                  entry.question,
                  WORDS_LIMITS.question,
                  (question) => set({ question }),
                )}
                {text(
                  `faq.${index}.answer`,
                  t('settings.words.faq.answer', { number: index + 1 }),
                  entry.answer,
                  WORDS_LIMITS.answer,
                  (answer) => set({ answer }),
                  { multiline: true },
                )}
                <label className="office-ordering__switch" htmlFor={factsId}>
                  <input
                    id={factsId}
                    type="checkbox"
                    checked={entry.deliveryFacts}
                    onChange={(event) =>
                      onChange(set({ deliveryFacts: event.currentTarget.checked }), `faq.${index}`)
                    }
                  />
                  {t('settings.words.faq.deliveryFacts')}
                </label>
                {actions(
                  'faq',
                  t('settings.words.item.question', { number: index + 1 }),
                  index,
                  faq.length,
                  setFaq,
                )}
              </li>
            )
          })}
        </ol>
        {addButton('faq', t('settings.words.faq.add'), faq.length >= WORDS_LIMITS.faq, () =>
          setFaq((items) => [...items, { question: '', answer: '', deliveryFacts: false }]),
        )}
        {listError('faq')}
      </fieldset>

      <fieldset className="office-words__group">
        <legend>{t('settings.words.contactIntro')}</legend>
        {text(
          'contactIntro',
          t('settings.words.contactIntro'),
          words.contactIntro,
          WORDS_LIMITS.contactIntro,
          (contactIntro) => ({ ...words, contactIntro }),
          { multiline: true },
        )}
      </fieldset>
    </div>
  )
}
