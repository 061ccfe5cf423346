import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { renderWithProviders } from '../../test/render'
import { TableBanner } from './table-banner'
import { leaveTable, TABLE_KEY } from './table-mode'

// Issue 24 §5: a table's QR link opens the menu with "Table 3" fixed, or says why it cannot.

afterEach(() => leaveTable())

const TOKEN = '1.Mw.abcdefghijklmnopqrstuv'

describe('the table banner', () => {
  it('checks the link, then shows the table and keeps it for this tab', async () => {
    const calls = mockApi({
      [`GET /api/table/${TOKEN}`]: () => ({
        success: true,
        message: 'Your table',
        data: { table: '3' },
      }),
    })
    const { router } = renderWithProviders(<TableBanner />, {
      route: `/menu?table=${TOKEN}`,
      language: 'vi',
    })
    expect(await screen.findByText('Bàn 3')).toBeInTheDocument()
    expect(calls.filter((call) => call.url.startsWith('/api/table/'))).toHaveLength(1)
    expect(JSON.parse(sessionStorage.getItem(TABLE_KEY)!)).toEqual({ table: '3', token: TOKEN })
    // The token leaves the address bar once it is kept.
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('refuses an edited link in the guest’s words, and orders as any guest', async () => {
    mockApi({
      [`GET /api/table/${TOKEN}`]: () => ({
        status: 400,
        body: { success: false, code: 'TABLE_LINK_INVALID', message: 'not valid' },
      }),
    })
    renderWithProviders(<TableBanner />, { route: `/menu?table=${TOKEN}`, language: 'sk' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tento odkaz stola nie je platný. Naskenujte, prosím, znova QR kód na stole.',
    )
    expect(sessionStorage.getItem(TABLE_KEY)).toBeNull()
  })

  it('shows nothing for a guest who came by no table link', () => {
    mockApi({})
    const { container } = renderWithProviders(<TableBanner />, { route: '/menu' })
    expect(container).toBeEmptyDOMElement()
  })
})
