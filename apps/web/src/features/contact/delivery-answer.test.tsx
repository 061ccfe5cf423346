import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Component as ContactPage } from './contact-page'
import { mockShop } from '../../test/delivery-facts-fixtures'
import { shopConfig } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'

describe('the FAQ’s delivery answer', () => {
  it('the FAQ reads the areas, their fees and the current estimate', async () => {
    mockShop()
    renderWithProviders(<ContactPage />, { route: '/contact' })
    const answer = screen.getByText('Do you deliver, and how far?').closest('details')!
    await waitFor(() =>
      expect(answer).toHaveTextContent(
        'Yes. We deliver every day during our delivery hours. We deliver to these areas: Staré Mesto, Petržalka. Most orders arrive in 45–75 minutes. Delivery costs €2.50 to €3.90, depending on the area.',
      ),
    )
    expect(answer).not.toHaveTextContent(/miles|km/)
  })

  it('the FAQ in Slovak writes euros as a Slovak does', async () => {
    mockShop(shopConfig())
    renderWithProviders(<ContactPage />, { route: '/contact', language: 'sk' })
    const answer = screen.getByText('Doručujete jedlo a ako ďaleko?').closest('details')!
    await waitFor(() =>
      expect(answer.textContent?.replace(/\s/g, ' ')).toContain('Doručenie stojí 2,00 €.'),
    )
  })
})
