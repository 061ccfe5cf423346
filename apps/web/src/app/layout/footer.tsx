import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ClosureNotes, useWeekHours } from '../../shared/hours'
import {
  emailHref,
  phoneHref,
  useRestaurant,
  useDescriptionLanguage,
  useRestaurantDescription,
} from '../../shared/restaurant'
import { paths } from '../../config/paths'
import { LegalLine } from '../../shared/ui/legal-identity'
import { LogoMark } from './icons'
import './footer.css'

const LINKS = [
  ['menu', paths.menu],
  ['about', paths.about],
  ['reservation', paths.reservation],
  ['contact', paths.contact],
  ['track', paths.track],
  ['myOrders', paths.myOrders],
] as const

/** The restaurant's own legal pages (issue 22 §2), under the pages guests explore. */
const LEGAL_LINKS = [
  ['terms', paths.terms],
  ['privacy', paths.privacy],
  ['allergens', paths.allergens],
] as const

export function Footer() {
  const { t } = useTranslation('common')
  const { identity } = useRestaurant()
  const week = useWeekHours()
  // A sentence or two about the place, as its owner wrote it (issue 21 §1).
  const description = useRestaurantDescription()
  const descriptionLang = useDescriptionLanguage()
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <div className="footer__brand">
          <p className="footer__logo">
            <LogoMark /> {identity.name}
          </p>
          <p lang={descriptionLang}>{description}</p>
        </div>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">{t('footer.visit')}</h2>
          <address>
            {identity.address.street}
            <br />
            {identity.address.postalCode} {identity.address.city}
            <br />
            {t('footer.phone')}: <a href={phoneHref(identity.phone)}>{identity.phone}</a>
            <br />
            {t('footer.email')}: <a href={emailHref(identity.email)}>{identity.email}</a>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t('footer.hours')}</h2>
          <dl className="footer__hours">
            {week.map((line) => (
              <Fragment key={line.days}>
                <dt>{line.days}</dt>
                <dd>{line.hours}</dd>
              </Fragment>
            ))}
          </dl>
          <ClosureNotes className="footer__closures" />
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore">{t('footer.explore')}</h2>
          <ul>
            {LINKS.map(([name, to]) => (
              <li key={name}>
                <Link to={to}>{t(`nav.${name}`)}</Link>
              </li>
            ))}
            {LEGAL_LINKS.map(([name, to]) => (
              <li key={name}>
                <Link to={to}>{t(`legal.${name}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer__rights container">
        {t('footer.rights', { year: new Date().getFullYear(), name: identity.name })}
        {/* Who trades, as Settings has it: the compact imprint (issue 22 §2). */}
        <LegalLine />
      </p>
    </footer>
  )
}
