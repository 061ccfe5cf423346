import type { Food } from '@quan/domain/answers'
import type { SelectedOptions } from '@quan/domain/food'
import { useTranslation } from 'react-i18next'

/** Gives an option group's name or a choice's label in the guest's language. */
export type TranslateOption = (text: string, kind: 'name' | 'label') => string

/**
 * The options a guest chose, as they read them on the dish ('Size: Large · Broth: Spicy'), in
 * the dish's own group order. A code the dish no longer knows is shown as it is.
 */
export function describeSelection(
  food: Pick<Food, 'options'> | undefined,
  selection: SelectedOptions | undefined,
  translate: TranslateOption = (text) => text,
): string {
  if (!selection) return ''
  const groups = food?.options ?? []
  const known = new Set(groups.map((group) => group.name))
  const parts = groups.flatMap((group) => {
    const code = selection[group.name]
    if (code === undefined) return []
    const choice = group.choices.find((candidate) => candidate.code === code)
    return [`${translate(group.name, 'name')}: ${choice ? translate(choice.label, 'label') : code}`]
  })
  for (const [name, code] of Object.entries(selection)) {
    if (!known.has(name)) parts.push(`${name}: ${code}`)
  }
  return parts.join(' · ')
}

/**
 * describeSelection in the active language: the demo's option names and labels are translated
 * as the product modal shows them; an admin's own wording stays as written.
 */
export function useDescribeSelection() {
  const { t } = useTranslation('product')
  const names = t('optionNames', { returnObjects: true }) as Record<string, string>
  const labels = t('choiceLabels', { returnObjects: true }) as Record<string, string>
  const translate: TranslateOption = (text, kind) => {
    const table = kind === 'name' ? names : labels
    return typeof table === 'object' && Object.hasOwn(table, text) ? (table[text] ?? text) : text
  }
  return (food: Pick<Food, 'options'> | undefined, selection: SelectedOptions | undefined) =>
    describeSelection(food, selection, translate)
}
