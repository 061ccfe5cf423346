import { useTranslation } from 'react-i18next'
import { useDeliveryFacts } from '../../shared/delivery/delivery-facts'
import { sentences } from '../../shared/delivery/delivery-time'

/** SPEC §2: six questions, in this order. */
export const FAQ_TOPICS = [
  'delivery',
  'reservation',
  'dietary',
  'covid',
  'catering',
  'payment',
] as const

/** Native disclosure widgets: keyboard and screen-reader support come with the browser. */
export function ContactFaq() {
  const { t } = useTranslation('contact')
  // Where, how soon and for what: the restaurant's settings, not a sentence of ours (§2.5).
  const facts = useDeliveryFacts()
  const answer = (topic: (typeof FAQ_TOPICS)[number]) =>
    topic === 'delivery' && facts
      ? sentences(t('faq.delivery.answer'), facts.areas, facts.time, facts.fee)
      : t(`faq.${topic}.answer`)
  return (
    <section className="contact-faq" aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title">{t('faq.title')}</h2>
      {FAQ_TOPICS.map((topic) => (
        <details key={topic} className="contact-faq__item">
          <summary>{t(`faq.${topic}.question`)}</summary>
          <p>{answer(topic)}</p>
        </details>
      ))}
    </section>
  )
}
