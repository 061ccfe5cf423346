import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { sentences, useDeliveryTime } from '../delivery/delivery-time'
import { useRestaurant } from '../restaurant'
import { useRestaurantWords } from '../restaurant-words'
import { FormattedText } from './formatted-text'
import './about-us.css'

/**
 * The restaurant's story in its own words (issue 21 §3; SPEC §2's block): a title, its first
 * paragraph and its numbers, the rest of the story, and a way to order. The owner writes it in
 * Settings; the demo's tells of its mission, values and team. Shown on the home page and /about.
 */
export function AboutUs() {
  const { t } = useTranslation('about')
  const { identity } = useRestaurant()
  const { about } = useRestaurantWords()
  const [first = '', ...rest] = about.paragraphs
  const deliveryTime = useDeliveryTime()
  return (
    <div className="about">
      <section className="about__hero" aria-labelledby="about-title">
        <div className="about__intro">
          <p className="eyebrow">{t('hero.eyebrow', { name: identity.name })}</p>
          <h2 id="about-title">{about.title || identity.name}</h2>
          <FormattedText text={first} />
        </div>
        {about.numbers.length > 0 && (
          <dl className="about__stats" aria-label={t('hero.statsLabel', { name: identity.name })}>
            {about.numbers.map((number, index) => (
              <div key={index}>
                <dt>{number.label}</dt>
                <dd>{number.figure}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      {rest.length > 0 && (
        <section className="about__story" aria-labelledby="about-story">
          <h2 id="about-story">{t('story.title')}</h2>
          {rest.map((paragraph, index) => (
            <FormattedText key={index} text={paragraph} />
          ))}
        </section>
      )}

      <section className="about__cta" aria-labelledby="about-cta">
        <h2 id="about-cta">{t('cta.title')}</h2>
        {/* How soon: the restaurant's current estimate, never a figure of ours (§2.5). */}
        <p>{sentences(t('cta.text'), deliveryTime)}</p>
        <Link to={paths.menu} className="button about__order">
          {t('cta.button')}
        </Link>
      </section>
    </div>
  )
}
