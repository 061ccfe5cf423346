import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 11 §1, §2: how the restaurant takes orders, in the back office's Settings.

beforeEach(() => FakeEventSource.install())

const SPEC = {
  pickup: false,
  laterOrders: false,
  deliveryLeadMinutes: 45,
  pickupLeadMinutes: 20,
  slotCap: null,
}

function renderSettings(routes: Parameters<typeof mockApi>[0] = {}, language?: 'vi' | 'sk') {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/delivery-areas': () => ({
      success: true,
      message: 'The delivery areas',
      data: {
        areas: [{ name: 'Everywhere', postalCodes: ['*'], fee: 2, minimum: 0, freeFrom: null }],
      },
    }),
    'PUT /api/admin/ordering': (body) => ({
      success: true,
      message: 'Ordering settings saved',
      data: body,
    }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=ordering',
    token: 'admin-token',
    ...(language ? { language } : {}),
  })
  return { calls, user }
}

const form = () => screen.findByRole('form', { name: 'How orders are taken' })
const saves = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/api/admin/ordering')

describe('settings: how orders are taken', () => {
  it('shows a default install: no pickup, no orders for later, 45 and 20 minutes, no cap', async () => {
    renderSettings()
    const settings = await form()
    expect(within(settings).getByRole('checkbox', { name: /Offer pickup/ })).not.toBeChecked()
    expect(
      within(settings).getByRole('checkbox', { name: /Take orders for later/ }),
    ).not.toBeChecked()
    expect(within(settings).getByLabelText('Delivery lead time (minutes)')).toHaveValue('45')
    expect(within(settings).getByLabelText('Pickup lead time (minutes)')).toHaveValue('20')
    expect(within(settings).getByLabelText('Orders per 15-minute slot')).toHaveValue('')
  })

  it('saves pickup on and a cap, and says so', async () => {
    const { calls, user } = renderSettings()
    const settings = await form()
    await user.click(within(settings).getByRole('checkbox', { name: /Offer pickup/ }))
    await user.type(within(settings).getByLabelText('Orders per 15-minute slot'), '6')
    await user.click(within(settings).getByRole('button', { name: 'Save ordering settings' }))
    expect(await within(settings).findByRole('status')).toHaveTextContent(
      'Ordering settings saved.',
    )
    expect(saves(calls)[0]!.body).toEqual({ ...SPEC, pickup: true, slotCap: 6 })
  })

  it('says Saved in a live region that is there before it (issue 19 §4.5)', async () => {
    const { user } = renderSettings()
    const settings = await form()
    const region = within(settings).getByRole('status')
    expect(region).toBeEmptyDOMElement()
    await user.click(within(settings).getByRole('button', { name: 'Save ordering settings' }))
    await within(region).findByText('Ordering settings saved.')
  })

  it('checks the numbers before sending them, marking the field at fault', async () => {
    const { calls, user } = renderSettings()
    const settings = await form()
    const lead = within(settings).getByLabelText('Pickup lead time (minutes)')
    await user.clear(lead)
    await user.type(lead, 'soon')
    await user.click(within(settings).getByRole('button', { name: 'Save ordering settings' }))
    expect(await within(settings).findByRole('alert')).toHaveTextContent(
      'Lead times are whole minutes, from 0 to 720.',
    )
    expect(lead).toHaveAttribute('aria-invalid', 'true')
    expect(saves(calls)).toHaveLength(0)
  })

  it('names the field at fault: its error describes it and it takes the focus (issue 19 §4.6)', async () => {
    const { user } = renderSettings()
    const settings = await form()
    const lead = within(settings).getByLabelText('Delivery lead time (minutes)')
    await user.clear(lead)
    await user.type(lead, 'soon')
    await user.click(within(settings).getByRole('button', { name: 'Save ordering settings' }))
    await within(settings).findByRole('alert')
    expect(lead).toHaveAccessibleDescription('Lead times are whole minutes, from 0 to 720.')
    expect(lead).toHaveFocus()
  })

  it("words the server's refusal by its code, in the admin's language", async () => {
    const { user } = renderSettings(
      {
        'PUT /api/admin/ordering': () => ({
          status: 400,
          body: {
            success: false,
            message: 'Orders per 15-minute slot must be a whole number from 1 to 1000, or none',
            code: 'SLOT_CAP_INVALID',
            errors: {
              slotCap: 'Orders per 15-minute slot must be a whole number from 1 to 1000, or none',
            },
            fieldCodes: { slotCap: 'SLOT_CAP_INVALID' },
          },
        }),
      },
      'sk',
    )
    const settings = await screen.findByRole('form', { name: 'Ako prijímame objednávky' })
    await user.click(within(settings).getByRole('button', { name: 'Uložiť nastavenia objednávok' }))
    expect(await within(settings).findByRole('alert')).toHaveTextContent(
      'Počet objednávok na 15-minútový úsek musí byť celé číslo od 1 do 1000',
    )
    expect(within(settings).getByLabelText('Objednávok na 15-minútový úsek')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })
})
