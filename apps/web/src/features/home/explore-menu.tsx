import type { Category } from '@quan/domain/answers'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../../config/paths'
import { ALL_CATEGORIES, useCategoryLabel } from '../../shared/menu/labels'
import { useCategories } from '../../shared/menu/queries'
import { useDragScroll } from './use-drag-scroll'

interface ExploreMenuProps {
  category: string
  onChange(category: string): void
}

/**
 * 'Explore our menu' (SPEC §2): a strip of categories to drag, tab or arrow through. A click
 * selects a category; a second click on it goes back to All.
 */
export function ExploreMenu({ category, onChange }: ExploreMenuProps) {
  const { t } = useTranslation('home')
  const label = useCategoryLabel()
  const categories = useCategories()
  const { ref, handlers } = useDragScroll<HTMLDivElement>()
  const list = categories.data ?? []
  const items = [
    { _id: '', name: ALL_CATEGORIES, image: undefined },
    ...list.map(({ _id, name, image }) => ({ _id, name, image })),
  ]
  // One tab stop for the whole strip (the toolbar pattern); it starts on the chosen category.
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const tabStop =
    focusIndex ??
    Math.max(
      0,
      items.findIndex((item) => item.name === category),
    )

  // Arrow keys, Home and End move along the strip; the browser scrolls the focused one into view.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(ref.current?.querySelectorAll('button') ?? [])]
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    if (index === -1) return
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: buttons.length - 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = buttons[Math.max(0, Math.min(buttons.length - 1, next))]
    target?.focus()
    target?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }

  return (
    <section className="explore container" aria-labelledby="explore-title">
      <h2 id="explore-title">{t('explore.title')}</h2>
      <p className="explore__text">{t('explore.text')}</p>
      {categories.isPending ? (
        <p className="explore__status" role="status">
          {t('explore.loading')}
        </p>
      ) : list.length === 0 ? (
        // A failed fetch is only logged by the reference (SPEC §8): loading ends, nothing to show.
        <p className="explore__status">{t('explore.empty')}</p>
      ) : (
        <div
          ref={ref}
          role="toolbar"
          className="explore__strip"
          aria-label={t('explore.label')}
          onKeyDown={onKeyDown}
          {...handlers}
        >
          {items.map(({ _id, name, image }, index) => (
            <CategoryButton
              key={_id}
              name={label(name)}
              image={image}
              selected={category === name}
              tabIndex={index === tabStop ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              onClick={() =>
                onChange(category === name || name === ALL_CATEGORIES ? ALL_CATEGORIES : name)
              }
            />
          ))}
        </div>
      )}
    </section>
  )
}

function CategoryButton({
  name,
  image,
  selected,
  tabIndex,
  onFocus,
  onClick,
}: {
  name: string
  /** Undefined for All, which has a picture of its own. */
  image: Category['image'] | undefined
  selected: boolean
  tabIndex: number
  onFocus(): void
  onClick(): void
}) {
  const [failed, setFailed] = useState(false)
  const src = imageUrl(image)
  return (
    <button
      type="button"
      className="explore__item"
      aria-pressed={selected}
      tabIndex={tabIndex}
      onFocus={onFocus}
      onClick={onClick}
    >
      {src && !failed ? (
        <img
          className="explore__picture"
          src={src}
          alt=""
          width={256}
          height={256}
          // Below the banner on a phone: fetched when near, never ahead of the banner's picture.
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailed(true)}
        />
      ) : (
        // SPEC §2: a category without a picture shows the first letter of its name.
        <span className="explore__picture explore__letter" aria-hidden="true">
          {image === undefined ? <AllIcon /> : name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="explore__name">{name}</span>
    </button>
  )
}

/** All categories: a small grid of dishes. */
function AllIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40">
      <path fill="currentColor" d="M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z" opacity=".9" />
    </svg>
  )
}
