import type { PromoCodeView } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { paste } from '../../../test/paste'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

beforeEach(() => FakeEventSource.install())

const PHO10: PromoCodeView = {
  code: 'PHO10',
  kind: 'percent',
  value: 10,
  minimumSubtotal: 20,
  validFrom: null,
  validUntil: '2026-12-31',
  maxUses: 100,
  maxUsesPerGuest: 1,
  firstOrderOnly: false,
  fulfilment: 'any',
  active: true,
  uses: 3,
  revenue: 61.5,
  discounts: 6.9,
}

const list = (codes: PromoCodeView[]) => () => ({ success: true, message: 'ok', data: codes })
const one = (code: PromoCodeView) => ({ success: true, message: 'ok', data: code })

function renderPromo(routes: Parameters<typeof mockApi>[0] = {}, language?: 'vi' | 'sk') {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/promo-codes': list([PHO10]),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=promo',
    token: 'admin-token',
    ...(language ? { language } : {}),
  })
  return { calls, user }
}

const writes = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method !== 'GET' && call.url.startsWith('/api/admin/promo-codes'))

describe('back office: promo codes', () => {
  it('lists each code with its terms, uses, revenue and status', async () => {
    renderPromo()
    const row = (await screen.findByRole('rowheader', { name: 'PHO10' })).closest('tr')!
    expect(row).toHaveTextContent(
      '10 % off · from €20 · … – 2026-12-31 · 1 per guest3 of 100€61.50€6.90Active',
    )
    expect(screen.getByRole('tab', { name: 'Promo codes' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it('creates a code, telling each problem at its field first', async () => {
    const created: PromoCodeView = {
      ...PHO10,
      code: 'WELCOME5',
      kind: 'fixed',
      value: 5,
      minimumSubtotal: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerGuest: null,
      uses: 0,
      revenue: 0,
      discounts: 0,
    }
    const { calls, user } = renderPromo({
      'POST /api/admin/promo-codes': () => ({ status: 201, body: one(created) }),
    })
    await user.click(await screen.findByRole('button', { name: 'New code' }))
    const form = screen.getByRole('form', { name: 'New promo code' })
    await paste(within(form).getByLabelText('Code (letters, digits, -)'), 'w', user)
    await paste(within(form).getByLabelText('Percent off (1-100)'), '150', user)
    await user.click(within(form).getByRole('button', { name: 'Save code' }))
    const code = within(form).getByLabelText('Code (letters, digits, -)')
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(code).toHaveAccessibleDescription('A promo code is 3 to 32 letters, digits or -.')
    expect(code).toHaveFocus()
    expect(within(form).getByLabelText('Percent off (1-100)')).toHaveAccessibleDescription(
      'The percentage must be a whole number from 1 to 100.',
    )
    expect(writes(calls)).toEqual([])

    await user.clear(code)
    await paste(code, 'welcome5', user)
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Amount off')
    const amount = within(form).getByLabelText('Amount off (€)')
    await user.clear(amount)
    await paste(amount, '5', user)
    await user.click(within(form).getByRole('button', { name: 'Save code' }))
    await screen.findByText('Code WELCOME5 saved.')
    expect(writes(calls)[0]!.body).toEqual({
      code: 'welcome5',
      kind: 'fixed',
      value: 5,
      minimumSubtotal: null,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerGuest: null,
      firstOrderOnly: false,
      fulfilment: 'any',
      active: true,
    })
    expect(screen.getByRole('rowheader', { name: 'WELCOME5' })).toBeInTheDocument()
  })

  it('shows the server’s refusal at its field', async () => {
    const { user } = renderPromo({
      'POST /api/admin/promo-codes': () => ({
        status: 409,
        body: {
          success: false,
          message: 'The code PHO10 exists already.',
          code: 'PROMO_CODE_TAKEN',
          errors: { code: 'This code exists already' },
          fieldCodes: { code: 'PROMO_CODE_TAKEN' },
        },
      }),
    })
    await user.click(await screen.findByRole('button', { name: 'New code' }))
    const form = screen.getByRole('form', { name: 'New promo code' })
    await paste(within(form).getByLabelText('Code (letters, digits, -)'), 'pho10', user)
    await paste(within(form).getByLabelText('Percent off (1-100)'), '10', user)
    await user.click(within(form).getByRole('button', { name: 'Save code' }))
    await waitFor(() =>
      expect(within(form).getByLabelText('Code (letters, digits, -)')).toHaveAccessibleDescription(
        'This code exists already.',
      ),
    )
  })

  it('edits a code’s terms under the same code', async () => {
    const { calls, user } = renderPromo({
      'PUT /api/admin/promo-codes/PHO10': (body) => one({ ...PHO10, ...(body as object) }),
    })
    await user.click(await screen.findByRole('button', { name: 'Edit code PHO10' }))
    const form = screen.getByRole('form', { name: 'Code PHO10' })
    expect(within(form).getByLabelText('Code (letters, digits, -)')).toHaveAttribute('readonly')
    const percent = within(form).getByLabelText('Percent off (1-100)')
    expect(percent).toHaveValue('10')
    await user.clear(percent)
    await paste(percent, '15', user)
    await user.click(within(form).getByRole('button', { name: 'Save code' }))
    await screen.findByText('Code PHO10 saved.')
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      body: { code: 'PHO10', value: 15, minimumSubtotal: 20, validUntil: '2026-12-31' },
    })
    expect(screen.getByRole('rowheader', { name: 'PHO10' }).closest('tr')).toHaveTextContent(
      '15 % off',
    )
  })

  it('gives the focus back to what opened the form when it closes (issue 19 §4.3)', async () => {
    const { user } = renderPromo({
      'PUT /api/admin/promo-codes/PHO10': (body) => one({ ...PHO10, ...(body as object) }),
    })
    const edit = await screen.findByRole('button', { name: 'Edit code PHO10' })
    await user.click(edit)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(edit).toHaveFocus()
    await user.click(edit)
    await user.click(screen.getByRole('button', { name: 'Save code' }))
    await screen.findByText('Code PHO10 saved.')
    expect(screen.getByRole('button', { name: 'Edit code PHO10' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'New code' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'New code' })).toHaveFocus()
  })

  it('pauses and resumes a code', async () => {
    let active = true
    const { user } = renderPromo({
      'POST /api/admin/promo-codes/PHO10/active': (body) => {
        active = (body as { active: boolean }).active
        return one({ ...PHO10, active })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Pause code PHO10' }))
    expect(
      await screen.findByText('Code PHO10 paused: guests are told it is not valid.'),
    ).toBeInTheDocument()
    expect(active).toBe(false)
    expect(screen.getByRole('rowheader', { name: 'PHO10' }).closest('tr')).toHaveTextContent(
      'Paused',
    )
    await user.click(screen.getByRole('button', { name: 'Resume code PHO10' }))
    expect(await screen.findByText('Code PHO10 resumed.')).toBeInTheDocument()
    expect(active).toBe(true)
  })

  it('deletes a code after asking', async () => {
    const { calls, user } = renderPromo({
      'DELETE /api/admin/promo-codes/PHO10': () => ({ success: true, message: 'ok' }),
    })
    await user.click(await screen.findByRole('button', { name: 'Delete code PHO10' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete code PHO10?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete code' }))
    expect(
      await screen.findByText('Code PHO10 deleted. Its orders keep the code and their discount.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('rowheader', { name: 'PHO10' })).not.toBeInTheDocument()
    expect(writes(calls)).toHaveLength(1)
  })

  it('speaks Vietnamese', async () => {
    renderPromo({}, 'vi')
    expect(await screen.findByRole('heading', { name: 'Mã khuyến mãi' })).toBeInTheDocument()
    expect(
      (await screen.findByRole('rowheader', { name: 'PHO10' })).closest('tr'),
    ).toHaveTextContent('giảm 10 %')
  })
})
