import type { ReactNode } from 'react'
import type { Language } from '../../i18n/languages'

// Small inline icons: no icon font or sprite to download. All decorative (aria-hidden).

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" {...stroke}>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20.5" r="1.2" />
      <circle cx="17" cy="20.5" r="1.2" />
    </svg>
  )
}

export function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" {...stroke}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  )
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" {...stroke}>
      <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
    </svg>
  )
}

export function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" {...stroke}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  )
}

/** The logo mark: a steaming bowl. */
export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill="var(--brand)" />
      <path d="M7 15h18a9 9 0 0 1-18 0z" fill="#fff" />
      <path
        d="M12 12c-1-1.5 1-2.5 0-4m4 4c-1-1.5 1-2.5 0-4m4 4c-1-1.5 1-2.5 0-4"
        {...stroke}
        stroke="#fff"
        strokeWidth={1.6}
      />
    </svg>
  )
}

const FLAGS: Record<Language, ReactNode> = {
  vi: (
    <>
      <path fill="#da251d" d="M0 0h30v20H0z" />
      <path
        fill="#ff0"
        d="M15 4l1.4 4.1h4.3l-3.4 2.6 1.2 4.2-3.5-2.5-3.5 2.5 1.2-4.2-3.4-2.6h4.3z"
      />
    </>
  ),
  en: (
    <>
      <path fill="#012169" d="M0 0h30v20H0z" />
      <path stroke="#fff" strokeWidth="4" d="M0 0l30 20M30 0L0 20" />
      <path stroke="#c8102e" strokeWidth="1.4" d="M0 0l30 20M30 0L0 20" />
      <path stroke="#fff" strokeWidth="6" d="M15 0v20M0 10h30" />
      <path stroke="#c8102e" strokeWidth="3.4" d="M15 0v20M0 10h30" />
    </>
  ),
  sk: (
    <>
      <path fill="#fff" d="M0 0h30v7H0z" />
      <path fill="#0b4ea2" d="M0 7h30v6H0z" />
      <path fill="#ee1c25" d="M0 13h30v7H0z" />
      <path
        fill="#ee1c25"
        stroke="#fff"
        strokeWidth=".6"
        d="M7 4.2h8v6.3c0 3-2 5-4 6-2-1-4-3-4-6z"
      />
      <path stroke="#fff" strokeWidth="1" d="M11 5.5v8M8.8 7.5h4.4M8.2 9.8h5.6" />
      <path
        fill="#0b4ea2"
        d="M7.6 13.4c1-1.2 2-1.2 3.4 0 1.4-1.2 2.4-1.2 3.4 0-1 1.3-2 2-3.4 2.7-1.4-.7-2.4-1.4-3.4-2.7z"
      />
    </>
  ),
}

export function Flag({ language }: { language: Language }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true">
      {FLAGS[language]}
    </svg>
  )
}
