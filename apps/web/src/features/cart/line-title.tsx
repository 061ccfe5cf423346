import { describeSelection } from '../../shared/cart/describe-selection'
import type { CartLine } from '../../shared/cart/cart'
import { useLanguage } from '../../shared/i18n'
import { foodName } from '../../shared/menu/types'

/** The dish's name in the active language, with the options chosen for this line beneath. */
export function LineTitle({ line }: { line: CartLine }) {
  const language = useLanguage()
  const options = describeSelection(line.food, line.selection, language)
  return (
    <>
      <span className="cart-line-name">{foodName(line.food, language)}</span>
      {options && <span className="cart-line-options">{options}</span>}
    </>
  )
}
