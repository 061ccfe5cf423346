import type { LegalPage } from '@quan/domain/restaurant/legal-in'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { paths } from '../../config/paths'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { useLegalText } from '../../shared/legal'
import { useRestaurantFacts } from '../../shared/restaurant'
import { FormattedText } from '../../shared/ui/formatted-text'
import { Imprint } from '../../shared/ui/legal-identity'

/** Which of the three pages an address is. */
export function legalPageAt(pathname: string): LegalPage {
  const path = pathname.replace(/\/+$/, '')
  if (path === paths.privacy) return 'privacy'
  if (path === paths.allergens) return 'allergens'
  return 'terms'
}

/**
 * /terms, /privacy and /allergens (issue 22 §2): the texts the restaurant wrote in Settings, in
 * the guest's language, under who the seller is. Rendered by the server like every guest page,
 * and kept plain: a heading, the seller, the text.
 */
export function Component() {
  const { t } = useTranslation('common')
  const page = legalPageAt(useLocation().pathname)
  const text = useLegalText(page)
  const facts = useRestaurantFacts()
  const title = t(`legal.${page}`)
  useDocumentHead(title, t(`legal.description.${page}`, facts))
  return (
    <article className="page container" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      {page !== 'allergens' && (
        <section aria-labelledby="legal-seller">
          <h2 id="legal-seller">{t('legal.seller')}</h2>
          <Imprint />
        </section>
      )}
      {text ? <FormattedText text={text} /> : <p>{t('legal.empty')}</p>}
      {page === 'allergens' && (
        <p>
          <Link to={paths.menu}>{t('legal.toMenu')}</Link>
        </p>
      )}
    </article>
  )
}
