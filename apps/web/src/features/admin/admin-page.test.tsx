import type { Food } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAuth } from '../../shared/auth/auth'
import { FakeEventSource } from '../../test/fake-event-source'
import { mockApi } from '../../test/mock-api'
import { adminMessage, todayFigures } from '../../test/office-fixtures'
import { categoryList, shopConfig, wireCategory } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Component as AdminPage } from './admin-page'

/** A dish as GET /api/food/list sends it, its name untranslated in every language. */
function food(overrides: Partial<Food>): Food {
  const name = overrides.name ?? 'Phở bò'
  return {
    _id: 'f1',
    name,
    nameVI: name,
    nameEN: name,
    nameSK: name,
    description: 'Beef noodle soup',
    descriptionVI: '',
    descriptionEN: '',
    descriptionSK: '',
    price: 11.9,
    image: 'pho-bo.webp',
    sku: 'PHO-01',
    category: 'Noodles',
    status: 'active',
    isPromotion: false,
    originalPrice: 11.9,
    promotionPrice: 0,
    soldCount: 0,
    likes: 0,
    options: [],
    allergens: null,
    dietaryTags: [],
    spicy: 0,
    soldOutUntil: null,
    ...overrides,
  }
}

const DISHES = [
  food({}),
  food({
    _id: 'f2',
    name: 'Bánh mì',
    description: '',
    descriptionVI: '',
    descriptionEN: '',
    descriptionSK: '',
    price: 6.5,
    image: 'https://cdn.example.com/banh-mi.webp',
    sku: 'BM-01',
    category: 'Sandwiches',
  }),
  food({ _id: 'f3', name: 'Trà đá', image: '', sku: 'TD-01', price: 2, category: 'Drinks' }),
]

function account(role: 'admin' | 'customer') {
  return {
    'GET /api/user/me': () => ({
      success: true,
      data: { _id: 'u1', name: 'Quán', email: 'admin@quan.sk', role },
    }),
    'POST /api/cart/get': () => ({ success: true, cartData: {} }),
  }
}

function adminShop(extra: Record<string, (body: unknown) => unknown> = {}) {
  return mockApi({
    'GET /api/food/list?forUser=true': () => ({ success: true, data: DISHES }),
    'GET /api/food/list': () => ({ success: true, data: DISHES }),
    'GET /api/category': categoryList(
      ['Noodles', 'Sandwiches', 'Drinks', 'Rice'].map((name) => wireCategory(name)),
    ),
    'GET /api/config': () => shopConfig(),
    'GET /api/admin/today': () => ({
      success: true,
      message: 'The day at a glance',
      data: todayFigures(),
    }),
    'GET /api/admin/messages': () => ({
      success: true,
      data: [adminMessage(), adminMessage({ _id: 'm2', subject: 'Thanks', handled: true })],
    }),
    'GET /api/admin/orders': () => ({ success: true, data: [] }),
    ...account('admin'),
    ...extra,
  })
}

function LoginProbe() {
  const { loginOpen, loginMode } = useAuth()
  return (
    <p>
      login open: {String(loginOpen)} ({loginMode})
    </p>
  )
}

function renderAdmin(options: { token?: string; language?: 'en' | 'vi' | 'sk' } = {}) {
  return renderWithProviders(
    <>
      <AdminPage />
      <LoginProbe />
    </>,
    { route: '/admin', ...options },
  )
}

describe('admin gate', () => {
  it('asks a logged-out visitor to log in as admin and never loads the list', async () => {
    const calls = mockApi({
      'GET /api/food/list?forUser=true': () => ({ success: true, data: [] }),
    })
    const user = userEvent.setup()
    renderAdmin()
    expect(
      screen.getByText(
        'This page is only for the restaurant admin. Please log in as admin to manage products.',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Log in as admin' }))
    // An admin has an account already: the popup opens on Login, not Sign-Up.
    expect(screen.getByText('login open: true (login)')).toBeInTheDocument()
    expect(calls.map((call) => call.url)).not.toContain('/api/food/list')
    expect(document.title).toBe('Admin: products · Quán')
  })

  it('tells a customer the same, in their language', async () => {
    const calls = mockApi({
      'GET /api/food/list?forUser=true': () => ({ success: true, data: [] }),
      ...account('customer'),
    })
    renderAdmin({ token: 'customer-token', language: 'vi' })
    expect(
      await screen.findByText(
        'Trang này chỉ dành cho quản trị viên của nhà hàng. Vui lòng đăng nhập bằng tài khoản quản trị để quản lý món ăn.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Đăng nhập quản trị' })).toBeInTheDocument()
    expect(calls.map((call) => call.url)).not.toContain('/api/food/list')
  })
})

describe('admin area', () => {
  beforeEach(() => FakeEventSource.install())

  it('shows an admin the menu', async () => {
    adminShop()
    const user = userEvent.setup()
    renderAdmin({ token: 'admin-token' })
    await user.click(await screen.findByRole('tab', { name: 'Menu' }))
    expect(await screen.findByRole('heading', { name: 'Phở bò' })).toBeInTheDocument()
  })

  it('opens on Today, keeps the chosen section in the address and counts unhandled messages', async () => {
    const calls = adminShop()
    const user = userEvent.setup()
    const { router } = renderAdmin({ token: 'admin-token' })

    const today = await screen.findByRole('tab', { name: 'Today' })
    expect(today).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Today')
    expect(await screen.findByRole('tab', { name: 'Messages (unhandled: 1)' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Today · Back office · Quán'))

    await user.click(screen.getByRole('tab', { name: 'Bookings' }))
    expect(router.state.location.search).toBe('?tab=bookings')
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true')
    // The menu's dishes are only loaded when the Menu tab is opened.
    expect(calls.map((call) => call.url)).not.toContain('/api/food/list')
  })

  it('moves between sections with the arrow keys', async () => {
    adminShop({
      'GET /api/admin/reservations': () => ({
        success: true,
        day: '2026-04-07',
        data: [],
        slots: [],
      }),
    })
    const user = userEvent.setup()
    const { router } = renderAdmin({ token: 'admin-token' })
    const today = await screen.findByRole('tab', { name: 'Today' })

    today.focus()
    await user.keyboard('{ArrowRight}')
    const orders = screen.getByRole('tab', { name: 'Orders' })
    expect(orders).toHaveFocus()
    expect(orders).toHaveAttribute('aria-selected', 'true')
    expect(router.state.location.search).toBe('?tab=orders')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(router.state.location.search).toBe('?tab=settings')
    expect(
      within(screen.getByRole('tablist', { name: 'Back office sections' })).getAllByRole('tab'),
    ).toHaveLength(8)
  })

  it('reopens the section in the address after a reload', async () => {
    adminShop()
    renderWithProviders(<AdminPage />, { route: '/admin?tab=messages', token: 'admin-token' })
    expect(await screen.findByRole('heading', { name: 'Birthday party' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Messages (unhandled: 1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })
})
