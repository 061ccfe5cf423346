import { useTranslation } from 'react-i18next'
import { mapUrl, useRestaurant } from '../../shared/restaurant'

/**
 * The streets around the restaurant, drawn here rather than embedded: no map tiles, scripts or
 * cookies from another host (issue 3), and it paints instantly on a slow phone.
 */
export function ContactMap() {
  const { t } = useTranslation('contact')
  const { identity } = useRestaurant()
  return (
    <section className="contact-map" aria-labelledby="contact-map-title">
      <svg
        className="contact-map__drawing"
        viewBox="0 0 400 260"
        role="img"
        aria-label={t('map.label')}
        width="400"
        height="260"
      >
        <rect width="400" height="260" fill="#f4ece2" />
        <path d="M300 0h100v92l-70 12-30-40z" fill="#cfe3c4" />
        <path d="M0 214c90-18 170 8 250-6s110-2 150-10v62H0z" fill="#b9d7ea" />
        <g fill="none" stroke="#fff" strokeLinecap="round">
          <path d="M-10 118 390 96" strokeWidth="16" />
          <path d="M262 -10 276 220" strokeWidth="12" />
          <path d="M70 -10 96 212" strokeWidth="12" />
          <path d="M150 112 170 0" strokeWidth="7" />
          <path d="M0 176c120-6 260-10 400-22" strokeWidth="9" />
          <path d="M200 112 214 176" strokeWidth="7" />
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
        <g fill="#5c4d45" fontSize="11" fontFamily="system-ui, sans-serif">
          <text x="112" y="102" transform="rotate(-3 112 102)">
            Obchodná
          </text>
          <text x="283" y="160" transform="rotate(86 283 160)">
            Poštová
          </text>
          <text x="242" y="82">
            Kamenné
          </text>
          <text x="242" y="96">
            námestie
          </text>
          <text x="8" y="98">
            Hurbanovo nám.
          </text>
          <text x="160" y="240" fill="#2c5d7a">
            Dunaj
          </text>
        </g>
        <g transform="translate(196 108)">
          <ellipse cx="0" cy="4" rx="9" ry="3" fill="rgb(0 0 0 / 0.2)" />
          <path d="M0 2C-10-12-15-18-15-26a15 15 0 0 1 30 0c0 8-5 14-15 28z" fill="#b5371b" />
          <circle cx="0" cy="-26" r="6" fill="#fff" />
        </g>
        <g transform="translate(169 38)">
          <rect width="54" height="24" rx="12" fill="#241a15" />
          <text x="27" y="16" textAnchor="middle" fill="#fff" fontSize="12" fontWeight="700">
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
