import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { useWeekHours } from '../../shared/hours'
import { mapUrl, phoneHref, useRestaurant } from '../../shared/restaurant'

/**
 * Where we are, without a third-party embed: a sketch of a few streets with a pin on the
 * restaurant, drawn here in SVG and naming no street (issue 21 §1), the address and hours, and a
 * plain link to OpenStreetMap.
 */
export function RestaurantMap() {
  const { t } = useTranslation(['home', 'common'])
  const { identity } = useRestaurant()
  const week = useWeekHours()
  const { street, city } = identity.address
  // Wide enough for the name at 17 px (about 10 px a letter), as the drawing has no layout.
  const labelWidth = Math.min(600, identity.name.length * 10 + 32)
  return (
    <section className="map container" aria-labelledby="map-title">
      <h2 id="map-title">{t('map.title')}</h2>
      <p className="map__text">{t('map.text', { street, city })}</p>
      <div className="map__panel">
        <svg
          className="map__drawing"
          viewBox="0 0 640 400"
          role="img"
          aria-label={t('map.label', { name: identity.name, street, city })}
          preserveAspectRatio="xMidYMid slice"
        >
          <rect width="640" height="400" fill="#f3ece2" />
          <rect x="40" y="40" width="130" height="90" rx="14" fill="#cfe2bf" />
          <rect x="470" y="210" width="120" height="70" rx="14" fill="#cfe2bf" />
          <g fill="none" stroke="#fff" strokeLinecap="round">
            <path strokeWidth="22" d="M-10 175L660 150" />
            <path strokeWidth="14" d="M410 -10L430 410M210 -10l-20 420M-10 280h660M560 -10v420" />
            <path strokeWidth="8" d="M90 130v280M300 160l10 250M480 0l-20 150" />
          </g>
          <g transform="translate(320 162)">
            <ellipse cy="4" rx="16" ry="5" fill="#000" opacity=".2" />
            <path d="M0 0c-6-12-22-22-22-38a22 22 0 0 1 44 0c0 16-16 26-22 38z" />
            <circle cy="-38" r="8" fill="#fff" />
            <rect
              x={-labelWidth / 2}
              y="-92"
              width={labelWidth}
              height="28"
              rx="14"
              fill="#241a15"
            />
            <text
              y="-72"
              fill="#fff"
              fontFamily="Georgia, serif"
              fontSize="17"
              fontWeight="700"
              textAnchor="middle"
            >
              {identity.name}
            </text>
          </g>
        </svg>
        <div className="map__card">
          <h3>{identity.name}</h3>
          <dl>
            <dt>{t('map.address')}</dt>
            <dd>
              {identity.address.street}, {identity.address.postalCode} {identity.address.city}
            </dd>
            <dt>{t('map.hours')}</dt>
            <dd>
              {week.map((line, index) => (
                <Fragment key={line.days}>
                  {index > 0 && <br />}
                  {line.days}: {line.hours}
                </Fragment>
              ))}
            </dd>
            <dt>{t('map.phone')}</dt>
            <dd>
              <a href={phoneHref(identity.phone)}>{identity.phone}</a>
            </dd>
          </dl>
          <a
            className="button"
            href={mapUrl(identity.position)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('map.open')} <span className="visually-hidden">{t('map.newTab')}</span>
          </a>
        </div>
      </div>
    </section>
  )
}
