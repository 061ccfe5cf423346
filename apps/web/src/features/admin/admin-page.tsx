import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useAuth } from '../../shared/auth/auth'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { BackOffice } from './back-office'
import './admin.css'
import { useRestaurantName } from '../../shared/restaurant'

// An order's kitchen ticket (issue 23 §2), a chunk of its own with its 80 mm stylesheet.
const TicketView = lazy(() =>
  import('./orders/ticket-view').then((module) => ({ default: module.TicketView })),
)

// The sheet of the tables' QR codes (issue 24 §5), a chunk of its own with qrcode and its A4 page.
const TableSheetView = lazy(() =>
  import('./settings/table-sheet').then((module) => ({ default: module.TableSheetView })),
)

/** The gate's own title; the back office sets its own per section. */
function GateHead() {
  const { t } = useTranslation('admin')
  useDocumentHead(t('meta.title'), t('meta.description', { name: useRestaurantName() }))
  return null
}

/**
 * /admin (SPEC §2): only an admin token gets the back office and its calls; anyone else is
 * asked to log in as admin. The server checks the role on every call as well.
 */
export function Component() {
  const { t } = useTranslation('admin')
  const { token, profile, isAdmin, openLogin } = useAuth()
  const queryClient = useQueryClient()
  // /admin?ticket=<order id>: the ticket's print view, opened from a card in a tab of its own.
  const [params] = useSearchParams()
  const ticket = params.get('ticket')
  // /admin?sheet=tables: the tables' QR codes, to print (issue 24 §5).
  const sheet = params.get('sheet') === 'tables'
  // Re-render when the account check starts or ends, so its outcome is read below.
  useIsFetching({ queryKey: ['profile'] })
  const check = token ? queryClient.getQueryState(['profile', token]) : undefined
  const checking = token !== null && !profile && check?.status !== 'error'

  if (checking) {
    return (
      <div className="container page admin" aria-busy="true">
        <GateHead />
        <p>{t('checking')}</p>
      </div>
    )
  }
  if (!isAdmin) {
    return (
      <div className="container page admin">
        <GateHead />
        <section className="admin-gate" aria-labelledby="admin-gate-title">
          <h1 id="admin-gate-title">{t('gate.title')}</h1>
          <p>{t('gate.message')}</p>
          <button type="button" className="button" onClick={() => openLogin('login')}>
            {t('gate.login')}
          </button>
        </section>
      </div>
    )
  }
  if (ticket) {
    return (
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <TicketView id={ticket} />
      </Suspense>
    )
  }
  if (sheet) {
    return (
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <TableSheetView />
      </Suspense>
    )
  }
  return <BackOffice />
}
