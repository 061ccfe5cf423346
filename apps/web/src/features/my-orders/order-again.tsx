import type { OrderSummary, TrackedOrder } from '@quan/domain/answers'
import { textIn } from '@quan/domain/menu-texts'
import { formatEuroCents, priceCentsOf } from '@quan/domain/money'
import {
  reorderLines,
  type MenuDish,
  type PastLine,
  type Reorder,
  type ReorderChange,
} from '@quan/domain/reorder'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCart } from '../../shared/cart/cart'
import { useLanguage } from '../../shared/i18n'
import type { Language } from '../../i18n/languages'
import { useFoods } from '../../shared/menu/queries'
import { pricedFood } from '../../shared/menu/types'
import { Button } from '../../shared/ui/button'
import { Modal } from '../../shared/ui/modal'
import type { ListedOrder } from './api'

/** An order whose lines name their dishes and choices: a customer's own, or one opened by code. */
type ReorderableOrder = OrderSummary | TrackedOrder

/** Whether "Order again" can read the order's lines (a list found by phone alone cannot). */
export function isReorderable(order: ListedOrder): order is ReorderableOrder {
  return order.items.length > 0 && order.items.every((item) => '_id' in item && 'price' in item)
}

type Line = ReorderableOrder['items'][number]

function pastLine(item: Line, language: Language): PastLine {
  return {
    foodId: item._id,
    name: textIn(item, 'name', language),
    quantity: item.quantity,
    selection: item.selectedOptions ?? {},
    unitPriceCents: priceCentsOf(item.price),
  }
}

/**
 * "Order again" (issue 24 §3): the order's lines go into the cart as they were chosen, checked
 * against the menu as it is now. When something changed (a price, a dish or choice sold out or
 * gone), the guest is told first and decides; nothing is ever placed from here.
 */
export function OrderAgain({ order }: { order: ReorderableOrder }) {
  const { t } = useTranslation('myOrders')
  const language = useLanguage()
  const foods = useFoods()
  const { addLines, openPopup } = useCart()
  const [review, setReview] = useState<Reorder | null>(null)
  const [note, setNote] = useState('')
  const waiting = useRef(false)

  /**
   * Checks the order against the menu as it is now. Pressed before the menu has come (the page
   * has just opened, on a slow line), it says so and goes on once the menu is in, rather than
   * asking the guest to press again; only a menu that cannot be had is told as such.
   */
  async function start() {
    let dishes = foods.data
    if (!dishes) {
      // A second press while waiting would put the lines in twice.
      if (waiting.current) return
      setNote(t('again.menuLoading'))
      waiting.current = true
      // The request already under way, not a second one.
      dishes = (
        await foods.refetch({ cancelRefetch: false }).finally(() => {
          waiting.current = false
        })
      ).data
      if (!dishes) {
        setNote(t('again.menuFailed'))
        return
      }
    }
    setNote('')
    const menu: MenuDish[] = dishes.map((food) => ({
      ...pricedFood(food),
      _id: food._id,
      status: food.status,
      soldOutUntil: food.soldOutUntil,
    }))
    const result = reorderLines(
      order.items.map((item) => pastLine(item, language)),
      menu,
      new Date(),
    )
    if (result.changes.length === 0) put(result)
    else setReview(result)
  }

  function put(result: Reorder) {
    setReview(null)
    addLines(result.lines)
    openPopup()
  }

  /** A choice's name as sold, else its code. */
  function choiceName(change: { line: PastLine; group?: string; code?: string }): string {
    const item = order.items.find((candidate) => candidate._id === change.line.foodId)
    const sold = item?.choices.find(
      (choice) => choice.group === change.group && choice.code === change.code,
    )
    return sold ? textIn(sold, 'label', language) : (change.code ?? '')
  }

  function changeText(change: ReorderChange): string {
    const name = change.line.name
    switch (change.kind) {
      case 'priceChanged':
        return t('again.priceChanged', {
          name,
          now: formatEuroCents(change.newCents, language),
          was: formatEuroCents(change.oldCents, language),
        })
      case 'soldOut':
        return change.code
          ? t('again.soldOutChoice', { name, choice: choiceName(change) })
          : t('again.soldOut', { name })
      case 'choiceGone':
        return t('again.choiceGone', { name, choice: choiceName(change) })
      case 'offMenu':
        return t('again.offMenu', { name })
      case 'unavailable':
        return t('again.unavailable', { name })
    }
  }

  return (
    <div className="orders-again">
      <Button
        className="button button--ghost"
        onClick={() => void start()}
        aria-label={t('again.label', { code: order.trackingCode })}
      >
        {t('again.button')}
      </Button>
      <div role="status">{note && <p className="text-soft">{note}</p>}</div>
      {review && (
        <Modal
          label={t('again.title')}
          onClose={() => setReview(null)}
          className="orders-again-dialog"
        >
          <h2>{t('again.title')}</h2>
          <p>{t('again.intro')}</p>
          <ul>
            {review.changes.map((change, index) => (
              <li key={index}>{changeText(change)}</li>
            ))}
          </ul>
          <p>{review.lines.length > 0 ? t('again.nothingPlaced') : t('again.nothing')}</p>
          <div className="orders-again-actions">
            {review.lines.length > 0 && (
              <Button className="button" onClick={() => put(review)}>
                {t('again.add')}
              </Button>
            )}
            <Button className="button button--ghost" onClick={() => setReview(null)}>
              {t('again.cancel')}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  )
}
