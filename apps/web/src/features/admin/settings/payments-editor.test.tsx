import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 22 §1: the ways guests pay, in Settings' "Orders and kitchen" part.

beforeEach(() => FakeEventSource.install())

const stored = (providerConfigured: boolean, online = false) => ({
  success: true,
  message: 'The ways of paying',
  data: {
    cash: true,
    card: false,
    online,
    providerConfigured,
    provider: providerConfigured ? 'stripe' : null,
  },
})

function renderSettings(providerConfigured: boolean, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/payments': () => stored(providerConfigured),
    'PUT /api/admin/payments': (body) => ({
      success: true,
      message: 'Saved',
      data: {
        ...(body as object),
        providerConfigured,
        provider: providerConfigured ? 'stripe' : null,
      },
    }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=ordering',
    token: 'admin-token',
  })
  return { calls, user }
}

const form = () => screen.findByRole('form', { name: 'How guests pay' })
const saves = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/api/admin/payments')

describe('settings: how guests pay', () => {
  it('keeps online off, saying why, while no payment provider is configured', async () => {
    const { calls, user } = renderSettings(false)
    const settings = await form()
    expect(
      within(settings).getByRole('checkbox', { name: 'Cash at the door or counter' }),
    ).toBeChecked()
    const online = within(settings).getByRole('checkbox', { name: 'Pay online now (Stripe)' })
    expect(online).toBeDisabled()
    expect(online).toHaveAccessibleDescription(/needs a payment provider: set STRIPE_SECRET_KEY/)

    await user.click(
      within(settings).getByRole('checkbox', { name: 'Card at the door or counter' }),
    )
    await user.click(within(settings).getByRole('button', { name: 'Save the ways of paying' }))
    await within(settings).findByText('The ways of paying are saved.')
    expect(saves(calls).map((call) => call.body)).toEqual([
      { cash: true, card: true, online: false },
    ])
  })

  it('offers online with a provider, and refuses to save with every way off', async () => {
    const { calls, user } = renderSettings(true)
    const settings = await form()
    const online = within(settings).getByRole('checkbox', { name: 'Pay online now (Stripe)' })
    expect(online).toBeEnabled()
    await user.click(online)
    await user.click(
      within(settings).getByRole('checkbox', { name: 'Cash at the door or counter' }),
    )
    await user.click(within(settings).getByRole('button', { name: 'Save the ways of paying' }))
    await waitFor(() =>
      expect(saves(calls).map((call) => call.body)).toEqual([
        { cash: false, card: false, online: true },
      ]),
    )
    await user.click(online)
    await user.click(within(settings).getByRole('button', { name: 'Save the ways of paying' }))
    expect(within(settings).getByRole('alert')).toHaveTextContent(
      'Offer at least one way of paying.',
    )
    expect(saves(calls)).toHaveLength(1)
  })
})
