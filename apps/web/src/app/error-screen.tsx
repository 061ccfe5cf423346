import { useTranslation } from 'react-i18next'
import { useDocumentHead } from '../shared/hooks/use-document-head'
import { useRestaurantName } from '../shared/restaurant'
import { LogoMark } from './layout/icons'
import './status-page.css'

function describe(error: unknown): string {
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * Shown instead of a blank page when a screen throws (SPEC §2's 'Unexpected Application Error!'). Inside the layout
 * the navbar and footer stay; at the root (the layout itself failed) it stands alone. The way
 * home reloads the page, so whatever state broke is left behind.
 */
export function ErrorScreen({ error, inLayout = false }: { error: unknown; inLayout?: boolean }) {
  const { t } = useTranslation('common')
  const restaurantName = useRestaurantName()
  useDocumentHead(t('error.title'), t('error.message'))
  const content = (
    <section className="status-page container">
      <h1>{t('error.title')}</h1>
      <p>{t('error.message')}</p>
      <div className="status-page__actions">
        <a className="button" href="/">
          {t('error.home')}
        </a>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => window.location.reload()}
        >
          {t('error.retry')}
        </button>
      </div>
      <details className="status-page__details">
        <summary>{t('error.details')}</summary>
        <code>{describe(error)}</code>
      </details>
    </section>
  )
  if (inLayout) return content
  return (
    <main className="status-page__standalone">
      <p className="status-page__logo">
        <LogoMark /> {restaurantName}
      </p>
      {content}
    </main>
  )
}
