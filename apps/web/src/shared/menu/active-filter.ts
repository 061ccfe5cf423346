import { menuFilterOf, menuFilterQuery, type MenuFilter } from '@quan/domain/menu-filter'
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { paths } from '../../config/paths'

/** The allergen and diet filter the guest last set on the menu, for this visit. */
const MENU_FILTER_KEY = 'quan.menuFilter'

/** Called by the menu with its filter: what the guest avoids holds beyond the menu page. */
export function rememberMenuFilter(filter: MenuFilter) {
  const query = menuFilterQuery(filter)
  if (query) sessionStorage.setItem(MENU_FILTER_KEY, query)
  else sessionStorage.removeItem(MENU_FILTER_KEY)
}

/**
 * The guest's active filter (issue 19 §2.4): the menu's own address on the menu, else the one
 * last set on the menu during this visit. Read in the browser only (the cart popup).
 */
export function useActiveMenuFilter(): MenuFilter {
  const { pathname, search } = useLocation()
  const query = pathname === paths.menu ? search : (sessionStorage.getItem(MENU_FILTER_KEY) ?? '')
  return useMemo(() => menuFilterOf(query), [query])
}
