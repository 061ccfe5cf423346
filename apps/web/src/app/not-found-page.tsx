import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useDocumentHead } from '../shared/hooks/use-document-head'
import { paths } from '../config/paths'
import './status-page.css'
import { useRestaurantName } from '../shared/restaurant'

/** Any unknown address: a translated page with a way back to the food. */
export function Component() {
  const { t } = useTranslation('common')
  useDocumentHead(t('notFound.title'), t('notFound.description', { name: useRestaurantName() }))
  return (
    <section className="status-page container">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.message')}</p>
      <div className="status-page__actions">
        <Link className="button" to={paths.home}>
          {t('notFound.home')}
        </Link>
        <Link className="button button--ghost" to={paths.menu}>
          {t('notFound.menu')}
        </Link>
      </div>
    </section>
  )
}
