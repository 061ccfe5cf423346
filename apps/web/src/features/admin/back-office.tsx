import { lazy, Suspense, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { BookingsSection } from './bookings/bookings-section'
import { MenuSection } from './menu/menu-section'
import { SoldOutStrip } from './menu/sold-out-strip'
import { useMessages } from './messages/api'
import { MessagesSection } from './messages/messages-section'
import type { Chime } from './orders/chime'
import { KitchenPaceControl } from './orders/kitchen-pace-control'
import { LiveOrdersProvider, useLiveOrders } from './orders/live-orders'
import { LiveStatus } from './orders/live-status'
import { OrdersBoard } from './orders/orders-board'
import { PromoSection } from './promo/promo-section'
import { SettingsSection } from './settings/settings-section'
import { TodaySection } from './today/today-section'
import './back-office.css'
import { useRestaurantName } from '../../shared/restaurant'

export const TABS = [
  'today',
  'orders',
  'bookings',
  'messages',
  'menu',
  'promo',
  'reports',
  'settings',
] as const
export type Tab = (typeof TABS)[number]

// The reports (issue 23 §3) are a chunk of their own: charts and tables the kitchen never opens.
const ReportsSection = lazy(() =>
  import('./reports/reports-section').then((module) => ({ default: module.ReportsSection })),
)

const OFFICE_NAMESPACES = ['office', 'admin', 'track', 'product', 'contact', 'common']

const isTab = (value: string | null): value is Tab => (TABS as readonly unknown[]).includes(value)

/**
 * The restaurant's back office: one section at a time as tabs, the chosen one in the address
 * (?tab=orders) so a reload stays there, and one live stream of orders under all of them.
 * `chime` lets tests listen for the new-order sound.
 */
export function BackOffice({ chime }: { chime?: Chime }) {
  // Every text the sections may need, loaded before the live stream starts: a namespace first
  // needed later (an order card's status and options) would suspend the board under the admin's
  // eyes (Preact, before decision 012, even remounted it, dropping the stream and its 'New' marks).
  useTranslation(OFFICE_NAMESPACES)
  return (
    <LiveOrdersProvider chime={chime}>
      <BackOfficeShell />
    </LiveOrdersProvider>
  )
}

function BackOfficeShell() {
  const { t } = useTranslation('office')
  const [params, setParams] = useSearchParams()
  const tabParam = params.get('tab')
  const tab: Tab = isTab(tabParam) ? tabParam : 'today'
  const { unseen } = useLiveOrders()
  const messages = useMessages()
  const tabs = useRef(new Map<Tab, HTMLButtonElement>())

  const badges: Partial<Record<Tab, { count: number; text: string }>> = {
    orders: { count: unseen.length, text: t('tabs.newOrders', { count: unseen.length }) },
  }
  const unhandled = messages.data?.filter((message) => !message.handled).length ?? 0
  badges.messages = { count: unhandled, text: t('tabs.unhandled', { count: unhandled }) }

  const section = t(`tabs.${tab}`)
  const restaurantName = useRestaurantName()
  // New orders count in the browser tab's title too, seen from any other tab or app.
  useDocumentHead(
    `${unseen.length > 0 ? `(${unseen.length}) ` : ''}${t('meta.title', { section })}`,
    t('meta.description', { name: restaurantName }),
  )

  // Other sections' filters (?status=, ?day=) do not follow into the next one.
  const select = (next: Tab) => setParams({ tab: next }, { replace: true })

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(tab)
    const target =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined
    if (!target) return
    event.preventDefault()
    select(target)
    tabs.current.get(target)?.focus()
  }

  return (
    <div className="container page office">
      <header className="office__head">
        <h1>{t('title')}</h1>
        <LiveStatus />
      </header>
      {/* The tabs handle the arrow keys between them (WAI-ARIA tabs pattern). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        className="office-tabs"
        role="tablist"
        aria-label={t('tabs.label')}
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => {
          const badge = badges[name]
          const label = t(`tabs.${name}`)
          return (
            <button
              key={name}
              ref={(node) => {
                if (node) tabs.current.set(name, node)
                else tabs.current.delete(name)
              }}
              type="button"
              role="tab"
              id={`office-tab-${name}`}
              aria-selected={name === tab}
              aria-controls="office-panel"
              tabIndex={name === tab ? 0 : -1}
              className="office-tab"
              aria-label={badge && badge.count > 0 ? `${label} (${badge.text})` : undefined}
              onClick={() => select(name)}
            >
              {label}
              {badge && badge.count > 0 && (
                <span className="office-badge" aria-hidden="true">
                  {badge.count}
                </span>
              )}
            </button>
          )
        })}
      </div>
      <div
        className="office-panel"
        role="tabpanel"
        id="office-panel"
        aria-labelledby={`office-tab-${tab}`}
        data-tab={tab}
      >
        {tab === 'today' && <TodaySection />}
        {/* The sections that show another's control get it from here: none imports another. */}
        {tab === 'orders' && <OrdersBoard soldOutStrip={<SoldOutStrip />} />}
        {tab === 'bookings' && <BookingsSection />}
        {tab === 'messages' && <MessagesSection />}
        {tab === 'menu' && <MenuSection />}
        {tab === 'promo' && <PromoSection />}
        {tab === 'reports' && (
          <Suspense fallback={<p aria-busy="true">{t('tabs.loading')}</p>}>
            <ReportsSection />
          </Suspense>
        )}
        {tab === 'settings' && <SettingsSection kitchenPace={<KitchenPaceControl />} />}
      </div>
    </div>
  )
}
