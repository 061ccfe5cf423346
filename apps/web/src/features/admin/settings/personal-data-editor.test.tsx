import { DEMO_LEGAL } from '@quan/domain/restaurant/demo-legal'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 24 §4: how long guests' personal data is kept, beside the privacy notice in Settings.

beforeEach(() => FakeEventSource.install())

function renderSettings() {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/restaurant/legal': () => ({ success: true, message: 'ok', data: DEMO_LEGAL }),
    'GET /api/admin/personal-data': () => ({
      success: true,
      message: 'Personal data',
      data: { retentionMonths: 24 },
    }),
    'PUT /api/admin/personal-data': (body) => ({
      success: true,
      message: 'Personal data saved',
      data: body,
    }),
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=legal',
    token: 'admin-token',
  })
  return { calls, user }
}

describe('settings: guests’ personal data', () => {
  it('shows the months kept (24) and saves another number, refusing one out of range', async () => {
    const { calls, user } = renderSettings()
    const form = await screen.findByRole('form', { name: 'Guests’ personal data' })
    const months = within(form).getByRole('spinbutton', { name: 'Keep for (months)' })
    expect(months).toHaveValue(24)
    expect(months).toHaveAccessibleDescription('24 months unless you change it.')

    await user.clear(months)
    await user.type(months, '0')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(
      await within(form).findByText('Enter a whole number of months from 1 to 120.'),
    ).toBeVisible()
    const saves = () =>
      calls.filter((call) => call.url === '/api/admin/personal-data' && call.method === 'PUT')
    expect(saves()).toEqual([])

    await user.clear(months)
    await user.type(months, '36')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Saved.')).toBeInTheDocument()
    expect(saves().map((call) => call.body)).toEqual([{ retentionMonths: 36 }])
  })
})
