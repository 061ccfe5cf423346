import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_KEY } from '../../shared/api/client'
import { mockApi } from '../../test/mock-api'
import { foodList, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as MyOrdersPage } from './my-orders-page'

// Issue 24 §4: a customer downloads their data and deletes their account from My orders.

const EXPORT = {
  exportedAt: '2026-11-28T10:00:00.000Z',
  account: { id: 'u1', name: 'Lan', email: 'lan@example.com' },
  orders: [],
}

function renderCustomer(routes: Record<string, (body: unknown) => unknown> = {}) {
  const calls = mockApi({
    'GET /api/food/list': foodList([wireFood()]),
    'GET /api/user/me': () => ({
      success: true,
      data: { _id: 'u1', name: 'Lan', email: 'lan@example.com', role: 'customer' },
    }),
    'POST /api/cart/get': () => ({ success: true, cartData: {} }),
    'POST /api/order/userorders': () => ({ success: true, message: 'Your orders', data: [] }),
    'GET /api/user/data': () => ({ success: true, message: 'Your data', data: EXPORT }),
    ...routes,
  })
  renderWithProviders(<MyOrdersPage />, { route: '/myorders', token: 'token-1', language: 'en' })
  return calls
}

let saved: Blob[] = []
beforeEach(() => {
  saved = []
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob)
    return 'blob:data'
  })
  URL.revokeObjectURL = vi.fn()
  // jsdom does not navigate: a download link's click is only counted.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('your data, on My orders', () => {
  it('downloads everything the shop keeps as a JSON file, with the token', async () => {
    const calls = renderCustomer()
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }))
    expect(await screen.findByText('Your data is downloaded.')).toBeInTheDocument()
    const call = calls.find((c) => c.url === '/api/user/data')
    expect(call?.headers).toMatchObject({ token: 'token-1' })
    expect(saved).toHaveLength(1)
    expect(saved[0]!.type).toBe('application/json')
    expect(JSON.parse(await saved[0]!.text())).toEqual(EXPORT)
  })

  it('deletes the account with the password, then logs out and says the orders stay', async () => {
    const calls = renderCustomer({
      'POST /api/user/delete': () => ({ success: true, message: 'Account deleted' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }))
    // Not without the password.
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }))
    expect(await screen.findByText('Enter your password to delete your account.')).toBeVisible()
    expect(calls.some((c) => c.url === '/api/user/delete')).toBe(false)

    await userEvent.type(screen.getByLabelText('Your password, to confirm'), 'my password')
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }))
    expect(
      await screen.findByText(
        'Your account is deleted. Your orders stay with the restaurant without your personal details.',
      ),
    ).toBeInTheDocument()
    expect(calls.find((c) => c.url === '/api/user/delete')?.body).toEqual({
      password: 'my password',
    })
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull())
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument()
  })

  it('says a wrong password in words, and keeps the account', async () => {
    renderCustomer({
      'POST /api/user/delete': () => ({
        status: 400,
        body: { success: false, message: 'Wrong password', code: 'PASSWORD_WRONG' },
      }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }))
    await userEvent.type(screen.getByLabelText('Your password, to confirm'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }))
    expect(await screen.findByText('That is not your password.')).toBeVisible()
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-1')
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument()
  })
})
