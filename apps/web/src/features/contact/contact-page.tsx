import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { ClosureNotes, useWeekHours } from '../../shared/hours'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { emailHref, phoneHref, useRestaurant, useRestaurantFacts } from '../../shared/restaurant'
import { useRestaurantWords, useWordsLanguage } from '../../shared/restaurant-words'
import { FormattedText } from '../../shared/ui/formatted-text'
import { Imprint } from '../../shared/ui/legal-identity'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { ContactFaq } from './contact-faq'
import { ContactForm } from './contact-form'
import { ContactMap } from './contact-map'
import './contact.css'

export function Component() {
  const { t } = useTranslation('contact')
  const { identity } = useRestaurant()
  const week = useWeekHours()
  const facts = useRestaurantFacts()
  const { contactIntro } = useRestaurantWords()
  const introLang = useWordsLanguage()((own) => own.contactIntro)
  useDocumentHead(t('meta.title'), t('meta.description', facts))
  return (
    <div className="contact-page">
      <header className="contact-hero">
        <div className="container">
          <p className="contact-hero__eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.title')}</h1>
          <FormattedText text={contactIntro} className="contact-hero__lead" lang={introLang} />
        </div>
      </header>

      <div className="container contact-page__body">
        <div className="contact-page__grid">
          <section className="contact-card" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">{t('details.title')}</h2>
            <dl className="contact-card__list">
              <div>
                <dt>{t('details.address')}</dt>
                <dd>
                  {identity.address.street}, {identity.address.postalCode} {identity.address.city}
                </dd>
              </div>
              <div>
                <dt>{t('details.phone')}</dt>
                <dd>
                  <a href={phoneHref(identity.phone)}>{identity.phone}</a>
                </dd>
              </div>
              <div>
                <dt>{t('details.email')}</dt>
                <dd>
                  <a href={emailHref(identity.email)}>{identity.email}</a>
                </dd>
              </div>
              <div>
                <dt>{t('details.hours')}</dt>
                <dd>
                  {week.map((line, index) => (
                    <Fragment key={line.days}>
                      {index > 0 && <br />}
                      {line.days}: {line.hours}
                    </Fragment>
                  ))}
                  <ClosureNotes className="contact-closures" />
                </dd>
              </div>
            </dl>
          </section>
          <ContactForm />
        </div>
        {/* The full imprint, from Settings (issue 22 §2). */}
        <section className="contact-card" aria-labelledby="contact-imprint-title">
          <h2 id="contact-imprint-title">{t('common:legal.imprint')}</h2>
          <Imprint withContact={false} />
          <p>
            <Link to={paths.terms}>{t('common:legal.terms')}</Link>
            {' · '}
            <Link to={paths.privacy}>{t('common:legal.privacy')}</Link>
          </p>
        </section>
        <ContactMap />
        <ContactFaq />
      </div>
    </div>
  )
}
