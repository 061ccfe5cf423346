import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { shopConfig } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { AboutUs } from './about-us'

// Issue 19 §2.5: "your food arrives in 30 to 60 minutes" whatever the kitchen's pace said.
describe('the about-us block’s Order now', () => {
  it('promises the restaurant’s current estimate', async () => {
    mockApi({
      'GET /api/config': () =>
        shopConfig({
          kitchen: {
            paused: false,
            resumesAt: null,
            delayMinutes: 30,
            estimate: { fromMinutes: 60, toMinutes: 90 },
          },
        }),
    })
    renderWithProviders(<AboutUs />)
    const cta = screen.getByRole('region', { name: 'Hungry already?' })
    await waitFor(() =>
      expect(cta).toHaveTextContent(
        'Order now and we will cook it fresh for you. Most orders arrive in 60–90 minutes.',
      ),
    )
  })
})
