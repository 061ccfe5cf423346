import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useAuth } from '../../shared/auth/auth'
import type { Food } from '../../shared/menu/types'
import { mockApi } from '../../test/mock-api'
import { renderWithProviders } from '../../test/render'
import { Component as AdminPage } from './admin-page'

function food(overrides: Partial<Food>): Food {
  return {
    _id: 'f1',
    name: 'Phở bò',
    description: 'Beef noodle soup',
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
    ...overrides,
  }
}

const DISHES = [
  food({}),
  food({
    _id: 'f2',
    name: 'Bánh mì',
    description: '',
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
    'GET /api/category': () => ({
      success: true,
      data: ['Noodles', 'Sandwiches', 'Drinks', 'Rice'].map((name) => ({
        _id: name,
        name,
        image: '',
      })),
    }),
    ...account('admin'),
    ...extra,
  })
}

function LoginProbe() {
  const { loginOpen } = useAuth()
  return <p>login open: {String(loginOpen)}</p>
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
    expect(screen.getByText('login open: true')).toBeInTheDocument()
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
        'Trang này chỉ dành cho quản trị viên của nhà hàng. Vui lòng đăng nhập bằng tài khoản quản trị để quản lý sản phẩm.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Đăng nhập quản trị' })).toBeInTheDocument()
    expect(calls.map((call) => call.url)).not.toContain('/api/food/list')
  })
})

describe('admin area', () => {
  it('shows an admin the menu', async () => {
    adminShop()
    renderAdmin({ token: 'admin-token' })
    expect(await screen.findByRole('heading', { name: 'Phở bò' })).toBeInTheDocument()
  })
})
