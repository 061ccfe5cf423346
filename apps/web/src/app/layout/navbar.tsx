import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { useAuth } from '../../shared/auth/auth'
import { useCart } from '../../shared/cart/cart'
import { useRestaurant } from '../../shared/restaurant'
import { paths } from '../../config/paths'
import { CartIcon, Chevron, LogoMark, MenuIcon, UserIcon } from './icons'
import { LanguageSwitcher } from './language-switcher'
import { useEscape, useOutsidePointer } from './use-dismiss'
import './navbar.css'

/** The links of SPEC §2, in order; the active one follows the path. */
const LINKS = [
  ['home', paths.home],
  ['menu', paths.menu],
  ['about', paths.about],
  ['contact', paths.contact],
  ['reservation', paths.reservation],
  ['track', paths.track],
] as const

export function Navbar() {
  const { t } = useTranslation('common')
  const { token, isAdmin, openLogin, logOut } = useAuth()
  const cart = useCart()
  const { name, languages } = useRestaurant().identity
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const header = useRef<HTMLElement>(null)
  const burger = useRef<HTMLButtonElement>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [shownPath, setShownPath] = useState(pathname)
  const mobileId = useId()

  // The mobile menu closes on navigation (state adjusted while rendering, not in an effect).
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setMobileOpen(false)
  }

  // ... and on a click or tap outside the navbar (closing a closed menu changes nothing).
  useOutsidePointer(header, () => setMobileOpen(false))
  useEscape(mobileOpen, () => {
    setMobileOpen(false)
    burger.current?.focus()
  })

  function logout() {
    logOut()
    setMobileOpen(false)
    void navigate(paths.home)
  }

  const links = (
    <>
      {LINKS.map(([name, to]) => (
        <li key={name}>
          <NavLink to={to} end={to === paths.home} className="navbar__link">
            {t(`nav.${name}`)}
          </NavLink>
        </li>
      ))}
      {token && isAdmin && (
        <li>
          <NavLink to={paths.admin} className="navbar__link navbar__link--admin">
            {t('nav.admin')}
          </NavLink>
        </li>
      )}
    </>
  )

  return (
    <header ref={header} className="navbar">
      <div className="navbar__bar container">
        <Link to={paths.home} className="navbar__logo" aria-label={t('brand.home', { name })}>
          <LogoMark />
          <span aria-hidden="true">{name}</span>
        </Link>

        <nav className="navbar__desktop" aria-label={t('nav.main')}>
          <ul className="navbar__links">{links}</ul>
        </nav>

        <div className="navbar__actions">
          <LanguageSwitcher offered={languages} />
          <button
            type="button"
            className="navbar__icon navbar__cart"
            aria-label={t('nav.cart', { count: cart.count })}
            onClick={cart.openPopup}
          >
            <CartIcon />
            {cart.count > 0 && (
              <span className="navbar__count" aria-hidden="true">
                {cart.count}
              </span>
            )}
          </button>
          <div className="navbar__account">
            {token ? (
              <ProfileMenu onLogout={logout} />
            ) : (
              <button type="button" className="button navbar__login" onClick={() => openLogin()}>
                {t('nav.login')}
              </button>
            )}
          </div>
          <button
            ref={burger}
            type="button"
            className="navbar__icon navbar__burger"
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <MenuIcon open={mobileOpen} />
          </button>
        </div>
      </div>

      <div id={mobileId} className="navbar__mobile" hidden={!mobileOpen}>
        {mobileOpen && (
          <>
            <nav aria-label={t('nav.main')}>
              <ul className="navbar__mobile-links">{links}</ul>
            </nav>
            <section className="navbar__mobile-account" aria-label={t('nav.account')}>
              <p className="navbar__mobile-title">{t('nav.account')}</p>
              {token ? (
                <ul>
                  <li>
                    <Link to={paths.myOrders} className="navbar__link">
                      {t('nav.myOrders')}
                    </Link>
                  </li>
                  <li>
                    <button type="button" className="button button--ghost" onClick={logout}>
                      {t('nav.logout')}
                    </button>
                  </li>
                </ul>
              ) : (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setMobileOpen(false)
                    openLogin()
                  }}
                >
                  {t('nav.login')}
                </button>
              )}
            </section>
          </>
        )}
      </div>
    </header>
  )
}

/** The profile dropdown: 'my orders' and logout. */
function ProfileMenu({ onLogout }: { onLogout(): void }) {
  const { t } = useTranslation('common')
  const { profile } = useAuth()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const menuId = useId()

  useOutsidePointer(root, () => setOpen(false))
  useEscape(open, () => {
    setOpen(false)
    root.current?.querySelector('button')?.focus()
  })

  return (
    <div ref={root} className="profile">
      <button
        type="button"
        className="profile__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className="profile__name">{profile?.name || t('nav.account')}</span>
        <Chevron />
      </button>
      <ul id={menuId} className="profile__menu" hidden={!open} aria-label={t('nav.accountMenu')}>
        <li>
          <Link to={paths.myOrders} className="profile__item" onClick={() => setOpen(false)}>
            {t('nav.myOrders')}
          </Link>
        </li>
        <li>
          <button type="button" className="profile__item" onClick={onLogout}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  )
}
