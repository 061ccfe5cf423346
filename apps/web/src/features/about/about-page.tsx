import { useTranslation } from 'react-i18next'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { AboutUs } from '../../shared/ui/about-us'
import './about-page.css'
import { useRestaurantFacts } from '../../shared/restaurant'

/** /about: a page heading over the same about-us block the home page shows (SPEC §2). */
export function Component() {
  const { t } = useTranslation('about')
  const facts = useRestaurantFacts()
  useDocumentHead(t('title'), t('description', facts))
  return (
    <div className="about-page">
      <header className="about-page__hero">
        <div className="container">
          <h1>{t('title')}</h1>
          <p>{t('description')}</p>
        </div>
      </header>
      <div className="container about-page__body">
        <AboutUs />
      </div>
    </div>
  )
}
