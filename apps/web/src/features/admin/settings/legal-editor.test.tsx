import { DEMO_LEGAL } from '@quan/domain/restaurant/demo-legal'
import type { RestaurantLegal } from '@quan/domain/restaurant/legal'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { LegalSettings } from './legal-editor'

// Issue 22 §2: the terms, privacy notice and allergen note, edited in Settings per language.

function renderLegal(
  save: Parameters<typeof mockApi>[0][string] = (body) => ({
    success: true,
    message: 'Legal texts saved',
    data: body,
  }),
) {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/restaurant/legal': () => ({ success: true, message: 'ok', data: DEMO_LEGAL }),
    'PUT /api/admin/restaurant/legal': save,
  })
  renderWithProviders(<LegalSettings />, { token: 'admin-token' })
  const puts = () =>
    calls.filter((call) => call.method === 'PUT').map((call) => call.body as RestaurantLegal)
  return { user: userEvent.setup(), puts }
}

const form = () => screen.findByRole('form', { name: 'Terms, privacy and allergens' })

describe('the legal texts in Settings', () => {
  it('shows each text per language and saves a change made in one', async () => {
    const { user, puts } = renderLegal()
    const legal = await form()
    const terms = within(legal).getByRole('group', { name: 'Terms' })
    await user.click(within(terms).getByRole('tab', { name: 'Slovak' }))
    const field = within(terms).getByLabelText('Terms (Slovak)')
    expect(field).toHaveValue(DEMO_LEGAL.sk.terms)
    fireEvent.change(field, { target: { value: 'Predáva {{company}}.' } })
    await user.click(within(legal).getByRole('button', { name: 'Save the legal texts' }))
    expect(await screen.findByText('Legal texts saved.')).toBeInTheDocument()
    expect(puts()).toEqual([
      { ...DEMO_LEGAL, sk: { ...DEMO_LEGAL.sk, terms: 'Predáva {{company}}.' } },
    ])
    // The owner is told which facts are filled in.
    expect(legal).toHaveTextContent('{{company}}')
  })

  it('names the text and language a refused link is in, and sends nothing', async () => {
    const { user, puts } = renderLegal()
    const legal = await form()
    const privacy = within(legal).getByRole('group', { name: 'Privacy notice' })
    await user.click(within(privacy).getByRole('tab', { name: 'English' }))
    fireEvent.change(within(privacy).getByLabelText('Privacy notice (English)'), {
      target: { value: '[click](javascript:alert(1))' },
    })
    await user.click(within(legal).getByRole('button', { name: 'Save the legal texts' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Privacy notice, English: Links may only',
    )
    expect(puts()).toEqual([])
  })
})
