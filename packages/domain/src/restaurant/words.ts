import { z } from 'zod'
import { VALIDATION_CODES } from '../error-codes'
import { LANGUAGES, type Language } from '../language'
import { list, multilineText, object, plainText } from '../requests/fields'
import { DEMO_WORDS } from './demo-words'
import { isSafeLinkTarget } from './text-format'

/**
 * The restaurant's own words (issue 21 §3), per language: the home banner's text, the about
 * story (with its mission, values and team), the FAQ and the contact page's intro. The owner edits them in Settings; a text left
 * blank in one language shows the default language's (words-in.ts). Texts that run longer than
 * a line are in the shop's small text format (text-format.ts): paragraphs and links, no HTML.
 */

/**
 * The targets written as `[label](target)` that the shop will not make a link of (javascript:,
 * data:, a path of the shop's own…), so the settings can refuse them rather than show text.
 */
export function refusedLinkTargets(text: string): string[] {
  const refused: string[] = []
  for (const match of text.matchAll(/\]\(([^)\s]*)/g)) {
    const target = match[1] ?? ''
    if (!isSafeLinkTarget(target)) refused.push(target)
  }
  return refused
}

export const WORDS_LIMITS = {
  eyebrow: 80,
  title: 120,
  bannerText: 600,
  paragraph: 2000,
  paragraphs: 12,
  figure: 12,
  numberLabel: 60,
  numbers: 6,
  missionText: 1000,
  valueTitle: 80,
  valueText: 400,
  values: 6,
  name: 80,
  role: 80,
  bio: 400,
  team: 6,
  question: 200,
  answer: 2000,
  faq: 30,
  contactIntro: 600,
} as const

const CODES = VALIDATION_CODES

/** A line of text; blank is allowed (the default language's then shows). */
const line = (max: number) => plainText(CODES.wordsInvalid).trim().max(max, CODES.wordsTextTooLong)

/** Text with paragraphs and links, whose links the shop will make. */
const formatted = (max: number, required?: string) => {
  const text = multilineText(required ?? CODES.wordsInvalid)
    .trim()
    .max(max, { error: CODES.wordsTextTooLong, abort: true })
  return (required ? text.min(1, { error: required, abort: true }) : text).refine(
    (value) => refusedLinkTargets(value).length === 0,
    CODES.wordsLinkRefused,
  )
}

/** A line that an entry of a list needs. */
const neededLine = (max: number, required: string) =>
  plainText(required)
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: CODES.wordsTextTooLong, abort: true })

export const aboutNumberShape = object(
  {
    /** "4+", "1000+": as written, so "since 2021" or "12 h" fit too. */
    figure: neededLine(WORDS_LIMITS.figure, CODES.aboutNumberRequired),
    label: neededLine(WORDS_LIMITS.numberLabel, CODES.aboutNumberRequired),
  },
  CODES.aboutNumberRequired,
)

/** One of the things the restaurant stands for: a card on the about page. */
export const aboutValueShape = object(
  {
    title: neededLine(WORDS_LIMITS.valueTitle, CODES.aboutValueTitleRequired),
    text: formatted(WORDS_LIMITS.valueText, CODES.aboutValueTextRequired),
  },
  CODES.aboutValueTitleRequired,
)

/** One of the people of the restaurant: a card with their initials on the about page. */
export const teamMemberShape = object(
  {
    name: neededLine(WORDS_LIMITS.name, CODES.aboutTeamNameRequired),
    role: line(WORDS_LIMITS.role),
    bio: formatted(WORDS_LIMITS.bio),
  },
  CODES.aboutTeamNameRequired,
)

/** The mission, under its own title: both written, or both blank to leave it out. */
export const aboutMissionShape = object(
  { title: line(WORDS_LIMITS.title), text: formatted(WORDS_LIMITS.missionText) },
  CODES.wordsInvalid,
).superRefine((mission, context) => {
  if (mission.title !== '' && mission.text === '')
    context.addIssue({ code: 'custom', path: ['text'], message: CODES.aboutMissionTextRequired })
  if (mission.title === '' && mission.text !== '')
    context.addIssue({ code: 'custom', path: ['title'], message: CODES.aboutMissionTitleRequired })
})

export const faqEntryShape = object(
  {
    question: neededLine(WORDS_LIMITS.question, CODES.faqQuestionRequired),
    answer: formatted(WORDS_LIMITS.answer, CODES.faqAnswerRequired),
    /**
     * The answer ends with what the restaurant's settings say of delivery: its areas, the
     * current estimate and the fees (issue 19 §2.5), so no figure of the owner's goes stale.
     */
    deliveryFacts: z
      .boolean({ error: CODES.faqDeliveryFactsInvalid })
      .optional()
      .transform((value) => value ?? false),
  },
  CODES.faqQuestionRequired,
)

export const languageWordsShape = object(
  {
    banner: object(
      {
        /** The small line over the title: what and where ("Vietnamese kitchen · Bratislava"). */
        eyebrow: line(WORDS_LIMITS.eyebrow),
        title: line(WORDS_LIMITS.title),
        text: formatted(WORDS_LIMITS.bannerText),
      },
      CODES.wordsInvalid,
    ),
    about: object(
      {
        title: line(WORDS_LIMITS.title),
        paragraphs: list(
          formatted(WORDS_LIMITS.paragraph, CODES.aboutParagraphRequired),
          CODES.wordsInvalid,
        ).max(WORDS_LIMITS.paragraphs, CODES.aboutParagraphsTooMany),
        numbers: list(aboutNumberShape, CODES.wordsInvalid).max(
          WORDS_LIMITS.numbers,
          CODES.aboutNumbersTooMany,
        ),
        // Words saved before these three existed read as without them.
        mission: aboutMissionShape.default({ title: '', text: '' }),
        /** In the order guests read them. */
        values: list(aboutValueShape, CODES.wordsInvalid)
          .max(WORDS_LIMITS.values, CODES.aboutValuesTooMany)
          .default([]),
        team: list(teamMemberShape, CODES.wordsInvalid)
          .max(WORDS_LIMITS.team, CODES.aboutTeamTooMany)
          .default([]),
      },
      CODES.wordsInvalid,
    ),
    /** In the order guests read them. */
    faq: list(faqEntryShape, CODES.wordsInvalid).max(WORDS_LIMITS.faq, CODES.faqTooMany),
    contactIntro: formatted(WORDS_LIMITS.contactIntro),
  },
  CODES.wordsInvalid,
)

/** Every language's words: what PUT /api/admin/restaurant/words takes, stores and answers. */
export const restaurantWordsShape = object(
  Object.fromEntries(LANGUAGES.map((language) => [language, languageWordsShape])) as {
    [L in Language]: typeof languageWordsShape
  },
  CODES.wordsInvalid,
)

export type RestaurantWords = z.output<typeof restaurantWordsShape>
export type RestaurantWordsBody = z.input<typeof restaurantWordsShape>
export type LanguageWords = RestaurantWords[Language]
export type FaqEntry = LanguageWords['faq'][number]
export type AboutNumber = LanguageWords['about']['numbers'][number]
export type AboutValue = LanguageWords['about']['values'][number]
export type TeamMember = LanguageWords['about']['team'][number]

/** Where a new shop starts: the demo restaurant's words, until the owner saves their own. */
export const DEFAULT_RESTAURANT_WORDS: RestaurantWords = DEMO_WORDS
