import { useTranslation } from 'react-i18next'
import './getting-ready.css'

/**
 * What guests see while the menu is empty (issue 21 §5): a new restaurant still setting up,
 * rather than an empty menu with its filters and grids around nothing.
 */
export function GettingReady() {
  const { t } = useTranslation()
  return (
    <section className="getting-ready container" aria-labelledby="getting-ready-title">
      <h2 id="getting-ready-title">{t('gettingReady.title')}</h2>
      <p>{t('gettingReady.text')}</p>
    </section>
  )
}
