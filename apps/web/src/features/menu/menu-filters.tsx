import { ALLERGENS, allergenNumber, MENU_TAGS } from '@quan/domain/allergens'
import { isMenuFiltered, type MenuFilter } from '@quan/domain/menu-filter'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { useHydrated } from '../../shared/ssr/hydrated'

interface MenuFiltersProps {
  filter: MenuFilter
  onChange(filter: MenuFilter): void
}

/**
 * Leave out allergens, keep dietary tags (issue 12 §2). A plain GET form to the menu, so that
 * it works before the script runs or without it; once the page is live each tick applies at once.
 */
export function MenuFilters({ filter, onChange }: MenuFiltersProps) {
  const { t } = useTranslation(['menu', 'common'])
  const live = useHydrated()
  const id = useId()
  const filtered = isMenuFiltered(filter)
  // Opened by a filter in the address, then the guest's to close: unticking the last box must
  // not close it over the box that has the focus (issue 19 §4.3).
  const [open, setOpen] = useState(filtered)
  useEffect(() => {
    if (filtered) setOpen(true)
  }, [filtered])
  const toggle = <T extends string>(list: readonly T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((each) => each !== item)

  return (
    <details
      className="menu-filters"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        {filtered
          ? t('filters.summaryActive', { count: filter.without.length + filter.tags.length })
          : t('filters.summary')}
      </summary>
      <form method="get" action={paths.menu} className="menu-filters__form">
        <fieldset>
          <legend>{t('filters.diet')}</legend>
          <ul className="menu-filters__list">
            {MENU_TAGS.map((tag) => (
              <li key={tag}>
                <label className="menu-filters__choice" htmlFor={`${id}-tag-${tag}`}>
                  <input
                    id={`${id}-tag-${tag}`}
                    type="checkbox"
                    name="tag"
                    value={tag}
                    checked={filter.tags.includes(tag)}
                    onChange={(event) =>
                      onChange({ ...filter, tags: toggle(filter.tags, tag, event.target.checked) })
                    }
                  />
                  {t(`common:tags.${tag}`)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset>
          <legend>{t('filters.without')}</legend>
          <ul className="menu-filters__list">
            {ALLERGENS.map((allergen) => (
              <li key={allergen}>
                <label className="menu-filters__choice" htmlFor={`${id}-without-${allergen}`}>
                  <input
                    id={`${id}-without-${allergen}`}
                    type="checkbox"
                    name="without"
                    value={allergen}
                    checked={filter.without.includes(allergen)}
                    onChange={(event) =>
                      onChange({
                        ...filter,
                        without: toggle(filter.without, allergen, event.target.checked),
                      })
                    }
                  />
                  <span className="allergen-mark" aria-hidden="true">
                    {allergenNumber(allergen)}
                  </span>
                  {t(`common:allergenNames.${allergen}`)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <p className="menu-filters__note">
          {t('filters.note')}{' '}
          {/* What the restaurant says of allergens, in its own words (issue 22 §2). */}
          <Link to={paths.allergens}>{t('common:legal.allergens')}</Link>
        </p>
        {/* Without the script, the form is sent; with it, each tick has applied already. */}
        {!live && (
          <button type="submit" className="button">
            {t('filters.apply')}
          </button>
        )}
      </form>
    </details>
  )
}
