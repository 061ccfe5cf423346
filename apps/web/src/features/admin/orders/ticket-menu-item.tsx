import type { AdminOrder } from '@quan/domain/answers'
import type { AnchorHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { useCloseMenu } from './order-card-menu'
import { ticketHref } from './ticket-link'

type TicketMenuItemProps = { order: Pick<AdminOrder, '_id' | 'trackingCode'> } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'children'
>

/**
 * "Kitchen ticket" in an order card's menu (issue 23 §2): opens the order's 80 mm ticket in a new
 * tab, to print there while the board stays open. A link, so it can also be opened by hand.
 */
export function TicketMenuItem({ order, ...props }: TicketMenuItemProps) {
  const { t } = useTranslation('office')
  const close = useCloseMenu()
  return (
    <a
      role="menuitem"
      tabIndex={-1}
      className="profile__item"
      onClick={close}
      {...props}
      href={ticketHref(order._id)}
      target="_blank"
      rel="noopener"
      aria-label={t('orders.ticket.open', { code: order.trackingCode })}
    >
      {t('orders.ticket.menu')}
    </a>
  )
}
