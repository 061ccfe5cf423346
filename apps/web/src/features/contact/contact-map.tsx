import { useTranslation } from 'react-i18next'
import { mapUrl, useRestaurant } from '../../shared/restaurant'

/**
 * A sketch of a few streets with a pin on the restaurant, drawn here rather than embedded: no map
 * tiles, scripts or cookies from another host (issue 3), and it paints instantly on a slow
 * phone. It names no street, as it is no real map of where the restaurant is (issue 21 §1): the
 * link opens one.
 */
export function ContactMap() {
  const { t } = useTranslation('contact')
  const { identity } = useRestaurant()
  const { street, city } = identity.address
  // Wide enough for the name at 12 px (about 7 px a letter), as the drawing has no layout.
  const labelWidth = Math.min(380, identity.name.length * 7.5 + 24)
  return (
    <section className="contact-map" aria-labelledby="contact-map-title">
      <svg
        className="contact-map__drawing"
        viewBox="0 0 400 260"
        role="img"
        aria-label={t('map.label', { name: identity.name, street, city })}
        width="400"
        height="260"
      >
        <rect width="400" height="260" fill="#f4ece2" />
        <path d="M300 0h100v92l-70 12-30-40z" fill="#cfe3c4" />
        <path d="M0 200h70v60H0z" fill="#cfe3c4" />
        <g fill="none" stroke="#fff" strokeLinecap="round">
          <path d="M-10 118 390 96" strokeWidth="16" />
          <path d="M262 -10 276 270" strokeWidth="12" />
          <path d="M70 -10 96 270" strokeWidth="12" />
          <path d="M150 112 170 0" strokeWidth="7" />
          <path d="M0 176c120-6 260-10 400-22" strokeWidth="9" />
          <path d="M200 112 214 270" strokeWidth="7" />
        </g>
        <rect
          x="236"
          y="60"
          width="64"
          height="52"
          rx="6"
          fill="#eadfd0"
          stroke="#fff"
          strokeWidth="4"
        />
        <g transform="translate(196 108)">
          <ellipse cx="0" cy="4" rx="9" ry="3" fill="rgb(0 0 0 / 0.2)" />
          <path d="M0 2C-10-12-15-18-15-26a15 15 0 0 1 30 0c0 8-5 14-15 28z" fill="#b5371b" />
          <circle cx="0" cy="-26" r="6" fill="#fff" />
        </g>
        <g transform="translate(196 50)">
          <rect x={-labelWidth / 2} y="-12" width={labelWidth} height="24" rx="12" fill="#241a15" />
          <text y="4" textAnchor="middle" fill="#fff" fontSize="12" fontWeight="700">
            {identity.name}
          </text>
        </g>
      </svg>
      <div className="contact-map__text">
        <h2 id="contact-map-title">{t('map.title')}</h2>
        <address>
          {identity.name}
          <br />
          {identity.address.street}
          <br />
          {identity.address.postalCode} {identity.address.city}
        </address>
        <p>{t('map.directions')}</p>
        <a
          className="button button--ghost"
          href={mapUrl(identity.position)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('map.open')}
        </a>
      </div>
    </section>
  )
}
