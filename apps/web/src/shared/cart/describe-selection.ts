import type { Food } from '@quan/domain/answers'
import type { SelectedOptions } from '@quan/domain/food'
import { textIn } from '@quan/domain/menu-texts'
import type { Language } from '../../i18n/languages'

/**
 * The options a guest chose, as they read them on the dish ('Size: Large · Broth: Spicy'), in
 * the dish's own group order and in `language` (issue 12 §1). A code the dish no longer knows is
 * shown as it is. An order's lines carry their own texts as sold: see describeChosen.
 */
export function describeSelection(
  food: Pick<Food, 'options'> | undefined,
  selection: SelectedOptions | undefined,
  language: Language,
): string {
  if (!selection) return ''
  const groups = food?.options ?? []
  const known = new Set(groups.map((group) => group.name))
  const parts = groups.flatMap((group) => {
    const code = selection[group.name]
    if (code === undefined) return []
    const choice = group.choices.find((candidate) => candidate.code === code)
    const label = choice ? textIn(choice, 'label', language) : code
    return [`${textIn(group, 'name', language)}: ${label}`]
  })
  for (const [name, code] of Object.entries(selection)) {
    if (!known.has(name)) parts.push(`${name}: ${code}`)
  }
  return parts.join(' · ')
}
