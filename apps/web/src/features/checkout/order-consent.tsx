import { useTranslation } from 'react-i18next'
import { paths } from '../../config/paths'

/**
 * Beside the order button (issue 22 §2): ordering accepts the restaurant's terms, having read
 * its privacy notice, and both are a link away. They open in a tab of their own, so nothing
 * typed in the form is lost.
 */
export function OrderConsent() {
  const { t } = useTranslation('checkout')
  const links = {
    terms: (
      <a key="terms" href={paths.terms} target="_blank" rel="noopener">
        {t('legal.terms')}
      </a>
    ),
    privacy: (
      <a key="privacy" href={paths.privacy} target="_blank" rel="noopener">
        {t('legal.privacy')}
      </a>
    ),
  }
  // The sentence as the language orders it, with the two links where its {{terms}} and
  // {{privacy}} stand.
  const sentence = t('legal.consent', {
    terms: '\u0001terms\u0001',
    privacy: '\u0001privacy\u0001',
  })
  return (
    <p className="text-soft checkout-hint">
      {sentence
        .split('\u0001')
        .map((part) => (part === 'terms' || part === 'privacy' ? links[part] : part))}
    </p>
  )
}
