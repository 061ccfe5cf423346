import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 23 §2: the kitchen tickets' language and when a network printer prints them, in Settings.

beforeEach(() => FakeEventSource.install())

function renderSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    ...officeBasics,
    'PUT /api/admin/kitchen-tickets': (body) => ({
      success: true,
      message: 'Kitchen tickets saved',
      data: body,
    }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=tickets',
    token: 'admin-token',
  })
  return { calls, user }
}

const form = () => screen.findByRole('form', { name: 'Kitchen tickets' })
const saves = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/api/admin/kitchen-tickets')

describe('settings: kitchen tickets', () => {
  it('is a part of its own, showing the language and the moment stored', async () => {
    renderSettings()
    const settings = await form()
    expect(screen.getByRole('button', { name: 'Kitchen tickets' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const language = within(settings).getByRole('combobox', { name: "The kitchen's language" })
    expect(language).toHaveValue('sk')
    expect(language).toHaveAccessibleDescription(/whatever language the guest ordered in/)
    const moments = within(settings).getByRole('group', {
      name: 'A network printer prints a ticket by itself',
    })
    expect(moments).toHaveAccessibleDescription(/only matters with a network .* PRINTER_URL/)
    expect(
      within(moments).getByRole('radio', {
        name: 'When the order is accepted (Pending to Preparing)',
      }),
    ).toBeChecked()
  })

  it('saves both at once', async () => {
    const { calls, user } = renderSettings()
    const settings = await form()
    await user.selectOptions(
      within(settings).getByRole('combobox', { name: "The kitchen's language" }),
      'vi',
    )
    await user.click(within(settings).getByRole('radio', { name: 'As soon as the order arrives' }))
    await user.click(within(settings).getByRole('button', { name: 'Save the kitchen tickets' }))
    await within(settings).findByText('The kitchen tickets are saved.')
    expect(saves(calls).map((call) => call.body)).toEqual([{ language: 'vi', printOn: 'arrived' }])
  })

  it('says a refusal in the admin’s language', async () => {
    const { user } = renderSettings({
      'PUT /api/admin/kitchen-tickets': () => ({
        status: 400,
        body: {
          success: false,
          message: "The kitchen ticket's language must be vi, en or sk",
          code: 'TICKET_LANGUAGE_INVALID',
        },
      }),
    })
    const settings = await form()
    await user.click(within(settings).getByRole('button', { name: 'Save the kitchen tickets' }))
    await waitFor(() =>
      expect(within(settings).getByRole('alert')).toHaveTextContent(
        "Choose the kitchen ticket's language: Vietnamese, English or Slovak.",
      ),
    )
    expect(within(settings).queryByText('The kitchen tickets are saved.')).not.toBeInTheDocument()
  })
})
