import { isSoldOut } from '@quan/domain/sold-out'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { useFoods } from '../../../shared/menu/queries'
import { useMarkSoldOut } from '../menu/api'

/**
 * 'Sold out today' from the orders board (issue 12 §3): the kitchen picks a dish it has run out
 * of, in one action, and sees what is sold out with a way to put it back on sale. Each mark
 * lasts until the next opening day and then lapses by itself.
 */
export function SoldOutStrip() {
  const { t } = useTranslation('admin')
  const failureText = useFailureText()
  const id = useId()
  const foods = useFoods()
  const marking = useMarkSoldOut()
  const [chosen, setChosen] = useState('')
  const now = new Date()
  const onSale = (foods.data ?? []).filter(
    (food) => food.status === 'active' && !isSoldOut(food.soldOutUntil, now),
  )
  const soldOut = (foods.data ?? []).filter((food) => isSoldOut(food.soldOutUntil, now))

  return (
    <section className="office-sold-out" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('menu.soldOut.board')}</h3>
      <form
        className="office-sold-out__pick"
        onSubmit={(event) => {
          event.preventDefault()
          if (!chosen) return
          marking.mutate(
            { id: chosen, body: { soldOut: true } },
            { onSuccess: () => setChosen('') },
          )
        }}
      >
        <label htmlFor={`${id}-dish`}>{t('menu.soldOut.dish')}</label>
        <select
          id={`${id}-dish`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{t('menu.soldOut.pick')}</option>
          {onSale.map((food) => (
            <option key={food._id} value={food._id}>
              {food.name}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="button button--ghost"
          disabled={!chosen || marking.isPending}
        >
          {t('menu.soldOut.mark')}
        </button>
      </form>
      {soldOut.length > 0 && (
        <ul className="office-sold-out__list">
          {soldOut.map((food) => (
            <li key={food._id}>
              <span>{food.name}</span>{' '}
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('menu.soldOut.backLabel', { name: food.name })}
                disabled={marking.isPending}
                onClick={() => marking.mutate({ id: food._id, body: { soldOut: false } })}
              >
                {t('menu.soldOut.back')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {marking.error && (
        <p className="field-error" role="alert">
          {failureText(marking.error)}
        </p>
      )}
    </section>
  )
}
