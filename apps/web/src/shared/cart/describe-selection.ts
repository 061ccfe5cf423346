import type { SelectedOptions } from '@quan/domain/food'
import type { Food } from '../menu/types'

/**
 * The options a guest chose, as they read them on the dish ('Size: Large · Broth: Spicy'), in
 * the dish's own group order. A code the dish no longer knows is shown as it is.
 */
export function describeSelection(
  food: Pick<Food, 'options'> | undefined,
  selection: SelectedOptions | undefined,
): string {
  if (!selection) return ''
  const groups = food?.options ?? []
  const known = new Set(groups.map((group) => group.name))
  const parts = groups.flatMap((group) => {
    const code = selection[group.name]
    if (code === undefined) return []
    const choice = group.choices.find((candidate) => candidate.code === code)
    return [`${group.name}: ${choice?.label ?? code}`]
  })
  for (const [name, code] of Object.entries(selection)) {
    if (!known.has(name)) parts.push(`${name}: ${code}`)
  }
  return parts.join(' · ')
}
