import { DEMO_RESTAURANT } from '@quan/domain/restaurant'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { renderWithProviders } from '../../test/render'
import { Component as ContactPage } from './contact-page'

// Issue 22 §2: who trades, in full on the contact page, from Settings.

const withLegal = (legal: typeof DEMO_RESTAURANT.identity.legal) => ({
  ...DEMO_RESTAURANT,
  identity: { ...DEMO_RESTAURANT.identity, legal },
})

describe('the contact page’s imprint', () => {
  it('shows the company, its registered address and every ID given, in the guest’s language', () => {
    mockApi({ 'GET /api/food/list': () => ({ success: true, data: [] }) })
    renderWithProviders(<ContactPage />, {
      route: '/contact',
      language: 'sk',
      restaurant: withLegal({
        companyName: 'Phở Hà Nội s.r.o.',
        registeredAddress: 'Hlavná 5, 040 01 Košice',
        companyId: '12345678',
        taxId: '2023456789',
        vatId: 'SK2023456789',
      }),
    })
    const imprint = screen.getByRole('region', { name: 'Kto prevádzkuje obchod' })
    expect(imprint.querySelector('address')).toHaveTextContent(
      'Phở Hà Nội s.r.o.Hlavná 5, 040 01 KošiceIČO 12345678DIČ 2023456789IČ DPH SK2023456789',
    )
    expect(
      within(imprint).getByRole('link', { name: 'Všeobecné obchodné podmienky' }),
    ).toHaveAttribute('href', '/terms')
    expect(within(imprint).getByRole('link', { name: 'Ochrana osobných údajov' })).toHaveAttribute(
      'href',
      '/privacy',
    )
  })

  it('leaves out what the owner has not filled in', () => {
    mockApi({ 'GET /api/food/list': () => ({ success: true, data: [] }) })
    renderWithProviders(<ContactPage />, {
      route: '/contact',
      restaurant: withLegal({
        companyName: 'Phở Hà Nội s.r.o.',
        registeredAddress: '',
        companyId: '',
        taxId: '',
        vatId: '',
      }),
    })
    const imprint = screen.getByRole('region', { name: 'Who runs the shop' })
    expect(imprint.querySelector('address')).toHaveTextContent(/^Phở Hà Nội s\.r\.o\.$/)
    expect(imprint).not.toHaveTextContent('ID')
  })
})
