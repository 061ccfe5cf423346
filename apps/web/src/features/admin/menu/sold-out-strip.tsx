import type { Food } from '@quan/domain/answers'
import { textIn } from '@quan/domain/menu-texts'
import { foldText } from '@quan/domain/fold-text'
import { isSoldOut } from '@quan/domain/sold-out'
import type { SoldOutBody } from '@quan/domain/validation'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../../i18n/languages'
import { useFailureText } from '../../../shared/api/error-text'
import { useLanguage } from '../../../shared/i18n'
import { useFoods } from '../../../shared/menu/queries'
import { foodName } from '../../../shared/menu/types'
import { useMarkSoldOut } from './api'
import { announce } from '../../../shared/ui/announcer'
import { Button } from '../../../shared/ui/button'
import { focusFirst, useFocusAfterRender } from '../../../shared/ui/focus'

/** A dish, or one choice of it, that the kitchen can mark or put back. */
interface Target {
  key: string
  id: string
  choice?: { group: string; code: string }
  name: string
}

/** Every dish and each of its choices, named as the kitchen reads them, with whether it is out. */
function targetsOf(foods: Food[], language: Language, now: Date) {
  return foods
    .filter((food) => food.status === 'active')
    .flatMap((food) => {
      const dish = foodName(food, language)
      const whole = {
        target: { key: food._id, id: food._id, name: dish } as Target,
        out: isSoldOut(food.soldOutUntil, now),
      }
      const choices = food.options.flatMap((group) =>
        group.choices.map((choice) => ({
          target: {
            key: `${food._id}/${group.name}/${choice.code}`,
            id: food._id,
            choice: { group: group.name, code: choice.code },
            name: `${dish} · ${textIn(group, 'name', language)}: ${textIn(choice, 'label', language)}`,
          },
          // A choice of a dish sold out whole is out with it: the dish's own mark says so.
          out: !whole.out && isSoldOut(choice.soldOutUntil, now),
        })),
      )
      return [whole, ...choices]
    })
}

/** Matches listed at once: a handful to press, never the whole menu (issue 23 §1). */
const SHOWN = 8

/**
 * 'Sold out today' from the orders board (issue 12 §3): the kitchen picks a dish it has run out
 * of, or one choice of it (the large bowl, the extra egg), in one action, and sees what is sold
 * out with a way to put it back on sale. Each mark lasts until the next opening day and then
 * lapses by itself. The dish is found by typing part of its name, without accents (issue 23 §1:
 * a 96-entry dropdown is no tool for a busy pass).
 */
export function SoldOutStrip() {
  const { t } = useTranslation('admin')
  const failureText = useFailureText()
  const language = useLanguage()
  const id = useId()
  const foods = useFoods()
  const marking = useMarkSoldOut()
  const [query, setQuery] = useState('')
  const afterRender = useFocusAfterRender()
  const targets = targetsOf(foods.data ?? [], language, new Date())
  const onSale = targets.filter((entry) => !entry.out).map((entry) => entry.target)
  const wanted = foldText(query.trim())
  const found = wanted ? onSale.filter((target) => foldText(target.name).includes(wanted)) : []
  const soldOut = targets.filter((entry) => entry.out).map((entry) => entry.target)
  const mark = (target: Target, soldOut: boolean) => {
    const body: SoldOutBody = target.choice ? { soldOut, choice: target.choice } : { soldOut }
    return marking.mutate(
      { id: target.id, body },
      {
        onSuccess: () => {
          if (soldOut) setQuery('')
          // The pressed line goes with the change: the search takes the focus (issue 19 §4.3).
          afterRender(() => focusFirst(`#${CSS.escape(id)}-dish`))
          // The lists change away from the focus: said aloud (issue 19 §4.5).
          announce(
            t(soldOut ? 'menu.soldOut.markedOut' : 'menu.soldOut.markedBack', {
              name: target.name,
            }),
          )
        },
      },
    )
  }

  return (
    <section className="office-sold-out" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('menu.soldOut.board')}</h3>
      <div className="office-sold-out__pick">
        <label htmlFor={`${id}-dish`}>{t('menu.soldOut.dish')}</label>
        <input
          id={`${id}-dish`}
          type="search"
          value={query}
          autoComplete="off"
          placeholder={t('menu.soldOut.find')}
          aria-describedby={`${id}-found`}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      <p id={`${id}-found`} className="visually-hidden" aria-live="polite">
        {wanted ? t('menu.soldOut.found', { count: found.length }) : ''}
      </p>
      {found.length > 0 && (
        <ul className="office-sold-out__list" aria-label={t('menu.soldOut.matches')}>
          {found.slice(0, SHOWN).map((target) => (
            <li key={target.key}>
              <span>{target.name}</span>{' '}
              <Button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('menu.soldOut.markLabel', { name: target.name })}
                disabled={marking.isPending}
                onClick={() => mark(target, true)}
              >
                {t('menu.soldOut.mark')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {found.length > SHOWN && (
        <p className="office-board__empty">
          {t('menu.soldOut.more', { count: found.length - SHOWN })}
        </p>
      )}
      {wanted && found.length === 0 && (
        <p className="office-board__empty">{t('menu.soldOut.none')}</p>
      )}
      {soldOut.length > 0 && (
        <ul className="office-sold-out__list" aria-label={t('menu.soldOut.outNow')}>
          {soldOut.map((target) => (
            <li key={target.key}>
              <span>{target.name}</span>{' '}
              <Button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('menu.soldOut.backLabel', { name: target.name })}
                disabled={marking.isPending}
                onClick={() => mark(target, false)}
              >
                {t('menu.soldOut.back')}
              </Button>
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
