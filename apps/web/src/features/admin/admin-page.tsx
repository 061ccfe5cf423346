import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../../shared/auth/auth'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { BackOffice } from './back-office'
import './admin.css'
import { useRestaurantName } from '../../shared/restaurant'

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
  return <BackOffice />
}
