import { kitchenTicket, type KitchenTicket } from '@quan/domain/kitchen-ticket'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFailureText } from '../../../shared/api/error-text'
import { useDocumentHead } from '../../../shared/hooks/use-document-head'
import { useAdminOrder, useKitchenTicketSettings } from '../kitchen-tickets'
import { useRestaurantZone } from '../restaurant-day'
import './ticket.css'

/**
 * An order's kitchen ticket for 80 mm paper (issue 23 §2), opened from its card in a tab of its
 * own (/admin?ticket=<id>). The page around it is the admin's, in their language; the ticket is
 * in the kitchen's (Settings, Kitchen tickets), as the network printer prints it. Printed, the
 * ticket is the whole page (ticket.css).
 */
export function TicketView({ id }: { id: string }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const order = useAdminOrder(id)
  const settings = useKitchenTicketSettings()
  const zone = useRestaurantZone()
  const ticket =
    order.data && settings.data
      ? kitchenTicket(order.data, { language: settings.data.language, timeZone: zone })
      : null
  const failed = order.error ?? settings.error
  useDocumentHead(
    ticket ? t('orders.ticket.titleOf', { code: ticket.code }) : t('orders.ticket.title'),
    t('orders.ticket.title'),
  )

  return (
    <div className="container page ticket-page">
      <p className="ticket-page__actions">
        {ticket && (
          <button type="button" className="button" onClick={() => window.print()}>
            {t('orders.ticket.print')}
          </button>
        )}{' '}
        <Link className="button button--ghost" to="/admin?tab=orders">
          {t('orders.ticket.back')}
        </Link>
      </p>
      {ticket ? (
        <TicketPaper ticket={ticket} />
      ) : failed ? (
        <p className="alert" role="alert">
          {t('orders.ticket.error', { error: failureText(failed) })}
        </p>
      ) : (
        <p aria-busy="true">{t('orders.ticket.loading')}</p>
      )}
    </div>
  )
}

/** The slip itself: what matters at the pass biggest, the notes and allergens unmissable. */
export function TicketPaper({ ticket }: { ticket: KitchenTicket }) {
  const { words } = ticket
  return (
    <article className="kitchen-ticket" lang={ticket.language} aria-label={words.title}>
      <header>
        <p className="kitchen-ticket__code">{ticket.code}</p>
        <p className="kitchen-ticket__big">
          {words.due}: {ticket.due.text}
        </p>
        <p className="kitchen-ticket__big">
          {ticket.fulfilmentText}
          {ticket.table !== null && ` · ${words.table} ${ticket.table}`}
        </p>
      </header>
      <dl>
        {ticket.address && (
          <div>
            <dt>{words.address}</dt>
            {ticket.address.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        )}
        <div>
          <dt>{words.guest}</dt>
          <dd>{ticket.guest.name}</dd>
        </div>
        <div>
          <dt>{words.phone}</dt>
          <dd>{ticket.guest.phone}</dd>
        </div>
      </dl>
      <ol className="kitchen-ticket__lines">
        {ticket.lines.map((line, index) => (
          <li key={index}>
            <p className="kitchen-ticket__big">
              {line.quantity} × {line.name}
            </p>
            {line.choices.map((choice) => (
              <p key={choice}>+ {choice}</p>
            ))}
            {line.allergens && line.allergens.length > 0 && (
              <p className="kitchen-ticket__allergens">
                {words.allergens}: {line.allergens.join(', ')}
              </p>
            )}
          </li>
        ))}
      </ol>
      {ticket.notes && (
        <section className="kitchen-ticket__notes" aria-label={words.notes}>
          <h2>{words.notes}</h2>
          <p>{ticket.notes}</p>
        </section>
      )}
      <footer>
        {words.placed}: {ticket.placed.day} {ticket.placed.time}
      </footer>
    </article>
  )
}
