import type { DeliveryAreaInEuros } from '@quan/domain/delivery-areas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

beforeEach(() => FakeEventSource.install())

const EVERYWHERE: DeliveryAreaInEuros = {
  name: 'Everywhere',
  postalCodes: ['*'],
  fee: 2,
  minimum: 0,
  freeFrom: null,
}

const answer = (areas: DeliveryAreaInEuros[]) => ({
  success: true,
  message: 'The delivery areas',
  data: { areas },
})

function renderSettings(
  routes: Parameters<typeof mockApi>[0] = {},
  language?: 'vi' | 'sk',
  areas = [EVERYWHERE],
) {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/delivery-areas': () => answer(areas),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=delivery',
    token: 'admin-token',
    ...(language ? { language } : {}),
  })
  return { calls, user }
}

/**
 * The delivery areas' own form: queried within it, as the whole of Settings (the restaurant, its
 * texts, …) is many fields a query over the page would read each time.
 */
const areasForm = () => within(document.querySelector<HTMLElement>('form.office-areas')!)

const saves = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/api/admin/delivery-areas')

describe('settings: delivery areas', () => {
  it('lists the stored areas with their postal codes and amounts', async () => {
    renderSettings({}, undefined, [
      EVERYWHERE,
      { name: 'Centre', postalCodes: ['811*', '82105'], fee: 3, minimum: 15, freeFrom: 40 },
    ])
    const centre = await screen.findByRole('group', { name: 'Centre' })
    expect(within(centre).getByLabelText('Postal codes')).toHaveValue('811*, 82105')
    expect(within(centre).getByLabelText('Delivery fee (€)')).toHaveValue('3')
    expect(within(centre).getByLabelText('Minimum order (€)')).toHaveValue('15')
    expect(within(centre).getByLabelText('Free delivery from (€)')).toHaveValue('40')
    expect(areasForm().getByRole('group', { name: 'Everywhere' })).toBeInTheDocument()
  })

  it('adds an area, edits one and saves the whole list', async () => {
    const { calls, user } = renderSettings({
      'PUT /api/admin/delivery-areas': (body) =>
        answer((body as { areas: DeliveryAreaInEuros[] }).areas),
    })
    const everywhere = await screen.findByRole('group', { name: 'Everywhere' })
    await user.clear(within(everywhere).getByLabelText('Delivery fee (€)'))
    await user.type(within(everywhere).getByLabelText('Delivery fee (€)'), '2,50')

    await user.click(areasForm().getByRole('button', { name: 'Add an area' }))
    const added = areasForm().getByRole('group', { name: 'Area 2' })
    await user.type(within(added).getByLabelText('Area name'), 'Centre')
    await user.type(within(added).getByLabelText('Postal codes'), '811*, 821 05')
    await user.type(within(added).getByLabelText('Delivery fee (€)'), '3')
    await user.type(within(added).getByLabelText('Minimum order (€)'), '15')
    await user.type(within(added).getByLabelText('Free delivery from (€)'), '40')
    await user.click(areasForm().getByRole('button', { name: 'Save delivery areas' }))

    expect(await screen.findByText('Delivery areas saved.')).toBeInTheDocument()
    expect(saves(calls).map((call) => call.body)).toEqual([
      {
        areas: [
          { ...EVERYWHERE, fee: 2.5 },
          { name: 'Centre', postalCodes: ['811*', '821 05'], fee: 3, minimum: 15, freeFrom: 40 },
        ],
      },
    ])
  })

  it('removes an area', async () => {
    const { calls, user } = renderSettings(
      { 'PUT /api/admin/delivery-areas': (body) => answer((body as { areas: [] }).areas) },
      undefined,
      [EVERYWHERE, { name: 'Centre', postalCodes: ['811*'], fee: 3, minimum: 0, freeFrom: null }],
    )
    await user.click(
      await waitFor(() => areasForm().getByRole('button', { name: 'Remove Centre' })),
    )
    expect(areasForm().queryByRole('group', { name: 'Centre' })).not.toBeInTheDocument()
    await user.click(areasForm().getByRole('button', { name: 'Save delivery areas' }))
    await screen.findByText('Delivery areas saved.')
    expect(saves(calls)[0]!.body).toEqual({ areas: [EVERYWHERE] })
  })

  it('gives the focus to the next area, then the one before, then Add an area (issue 19 §4.3)', async () => {
    const centre = { name: 'Centre', postalCodes: ['811*'], fee: 3, minimum: 0, freeFrom: null }
    const { user } = renderSettings({}, undefined, [centre, EVERYWHERE])
    await user.click(
      await waitFor(() => areasForm().getByRole('button', { name: 'Remove Centre' })),
    )
    expect(areasForm().getByRole('button', { name: 'Remove Everywhere' })).toHaveFocus()
    await user.click(areasForm().getByRole('button', { name: 'Add an area' }))
    await user.click(areasForm().getByRole('button', { name: 'Remove Area 2' }))
    expect(areasForm().getByRole('button', { name: 'Remove Everywhere' })).toHaveFocus()
    await user.click(areasForm().getByRole('button', { name: 'Remove Everywhere' }))
    expect(areasForm().getByRole('button', { name: 'Add an area' })).toHaveFocus()
  })

  it('checks the list before sending it, marking the field at fault', async () => {
    const { calls, user } = renderSettings()
    const everywhere = await screen.findByRole('group', { name: 'Everywhere' })
    await user.click(areasForm().getByRole('button', { name: 'Add an area' }))
    const added = areasForm().getByRole('group', { name: 'Area 2' })
    await user.type(within(added).getByLabelText('Area name'), 'Centre')
    await user.type(within(added).getByLabelText('Postal codes'), '*')
    await user.type(within(added).getByLabelText('Delivery fee (€)'), '3')
    await user.click(areasForm().getByRole('button', { name: 'Save delivery areas' }))

    expect(areasForm().getByRole('alert')).toHaveTextContent(
      'A postal code is listed twice. Each code or prefix may belong to one area only.',
    )
    expect(within(added).getByLabelText('Postal codes')).toHaveAttribute('aria-invalid', 'true')
    expect(within(everywhere).getByLabelText('Postal codes')).not.toHaveAttribute('aria-invalid')

    await user.click(areasForm().getByRole('button', { name: 'Remove Centre' }))
    await user.click(areasForm().getByRole('button', { name: 'Remove Everywhere' }))
    await user.click(areasForm().getByRole('button', { name: 'Save delivery areas' }))
    expect(areasForm().getByRole('alert')).toHaveTextContent('Keep at least one delivery area.')
    expect(saves(calls)).toEqual([])
  })

  it('names the field at fault: its error describes it and it takes the focus (issue 19 §4.6)', async () => {
    const { calls, user } = renderSettings()
    const everywhere = await screen.findByRole('group', { name: 'Everywhere' })
    const fee = within(everywhere).getByLabelText('Delivery fee (€)')
    await user.clear(fee)
    await user.type(fee, 'two')
    await user.click(areasForm().getByRole('button', { name: 'Save delivery areas' }))
    const alert = areasForm().getByRole('alert').textContent!
    expect(alert).not.toBe('')
    expect(fee).toHaveAttribute('aria-invalid', 'true')
    expect(fee).toHaveAccessibleDescription(alert)
    expect(fee).toHaveFocus()
    expect(saves(calls)).toEqual([])
  })

  it("words the server's refusal by its code, in the admin's language", async () => {
    const { user } = renderSettings(
      {
        'PUT /api/admin/delivery-areas': () => ({
          status: 400,
          body: {
            success: false,
            message: 'Delivery amounts must be euros and cents from 0 to the allowed maximum',
            code: 'DELIVERY_AMOUNT_INVALID',
            errors: { 'areas.0.fee': 'Delivery amounts must be…' },
            fieldCodes: { 'areas.0.fee': 'DELIVERY_AMOUNT_INVALID' },
          },
        }),
      },
      'sk',
    )
    await screen.findByRole('group', { name: 'Everywhere' })
    await user.click(areasForm().getByRole('button', { name: 'Uložiť oblasti doručenia' }))
    expect(await areasForm().findByRole('alert')).toHaveTextContent(
      'Sumy sú eurá a centy, od 0 po povolené maximum.',
    )
    expect(areasForm().getByLabelText('Poplatok za doručenie (€)')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })
})
