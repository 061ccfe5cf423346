import { describeSelection } from '../../shared/cart/describe-selection'
import type { CartLine } from '../../shared/cart/cart'
import { useLanguage } from '../../shared/i18n'
import { foodName } from '../../shared/menu/types'

/** A cart line's name as the checkout shows it: the dish, then its options in brackets. */
export function useLineName() {
  const language = useLanguage()
  return (line: CartLine) => {
    const options = describeSelection(line.food, line.selection, language)
    return options ? `${foodName(line.food, language)} (${options})` : foodName(line.food, language)
  }
}
