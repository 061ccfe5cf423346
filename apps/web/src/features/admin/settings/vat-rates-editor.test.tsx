import { DEFAULT_VAT_SETTINGS } from '@quan/domain/vat'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 22 §2: the VAT rates, in the back office's Settings.

beforeEach(() => FakeEventSource.install())

function renderSettings(language?: 'vi' | 'sk') {
  const calls = mockApi({
    ...officeBasics,
    'PUT /api/admin/vat-rates': (body) => ({
      success: true,
      message: 'VAT rates saved',
      data: body,
    }),
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=vat',
    token: 'admin-token',
    ...(language ? { language } : {}),
  })
  return { calls, user }
}

const form = (name = 'VAT rates') => screen.findByRole('form', { name })
const saves = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/api/admin/vat-rates')

describe('settings: VAT rates', () => {
  it("shows Slovakia's rates, the dishes' default and the delivery fee's", async () => {
    renderSettings()
    const settings = await form()
    const rates = within(settings).getAllByRole('group')
    expect(rates.map((rate) => within(rate).getByLabelText('Percent'))).toHaveLength(3)
    const standard = within(settings).getByRole('group', { name: 'Standard rate' })
    expect(within(standard).getByLabelText('Percent')).toHaveValue('23')
    expect(within(standard).getByLabelText('Name in Slovak')).toHaveValue('Základná sadzba')
    const dishes = within(settings).getByLabelText('Default rate for dishes')
    expect(dishes).toHaveDisplayValue('Reduced rate (19%)')
    expect(within(settings).getByLabelText('Rate of the delivery fee')).toHaveDisplayValue(
      'Standard rate (23%)',
    )
    // A rate in use as a default cannot be removed.
    expect(within(standard).getByRole('button', { name: 'Remove Standard rate' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    const superReduced = within(settings).getByRole('group', { name: 'Super-reduced rate' })
    expect(
      within(superReduced).getByRole('button', { name: 'Remove Super-reduced rate' }),
    ).not.toHaveAttribute('aria-disabled')
  })

  it('adds a rate, names it in each language, makes it the default and saves', async () => {
    const { calls, user } = renderSettings()
    const settings = await form()
    await user.click(within(settings).getByRole('button', { name: 'Add a rate' }))
    const added = within(settings).getByRole('group', { name: 'Rate 4' })
    await user.type(within(added).getByLabelText('Percent'), '10,5')
    await user.type(within(added).getByLabelText('Name in Vietnamese'), 'Đồ uống')
    await user.type(within(added).getByLabelText('Name in English'), 'Drinks')
    await user.type(within(added).getByLabelText('Name in Slovak'), 'Nápoje')
    await user.type(within(added).getByLabelText('Short name'), 'drinks')
    await user.selectOptions(
      within(settings).getByLabelText('Default rate for dishes'),
      'Drinks (10.5%)',
    )
    await user.click(within(settings).getByRole('button', { name: 'Save VAT rates' }))
    expect(await within(settings).findByRole('status')).toHaveTextContent('VAT rates saved.')
    expect(saves(calls)[0]!.body).toEqual({
      ...DEFAULT_VAT_SETTINGS,
      rates: [
        ...DEFAULT_VAT_SETTINGS.rates,
        { id: 'drinks', percent: 10.5, names: { vi: 'Đồ uống', en: 'Drinks', sk: 'Nápoje' } },
      ],
      dishRateId: 'drinks',
    })
    // Saved, its short name is fixed: it is shown, no longer asked for.
    expect(within(settings).getByText('Short name: drinks')).toBeInTheDocument()
  })

  it('renames a rate and removes one that is not in use', async () => {
    const { calls, user } = renderSettings()
    const settings = await form()
    const reduced = within(settings).getByRole('group', { name: 'Reduced rate' })
    await user.clear(within(reduced).getByLabelText('Name in English'))
    await user.type(within(reduced).getByLabelText('Name in English'), 'Takeaway food')
    await user.click(within(settings).getByRole('button', { name: 'Remove Super-reduced rate' }))
    // The button went with its rate: the focus goes to the rate before's.
    await waitFor(() =>
      expect(within(settings).getByRole('button', { name: 'Remove Takeaway food' })).toHaveFocus(),
    )
    await user.click(within(settings).getByRole('button', { name: 'Save VAT rates' }))
    await within(settings).findByText('VAT rates saved.')
    const body = saves(calls)[0]!.body as typeof DEFAULT_VAT_SETTINGS
    expect(body.rates.map((rate) => rate.id)).toEqual(['standard', 'reduced'])
    expect(body.rates[1]!.names.en).toBe('Takeaway food')
  })

  it('refuses a percent with three decimals before sending, at the field', async () => {
    const { calls, user } = renderSettings()
    const settings = await form()
    const standard = within(settings).getByRole('group', { name: 'Standard rate' })
    const percent = within(standard).getByLabelText('Percent')
    await user.clear(percent)
    await user.type(percent, '23.005')
    await user.click(within(settings).getByRole('button', { name: 'Save VAT rates' }))
    expect(await within(settings).findByText(/at most 2 decimals/)).toBeInTheDocument()
    expect(percent).toHaveAttribute('aria-invalid', 'true')
    expect(percent).toHaveFocus()
    expect(saves(calls)).toHaveLength(0)
  })

  it('speaks Slovak', async () => {
    renderSettings('sk')
    const settings = await form('Sadzby DPH')
    expect(within(settings).getByLabelText('Predvolená sadzba pre jedlá')).toHaveDisplayValue(
      'Znížená sadzba (19\u00a0%)',
    )
    expect(within(settings).getByRole('button', { name: 'Uložiť sadzby DPH' })).toBeEnabled()
  })
})
