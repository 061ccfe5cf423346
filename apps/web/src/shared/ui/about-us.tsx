import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { sentences, useDeliveryTime } from '../delivery/delivery-time'
import { useRestaurant } from '../restaurant'
import { useRestaurantWords, useWordsLanguage } from '../restaurant-words'
import { FormattedText } from './formatted-text'
import './about-us.css'

/** "Nguyễn Thị Lan" -> "NL", "Lan" -> "L": a team card's picture. */
const initials = (name: string) => name.replace(/^(\S)\S*.*?(?:\s(\S)\S*)?$/, '$1$2')

/**
 * The restaurant's story in its own words (issue 21 §3; SPEC §2's block): a title, its first
 * paragraph and its numbers, the rest of the story beside the mission, the values, the team, and
 * a way to order. The owner writes them in Settings; a part left empty is left out. Shown on the
 * home page and /about.
 */
export function AboutUs() {
  const { t } = useTranslation('about')
  const { identity } = useRestaurant()
  const { about } = useRestaurantWords()
  const langOf = useWordsLanguage()
  const storyLang = langOf((own) => own.about.paragraphs)
  const { mission, values, team } = about
  const [first = '', ...rest] = about.paragraphs
  const deliveryTime = useDeliveryTime()
  return (
    <div className="about">
      <section className="about__hero" aria-labelledby="about-title">
        <div className="about__intro">
          <p className="eyebrow">{t('hero.eyebrow', { name: identity.name })}</p>
          <h2 id="about-title" lang={about.title ? langOf((own) => own.about.title) : undefined}>
            {about.title || identity.name}
          </h2>
          <FormattedText text={first} lang={storyLang} />
        </div>
        {about.numbers.length > 0 && (
          <dl
            className="about__stats"
            aria-label={t('hero.statsLabel', { name: identity.name })}
            lang={langOf((own) => own.about.numbers)}
          >
            {about.numbers.map((number, index) => (
              <div key={index}>
                <dt>{number.label}</dt>
                <dd>{number.figure}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      {(rest.length > 0 || mission.text) && (
        <div className="about__columns">
          {rest.length > 0 && (
            <section aria-labelledby="about-story">
              <h2 id="about-story">{t('story.title')}</h2>
              {rest.map((paragraph, index) => (
                <FormattedText key={index} text={paragraph} lang={storyLang} />
              ))}
            </section>
          )}
          {mission.text && (
            <section
              className="about__mission"
              aria-labelledby="about-mission"
              lang={langOf((own) => own.about.mission)}
            >
              <h2 id="about-mission">{mission.title}</h2>
              <FormattedText text={mission.text} />
            </section>
          )}
        </div>
      )}

      {values.length > 0 && (
        <section aria-labelledby="about-values">
          <h2 id="about-values">{t('values')}</h2>
          {/* Each card's small drawing is the stylesheet's (about-us.css), by its place. */}
          <ul className="about__values" lang={langOf((own) => own.about.values)}>
            {values.map((value, index) => (
              <li key={index}>
                <h3>{value.title}</h3>
                <FormattedText text={value.text} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {team.length > 0 && (
        <section aria-labelledby="about-team">
          <h2 id="about-team">{t('team')}</h2>
          <ul className="about__team" lang={langOf((own) => own.about.team)}>
            {team.map((member, index) => (
              <li key={index}>
                <span className="about__avatar" aria-hidden="true">
                  {initials(member.name)}
                </span>
                <h3>{member.name}</h3>
                {member.role && <p className="about__role">{member.role}</p>}
                <FormattedText text={member.bio} />
              </li>
            ))}
          </ul>
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
