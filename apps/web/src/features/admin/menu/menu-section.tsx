import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CategoriesSection } from './categories-section'
import { DishesSection } from './dishes-section'
import './menu.css'

const TABS = ['dishes', 'categories'] as const
type Tab = (typeof TABS)[number]

/**
 * The Menu section of the back office: the dishes (list, create, edit, archive, delete) and,
 * on a tab of their own, the categories they are filed under.
 */
export function MenuSection() {
  const { t } = useTranslation('admin')
  const [tab, setTab] = useState<Tab>('dishes')
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})

  // The WAI-ARIA tabs pattern: arrows move between tabs, Home and End go to either end.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(tab)
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    setTab(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="container page admin">
      <header className="admin__head">
        <div>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
      </header>
      <div
        className="admin-tabs"
        role="tablist"
        aria-label={t('menu.tabs.label')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              buttons.current[name] = node
            }}
            id={`menu-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            // Only the chosen tab's panel is on the page.
            aria-controls={tab === name ? `menu-panel-${name}` : undefined}
            tabIndex={tab === name ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => setTab(name)}
          >
            {t(`menu.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`menu-panel-${tab}`} role="tabpanel" aria-labelledby={`menu-tab-${tab}`}>
        {tab === 'dishes' ? <DishesSection /> : <CategoriesSection />}
      </div>
    </div>
  )
}
