import { useTranslation } from 'react-i18next'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { useDescriptionLanguage, useRestaurantDescription } from '../../shared/restaurant'
import { AboutUs } from '../../shared/ui/about-us'
import './about-page.css'

/** /about: a page heading over the same about-us block the home page shows (SPEC §2). */
export function Component() {
  const { t } = useTranslation('about')
  // What the restaurant says of itself (Settings), not a sentence of the code's (issue 21).
  const description = useRestaurantDescription()
  const descriptionLang = useDescriptionLanguage()
  useDocumentHead(t('title'), description)
  return (
    <div className="about-page">
      <header className="about-page__hero">
        <div className="container">
          <h1>{t('title')}</h1>
          <p lang={descriptionLang}>{description}</p>
        </div>
      </header>
      <div className="container about-page__body">
        <AboutUs />
      </div>
    </div>
  )
}
