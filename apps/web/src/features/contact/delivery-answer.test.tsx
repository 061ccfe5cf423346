import { screen, waitFor } from '@testing-library/react'
import { DEMO_RESTAURANT } from '@quan/domain/restaurant'
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

  it('ends the answers the owner marked with the facts, and no other (issue 21 §3)', async () => {
    mockShop()
    const restaurant = structuredClone(DEMO_RESTAURANT)
    restaurant.words.en.faq = [
      { question: 'Where do you park?', answer: 'Around the corner.', deliveryFacts: false },
      { question: 'Do you bring food?', answer: 'We do.', deliveryFacts: true },
    ]
    restaurant.words.en.contactIntro = 'Write to us, or see [the menu](https://quan.sk/menu).'
    renderWithProviders(<ContactPage />, { route: '/contact', restaurant })
    const bring = screen.getByText('Do you bring food?').closest('details')!
    await waitFor(() =>
      expect(bring).toHaveTextContent('We do. We deliver to these areas: Staré Mesto, Petržalka.'),
    )
    expect(screen.getByText('Where do you park?').closest('details')).toHaveTextContent(
      /^Where do you park\?Around the corner\.$/,
    )
    expect(screen.getByRole('link', { name: 'the menu' })).toHaveAttribute(
      'href',
      'https://quan.sk/menu',
    )
  })
})
