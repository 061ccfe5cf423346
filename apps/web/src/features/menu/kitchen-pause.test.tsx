import type { KitchenPaceView } from '@quan/domain/kitchen-pace'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, shopConfig, wireFood } from '../../test/ordering-fixtures'
import { KITCHEN_PACE_READ, KitchenPaceRead } from '../../test/kitchen-pace-read'
import { renderWithProviders } from '../../test/render'
import { Component as MenuPage } from './menu-page'

const NOT_BUSY: KitchenPaceView = {
  paused: false,
  resumesAt: null,
  delayMinutes: 0,
  estimate: { fromMinutes: 30, toMinutes: 60 },
}

function renderMenu(kitchen = NOT_BUSY, language?: 'vi' | 'sk') {
  mockApi({
    'GET /api/food/list': foodList([wireFood({ _id: 'tea', nameEN: 'Iced tea' })]),
    'GET /api/category': () => ({ success: true, data: [] }),
    'GET /api/config': () => shopConfig({ kitchen }),
  })
  return renderWithProviders(
    <>
      <MenuPage />
      <KitchenPaceRead />
    </>,
    { route: '/menu', language },
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('the menu while the kitchen has paused new orders', () => {
  // 19:30 in Bratislava (UTC+1).
  const PAUSED = { ...NOT_BUSY, paused: true, resumesAt: '2026-03-09T18:30:00.000Z' }

  it('says so and when ordering resumes, the dishes still shown', async () => {
    renderMenu(PAUSED)
    expect(
      await screen.findByText(
        'The kitchen is very busy, so new orders are paused. We take orders again at 19:30.',
      ),
    ).toHaveProperty('parentElement.role', 'status')
    expect(screen.getByRole('heading', { name: 'Iced tea' })).toBeInTheDocument()
  })

  it('says it in a live region that is there before the notice (issue 19 §4.5)', async () => {
    const { container } = renderMenu(PAUSED)
    const region = container.querySelector('.menu-pause [role="status"]')
    expect(region).toBeEmptyDOMElement()
    expect(
      await within(region as HTMLElement).findByText(/new orders are paused/),
    ).toBeInTheDocument()
  })

  it('says it in Slovak', async () => {
    renderMenu(PAUSED, 'sk')
    expect(
      await screen.findByText(
        'Kuchyňa má veľa práce, preto sme nové objednávky pozastavili. Znova ich prijímame o 19:30.',
      ),
    ).toBeInTheDocument()
  })

  it('says nothing while orders are taken', async () => {
    renderMenu()
    await screen.findByRole('heading', { name: 'Iced tea' })
    // The config has been read and drawn: still nothing to say.
    await screen.findByText(KITCHEN_PACE_READ)
    expect(screen.queryByText(/new orders are paused/)).toBeNull()
  })
})
