import { useTranslation } from 'react-i18next'

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
  return (
    <section className="contact-faq" aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title">{t('faq.title')}</h2>
      {FAQ_TOPICS.map((topic) => (
        <details key={topic} className="contact-faq__item">
          <summary>{t(`faq.${topic}.question`)}</summary>
          <p>{t(`faq.${topic}.answer`)}</p>
        </details>
      ))}
    </section>
  )
}
