import { useTranslation } from 'react-i18next'
import { useDeliveryFacts } from '../../shared/delivery/delivery-facts'
import { sentences } from '../../shared/delivery/delivery-time'
import { useRestaurantWords, useWordsLanguage } from '../../shared/restaurant-words'
import { FormattedText } from '../../shared/ui/formatted-text'

/**
 * The restaurant's questions and answers (issue 21 §3), in the order the owner set. An answer
 * marked so ends with what the settings say of delivery: where, how soon and for what (issue
 * 19 §2.5), never a figure of the owner's that could go stale. Native disclosure widgets:
 * keyboard and screen-reader support come with the browser.
 */
export function ContactFaq() {
  const { t } = useTranslation('contact')
  const { faq } = useRestaurantWords()
  const facts = useDeliveryFacts()
  const lang = useWordsLanguage()((own) => own.faq)
  if (faq.length === 0) return null
  return (
    <section className="contact-faq" aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title">{t('faq.title')}</h2>
      {faq.map((entry, index) => (
        <details key={index} className="contact-faq__item" lang={lang}>
          <summary>{entry.question}</summary>
          {/* The facts end its last paragraph (the answer is never blank). */}
          <FormattedText
            text={
              entry.deliveryFacts && facts
                ? `${entry.answer} ${sentences(facts.areas, facts.time, facts.fee)}`
                : entry.answer
            }
          />
        </details>
      ))}
    </section>
  )
}
