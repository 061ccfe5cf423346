import { DEMO_RESTAURANT, type Restaurant } from '@quan/domain/restaurant'
import { DEMO_LEGAL } from '@quan/domain/restaurant/demo-legal'
import type { RestaurantLegal } from '@quan/domain/restaurant/legal'
import { screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { renderWithProviders } from '../../test/render'
import { Component as LegalPage } from './legal-page'

// Issue 22 §2: the terms, privacy notice and allergen note, as the restaurant wrote them.

const registered: Restaurant = {
  ...DEMO_RESTAURANT,
  identity: {
    ...DEMO_RESTAURANT.identity,
    legal: {
      companyName: 'Phở Hà Nội s.r.o.',
      registeredAddress: 'Hlavná 5, 040 01 Košice',
      companyId: '12345678',
      taxId: '',
      vatId: 'SK2023456789',
    },
  },
}

function show(
  route: string,
  {
    legal = DEMO_LEGAL,
    language = 'en',
    restaurant = registered,
  }: { legal?: RestaurantLegal; language?: 'en' | 'sk' | 'vi'; restaurant?: Restaurant } = {},
) {
  const calls = mockApi({
    'GET /api/restaurant/legal': () => ({ success: true, message: 'ok', data: legal }),
  })
  renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <LegalPage />
    </Suspense>,
    { route, language, restaurant },
  )
  return calls
}

describe('the legal pages', () => {
  it('show the terms under the seller, with only the identity’s filled-in parts', async () => {
    show('/terms')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument()
    const seller = screen.getByRole('region', { name: 'Seller' })
    expect(within(seller).getByText(/Phở Hà Nội s\.r\.o\./)).toBeInTheDocument()
    expect(seller).toHaveTextContent('Company ID 12345678')
    expect(seller).toHaveTextContent('VAT ID SK2023456789')
    // No tax ID was given: no empty label.
    expect(seller).not.toHaveTextContent('Tax ID')
    // The text names the restaurant through its identity: {{company}} is filled in.
    expect(screen.getByText(/^The seller/)).toHaveTextContent(
      'Phở Hà Nội s.r.o., Hlavná 5, 040 01 Košice.',
    )
    expect(document.body).not.toHaveTextContent('{{')
    await waitFor(() => expect(document.title).toBe('Terms · Quán'))
  })

  it('show the privacy notice in the guest’s language, else the default language’s', async () => {
    const legal: RestaurantLegal = structuredClone(DEMO_LEGAL)
    legal.sk.privacy = ''
    show('/privacy', { legal, language: 'sk' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ochrana osobných údajov' }),
    ).toBeInTheDocument()
    // Blank in Slovak: the default language's (English) text.
    expect(screen.getByText(/^This notice says what this web shop stores/)).toBeInTheDocument()
  })

  it('show the allergen note with a way to the menu, and keep hostile text as text', async () => {
    const legal: RestaurantLegal = structuredClone(DEMO_LEGAL)
    legal.en.allergens = '<img src=x onerror=alert(1)> [ask us](mailto:{{email}})'
    show('/allergens', { legal })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Allergen information' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
    expect(screen.getByRole('link', { name: 'ask us' })).toHaveAttribute(
      'href',
      'mailto:ahoj@quan.sk',
    )
    expect(
      screen.getByRole('link', { name: "See each dish's allergens on the menu" }),
    ).toHaveAttribute('href', '/menu')
    // The allergen note is not the seller's page.
    expect(screen.queryByRole('region', { name: 'Seller' })).toBeNull()
  })
})
