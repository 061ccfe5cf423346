import type { Food } from '@quan/domain/answers'
import { isSoldOut } from '@quan/domain/sold-out'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { useMarkSoldOut } from './api'
import { announce } from '../../../shared/ui/announcer'
import { Button } from '../../../shared/ui/button'

/**
 * One action for the kitchen that ran out (issue 12 §3): sold out until the next opening day,
 * when it comes back by itself, or back on sale at once. For the dish, or one of its choices.
 */
export function SoldOutToggle({ food }: { food: Food }) {
  const { t } = useTranslation('admin')
  const failureText = useFailureText()
  const marking = useMarkSoldOut()
  const now = new Date()
  const dishSoldOut = isSoldOut(food.soldOutUntil, now)
  const choices = food.options.flatMap((group) =>
    group.choices.map((choice) => ({ group: group.name, choice })),
  )
  /** The dish, or one choice of it, as the list names it. */
  const nameOf = (choice?: { group: string; code: string }) => {
    const found =
      choice &&
      choices.find((each) => each.group === choice.group && each.choice.code === choice.code)
    return found ? `${food.name} · ${found.group}: ${found.choice.label}` : food.name
  }
  const mark = (soldOut: boolean, choice?: { group: string; code: string }) =>
    marking.mutate(
      { id: food._id, body: choice ? { soldOut, choice } : { soldOut } },
      {
        // Said aloud (issue 19 §4.5): the button's new name alone may go unread.
        onSuccess: () =>
          announce(
            t(soldOut ? 'menu.soldOut.markedOut' : 'menu.soldOut.markedBack', {
              name: nameOf(choice),
            }),
          ),
      },
    )

  return (
    <div className="admin-sold-out">
      <Button
        type="button"
        className="button button--ghost"
        aria-pressed={dishSoldOut}
        aria-label={t(dishSoldOut ? 'menu.soldOut.backLabel' : 'menu.soldOut.markLabel', {
          name: food.name,
        })}
        disabled={marking.isPending}
        onClick={() => mark(!dishSoldOut)}
      >
        {dishSoldOut ? t('menu.soldOut.back') : t('menu.soldOut.mark')}
      </Button>
      {choices.length > 0 && (
        <details className="admin-sold-out__choices">
          <summary>{t('menu.soldOut.choices')}</summary>
          <ul>
            {choices.map(({ group, choice }) => {
              const out = isSoldOut(choice.soldOutUntil, now)
              return (
                <li key={`${group}/${choice.code}`}>
                  <label className="admin-check">
                    <input
                      type="checkbox"
                      checked={out}
                      // aria-disabled, as the shared button: a disabled box drops the focus.
                      aria-disabled={marking.isPending || undefined}
                      onChange={(event) => {
                        if (!marking.isPending) {
                          mark(event.target.checked, { group, code: choice.code })
                        }
                      }}
                    />
                    {group}: {choice.label}
                  </label>
                </li>
              )
            })}
          </ul>
        </details>
      )}
      {marking.error && (
        <p className="field-error" role="alert">
          {failureText(marking.error)}
        </p>
      )}
    </div>
  )
}
