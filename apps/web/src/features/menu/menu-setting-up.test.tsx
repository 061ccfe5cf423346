import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as MenuPage } from './menu-page'

// Issue 21 §5: a new restaurant's menu, still empty, as the browser shows it.

function renderEmptyMenu(language: 'en' | 'vi' | 'sk') {
  mockApi({
    'GET /api/food/list': foodList([]),
    'GET /api/category': () => ({ success: true, data: [] }),
  })
  return renderWithProviders(<MenuPage />, { route: '/menu', language })
}

describe('the menu of a restaurant still setting up', () => {
  it('says it is getting ready, without search, categories or filters', async () => {
    renderEmptyMenu('en')
    expect(await screen.findByRole('heading', { name: 'We are getting ready' })).toBeVisible()
    expect(screen.getByText(/Come back soon/)).toBeVisible()
    expect(screen.queryByRole('search')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.queryByText('No dishes found')).toBeNull()
  })

  it('says so in the guest’s language', async () => {
    renderEmptyMenu('sk')
    expect(await screen.findByRole('heading', { name: 'Pripravujeme sa' })).toBeVisible()
  })
})
