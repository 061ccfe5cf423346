import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'
import { TableSheetView } from './table-sheet'

// Issue 24 §5: Settings, Dine-in (on or off, the tables) and the sheet of the tables' QR codes.

beforeEach(() => FakeEventSource.install())

const OFF = { enabled: false, tables: [], generation: 1 }

function renderSettings(routes: Parameters<typeof mockApi>[0] = {}, language?: 'vi' | 'sk') {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/dine-in': () => ({ success: true, message: 'Dine-in', data: OFF }),
    'PUT /api/admin/dine-in': (body) => ({
      success: true,
      message: 'Dine-in saved',
      data: { ...(body as object), generation: 1 },
    }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=dineIn',
    token: 'admin-token',
    ...(language ? { language } : {}),
  })
  return { calls, user }
}

const saves = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/api/admin/dine-in')

describe('settings: ordering at the table', () => {
  it('switches dine-in on with the tables, one a line, trimmed', async () => {
    const { calls, user } = renderSettings()
    const form = await screen.findByRole('form', { name: 'Ordering at the table' })
    await user.click(within(form).getByRole('checkbox', { name: /Take orders at the table/ }))
    await user.type(
      within(form).getByLabelText('Tables, one name a line'),
      'T1{Enter} T2 {Enter}{Enter}Terrace 3',
    )
    expect(within(form).getByText(/Tables: 3/)).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Save dine-in' }))
    await waitFor(() => expect(saves(calls)).toHaveLength(1))
    expect(saves(calls)[0]!.body).toEqual({ enabled: true, tables: ['T1', 'T2', 'Terrace 3'] })
    expect(await within(form).findByText('Dine-in saved.')).toBeInTheDocument()
    expect(within(form).getByRole('link', { name: 'Print the table sheet' })).toHaveAttribute(
      'href',
      '/admin?sheet=tables',
    )
  })

  it('refuses a table twice before sending, in the admin’s language', async () => {
    const { calls, user } = renderSettings({}, 'sk')
    const form = await screen.findByRole('form', { name: 'Objednávanie pri stole' })
    await user.type(within(form).getByLabelText('Stoly, jeden názov na riadok'), 'T1{Enter}t1')
    await user.click(within(form).getByRole('button', { name: 'Uložiť objednávanie pri stole' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Každý názov stola môže byť v zozname len raz.',
    )
    expect(saves(calls)).toHaveLength(0)
  })
})

const SHEET = {
  generation: 2,
  tables: [
    { table: '1', token: '2.MQ.aaaaaaaaaaaaaaaaaaaaaa' },
    { table: '3', token: '2.Mw.bbbbbbbbbbbbbbbbbbbbbb' },
  ],
}

function renderSheet() {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/dine-in': () => ({
      success: true,
      message: 'Dine-in',
      data: { enabled: true, tables: ['1', '3'], generation: 2 },
    }),
    'GET /api/admin/dine-in/sheet': () => ({ success: true, message: 'Sheet', data: SHEET }),
    'POST /api/admin/dine-in/sheet/revoke': () => ({
      success: true,
      message: 'New sheet',
      data: {
        generation: 3,
        tables: SHEET.tables.map((row) => ({ ...row, token: row.token.replace('2.', '3.') })),
      },
    }),
  })
  renderWithProviders(<TableSheetView />, { route: '/admin?sheet=tables', token: 'admin-token' })
  return { calls, user: userEvent.setup() }
}

describe('the table sheet', () => {
  it('draws one QR code a table, as SVG, with the table’s name and link', async () => {
    renderSheet()
    const code = await screen.findByRole('img', { name: 'QR code of table 3' })
    await waitFor(() => expect(code.querySelector('svg')).not.toBeNull())
    const card = code.closest('li')!
    expect(card).toHaveTextContent('Table 3')
    expect(card).toHaveAttribute(
      'data-link',
      `${window.location.origin}/menu?table=2.Mw.bbbbbbbbbbbbbbbbbbbbbb`,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('revokes the sheet only once asked, and shows the new one', async () => {
    const { calls, user } = renderSheet()
    await screen.findByRole('img', { name: 'QR code of table 1' })
    await user.click(screen.getByRole('button', { name: 'Revoke this sheet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this sheet?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep this sheet' }))
    expect(calls.filter((call) => call.url === '/api/admin/dine-in/sheet/revoke')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Revoke this sheet' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Revoke and make a new sheet',
      }),
    )
    expect(await screen.findByText('The old sheet no longer works. Print this one.')).toBeVisible()
    expect(calls.filter((call) => call.url === '/api/admin/dine-in/sheet/revoke')).toHaveLength(1)
    expect(screen.getByText('Sheet no. 3')).toBeInTheDocument()
  })
})
