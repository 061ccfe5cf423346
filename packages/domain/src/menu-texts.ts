import type { Language } from './language'
import type { OptionGroup, SelectedOptions } from './food'

/**
 * Every text of the menu has a base and one text per language beside it, named as SPEC names a
 * dish's: `name` with `nameVI`, `nameEN`, `nameSK` (issue 12 §1). A blank language text falls
 * back to the base, so a menu typed in one language still reads whole in the others.
 */
export const TEXT_SUFFIXES = { vi: 'VI', en: 'EN', sk: 'SK' } as const
type Suffix = (typeof TEXT_SUFFIXES)[Language]

/** A base field `F` with its texts per language beside it. */
export type Translated<F extends string> = Record<F, string> &
  Partial<Record<`${F}${Suffix}`, string>>

/** The text of `field` in `language`, else its base text. */
export function textIn<F extends string>(
  item: Translated<F>,
  field: F,
  language: Language,
): string {
  const own = (item as Partial<Record<string, string>>)[`${field}${TEXT_SUFFIXES[language]}`]
  return own !== undefined && own.trim() !== '' ? own : item[field]
}

/** The language fields of `field`, as blank texts where `item` has none (for an API answer). */
export function textsOf<F extends string>(item: object, field: F): Record<`${F}${Suffix}`, string> {
  const texts = {} as Record<string, string>
  for (const suffix of Object.values(TEXT_SUFFIXES)) {
    const key = `${field}${suffix}`
    const value = (item as Partial<Record<string, unknown>>)[key]
    texts[key] = typeof value === 'string' ? value : ''
  }
  return texts as Record<`${F}${Suffix}`, string>
}

/**
 * A chosen option of an order line as sold, with its texts (issue 12 §1): the line keeps them so
 * the track page, the board and mails read it in their reader's language after the menu changes.
 */
export interface ChosenOption {
  group: string
  groupVI: string
  groupEN: string
  groupSK: string
  code: string
  label: string
  labelVI: string
  labelEN: string
  labelSK: string
}

/** "Size: Large · Extras: Fried egg", in `language`. */
export function describeChosen(chosen: readonly ChosenOption[], language: Language): string {
  return chosen
    .map((option) => `${textIn(option, 'group', language)}: ${textIn(option, 'label', language)}`)
    .join(' · ')
}

/** The options a selection chose, in the dish's order, with their texts as the menu has them. */
export function chosenOptions(
  groups: readonly OptionGroup[],
  selection: SelectedOptions | undefined,
): ChosenOption[] {
  if (!selection) return []
  return groups.flatMap((group) => {
    const choice = group.choices.find((candidate) => candidate.code === selection[group.name])
    if (!choice) return []
    return [
      {
        group: group.name,
        groupVI: group.nameVI ?? '',
        groupEN: group.nameEN ?? '',
        groupSK: group.nameSK ?? '',
        code: choice.code,
        label: choice.label,
        ...textsOf(choice, 'label'),
      },
    ]
  })
}

/** What an order line keeps of its texts as sold: its dish's names and its chosen options. */
export interface LineTexts {
  nameVI: string
  nameEN: string
  nameSK: string
  choices: ChosenOption[]
}
