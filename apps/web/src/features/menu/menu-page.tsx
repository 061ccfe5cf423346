import type { Food } from '@quan/domain/answers'
import {
  isMenuFiltered,
  menuFilterOf,
  menuFilterQuery,
  NO_MENU_FILTER,
  type MenuFilter,
} from '@quan/domain/menu-filter'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { Later, useHydrated } from '../../shared/ssr/hydrated'
import { renderedPath } from '../../shared/ssr/state'
import { KitchenPauseNotice } from '../../shared/kitchen/kitchen-pause'
import { useLanguage } from '../../shared/i18n'
import { ALL_CATEGORIES, useCategoryLabel } from '../../shared/menu/labels'
import { useCategories, useFoods } from '../../shared/menu/queries'
import { useProductModal } from '../../shared/product/use-product-modal'
import { FIRST_SCREEN_CARDS, FoodCard, FoodGridSkeleton } from '../../shared/ui/food-card'
import { GettingReady } from '../../shared/ui/getting-ready'
import { announce } from '../../shared/ui/announcer'
import { focusFirst, useFocusAfterRender } from '../../shared/ui/focus'
import { rememberMenuFilter } from '../../shared/menu/active-filter'
import { MenuFilters } from './menu-filters'
import { MenuInWords } from './menu-in-words'
import { useMenuSchema } from './menu-schema'
import { filterFoods } from './search'
import { LiveForm } from '../../shared/ui/live-form'
import './menu-page.css'
import { TableBanner } from '../../shared/table/table-banner'
import { useRestaurantFacts } from '../../shared/restaurant'

const searchOf = (path: string) => path.slice(path.indexOf('?') + 1 || path.length)

/** SPEC §9: the category bar sticks to the top once the page has scrolled further than this. */
export const STICKY_AFTER_PX = 200

const FIRST_ROW = 4

/** /menu: search, a category bar and every dish (SPEC §2). */
export function Component() {
  const { t } = useTranslation(['menu', 'product'])
  const facts = useRestaurantFacts()
  useDocumentHead(t('meta.title'), t('meta.description', facts))
  const language = useLanguage()
  const label = useCategoryLabel()
  const foods = useFoods({ live: true })
  const categories = useCategories()
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState(ALL_CATEGORIES)
  const [sticky, setSticky] = useState(false)
  const search = useRef<HTMLInputElement>(null)
  const searchId = useId()
  const { openProduct, productModal } = useProductModal()
  const afterRender = useFocusAfterRender()
  // The allergen and diet filter lives in the address, so the server renders it too. It is
  // also held here: the router applies an address change a moment later, and a ticked box
  // must not flick back meanwhile.
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [filter, setFilterNow] = useState(() =>
    menuFilterOf(hydrated ? params.toString() : searchOf(renderedPath() ?? `?${params}`)),
  )
  // Once live, the address's filter, which the server may have left to the browser.
  const [wasHydrated, setWasHydrated] = useState(hydrated)
  if (hydrated !== wasHydrated) {
    setWasHydrated(hydrated)
    setFilterNow(menuFilterOf(params.toString()))
  }
  const filtered = isMenuFiltered(filter)
  // The cart's suggestions honour it on every page (issue 19 §2.4).
  useEffect(() => rememberMenuFilter(filter), [filter])
  function setFilter(next: MenuFilter) {
    // The count goes with the filter: say what is shown now (issue 19 §4.5).
    if (filtered && !isMenuFiltered(next)) {
      announce(t('filters.cleared', { count: inCategory.length }))
    }
    setFilterNow(next)
    // As a search string rather than through setSearchParams, which would write ',' as %2C.
    const query = menuFilterQuery(next)
    void navigate({ search: query ? `?${query}` : '' }, { replace: true, preventScrollReset: true })
  }

  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const searching = query.trim() !== ''
  const shown = filterFoods(foods.data ?? [], { query, category, language, filter })
  const inCategory = filterFoods(foods.data ?? [], { query: '', category, language })
  useMenuSchema(foods.data, categories.data)
  const names = [ALL_CATEGORIES, ...(categories.data ?? []).map((item) => item.name)]

  function showAll() {
    setQuery('')
    setCategory(ALL_CATEGORIES)
    if (filtered) setFilter(NO_MENU_FILTER)
    // The button goes with the empty state: the dishes it brought back take the focus.
    afterRender(() => focusFirst('.food-grid .food-card__open'))
  }

  const card = (food: Food, index: number) => (
    <li key={food._id}>
      {/* The first row (four at 1280 px, two on a phone) at once, the first first. */}
      <FoodCard food={food} onOpen={openProduct} eager={index < FIRST_ROW} priority={index === 0} />
    </li>
  )

  function clearFilter() {
    setFilter(NO_MENU_FILTER)
    // Clear the filter goes with the filter: the filter itself takes the focus (issue 19 §4.3).
    afterRender(() => focusFirst('.menu-filters summary'))
  }

  // A new restaurant without a dish yet says so, rather than search and filter nothing (issue 21 §5).
  if (foods.data?.length === 0) {
    return (
      <div className="menu-page">
        <section className="menu-hero">
          <div className="container">
            <p className="menu-hero__eyebrow">{t('hero.eyebrow')}</p>
            <h1>{t('hero.title')}</h1>
          </div>
        </section>
        <GettingReady />
      </div>
    )
  }

  return (
    <div className="menu-page">
      <section className="menu-hero">
        <div className="container">
          <p className="menu-hero__eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.title')}</h1>
          <p>{t('hero.text')}</p>
          <LiveForm
            className="menu-search"
            role="search"
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor={searchId} className="visually-hidden">
              {t('hero.searchLabel')}
            </label>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M16.5 16.5L21 21"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <input
              ref={search}
              id={searchId}
              type="search"
              value={query}
              placeholder={t('hero.placeholder')}
              autoComplete="off"
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
          </LiveForm>
        </div>
      </section>

      <div className="container menu-pause">
        {/* At a table, from its QR link (issue 24 §5): "Table 3", or why the link is refused. */}
        <TableBanner />
        <KitchenPauseNotice />
      </div>

      <nav className={`menu-bar${sticky ? ' menu-bar--sticky' : ''}`} aria-label={t('categories')}>
        <ul className="menu-bar__list container">
          {names.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="menu-bar__chip"
                aria-pressed={category === name}
                // A browser leaves a chip half out of the strip when half of it shows: the whole
                // chip and its focus ring come into view (issue 19 §4.7).
                onFocus={(event) =>
                  event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
                }
                onClick={() =>
                  setCategory(category === name && name !== ALL_CATEGORIES ? ALL_CATEGORIES : name)
                }
              >
                {label(name)}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <div className="container">
        <MenuFilters filter={filter} onChange={setFilter} />
      </div>

      <section
        className="menu-results container"
        aria-labelledby="menu-results-title"
        aria-busy={foods.isPending}
      >
        <h2 id="menu-results-title" className="visually-hidden">
          {t('results.heading')}
        </h2>
        <div className="menu-results__summary">
          {/* There before anything is said, and only the count (or the loading): its buttons
              are not news (issue 19 §4.5). */}
          <p role="status">
            {foods.isPending && <span className="visually-hidden">{t('loading')}</span>}
            {filtered &&
              !searching &&
              !foods.isPending &&
              t('filters.count', { count: shown.length, total: inCategory.length })}
            {searching &&
              !foods.isPending &&
              t('results.count', { query: query.trim(), count: shown.length })}
          </p>
          {filtered && !searching && !foods.isPending && (
            <button type="button" className="button button--ghost" onClick={clearFilter}>
              {t('filters.clear')}
            </button>
          )}
          {searching && !foods.isPending && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setQuery('')
                search.current?.focus()
              }}
            >
              {t('results.clear')}
            </button>
          )}
        </div>
        {foods.isPending ? (
          <FoodGridSkeleton />
        ) : shown.length === 0 ? (
          <div className="menu-empty">
            <h2>{t('empty.title')}</h2>
            <p>{t('empty.text')}</p>
            <button type="button" className="button" onClick={showAll}>
              {t('empty.showAll')}
            </button>
          </div>
        ) : (
          <ul className="food-grid">
            {shown.slice(0, FIRST_SCREEN_CARDS).map(card)}
            <Later>
              {shown
                .slice(FIRST_SCREEN_CARDS)
                .map((food, index) => card(food, FIRST_SCREEN_CARDS + index))}
            </Later>
          </ul>
        )}
      </section>
      {foods.data && <MenuInWords foods={foods.data} categories={categories.data ?? []} />}
      {productModal}
    </div>
  )
}
