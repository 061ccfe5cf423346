import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { sentences, useDeliveryTime } from '../delivery/delivery-time'
import './about-us.css'

const STATS = [
  ['4+', 'years'],
  ['1000+', 'customers'],
  ['50+', 'dishes'],
] as const

/** One small line drawing per value; decorative, the title says it all. */
const VALUES = [
  ['fresh', 'M12 21c0-6 2-10 8-15-7 0-12 4-12 10 0 2 1.5 5 4 5zM4 21c2-4 5-7 9-9'],
  [
    'authentic',
    'M3 11h18a9 7 0 0 1-18 0zM8 7c-1-1.5 1-2.5 0-4m4 4c-1-1.5 1-2.5 0-4m4 4c-1-1.5 1-2.5 0-4',
  ],
  [
    'hospitality',
    'M12 20s-8-4.6-8-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 8 2.8C20 15.4 12 20 12 20z',
  ],
  [
    'community',
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c.8-3.5 3.3-5.5 6-5.5s5.2 2 6 5.5m0-4.8c.6-.5 1.3-.7 2-.7 2.7 0 5.2 2 6 5.5',
  ],
] as const

const TEAM = [
  ['lan', 'Nguyễn Thị Lan', 'vi'],
  ['duc', 'Trần Minh Đức', 'vi'],
  ['zuzana', 'Zuzana Kováčová', 'sk'],
] as const

/**
 * The restaurant's story (SPEC §2): numbers, story, mission, four values, the team of three and
 * a way to order. Shown on the home page and on /about.
 */
export function AboutUs() {
  const { t } = useTranslation('about')
  const deliveryTime = useDeliveryTime()
  return (
    <div className="about">
      <section className="about__hero" aria-labelledby="about-title">
        <div className="about__intro">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h2 id="about-title">{t('hero.title')}</h2>
          <p>{t('hero.text')}</p>
        </div>
        <dl className="about__stats" aria-label={t('hero.statsLabel')}>
          {STATS.map(([number, key]) => (
            <div key={key}>
              <dt>{t(`stats.${key}`)}</dt>
              <dd>{number}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="about__columns">
        <section aria-labelledby="about-story">
          <h2 id="about-story">{t('story.title')}</h2>
          <p>{t('story.p1')}</p>
          <p>{t('story.p2')}</p>
        </section>
        <section className="about__mission" aria-labelledby="about-mission">
          <h2 id="about-mission">{t('mission.title')}</h2>
          <p>{t('mission.text')}</p>
        </section>
      </div>

      <section aria-labelledby="about-values">
        <h2 id="about-values">{t('values.title')}</h2>
        <ul className="about__values">
          {VALUES.map(([key, icon]) => (
            <li key={key}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path
                  d={icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <h3>{t(`values.${key}.title`)}</h3>
              <p>{t(`values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team">
        <h2 id="about-team">{t('team.title')}</h2>
        <ul className="about__team">
          {TEAM.map(([key, name, lang]) => (
            <li key={key}>
              <span className={`about__avatar about__avatar--${key}`} aria-hidden="true">
                {name
                  .split(' ')
                  .filter((_, index, parts) => index === 0 || index === parts.length - 1)
                  .map((part) => part[0])
                  .join('')}
              </span>
              <h3 lang={lang}>{name}</h3>
              <p className="about__role">{t(`team.${key}.role`)}</p>
              <p>{t(`team.${key}.bio`)}</p>
            </li>
          ))}
        </ul>
      </section>

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
