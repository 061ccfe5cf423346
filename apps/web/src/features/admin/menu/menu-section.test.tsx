import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Food } from '../../../shared/menu/types'
import { mockApi } from '../../../test/mock-api'
import { renderWithProviders } from '../../../test/render'
import { MenuSection } from './menu-section'

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

function renderAdmin(options: { token?: string; language?: 'en' | 'vi' | 'sk' } = {}) {
  return renderWithProviders(<MenuSection />, { route: '/admin', ...options })
}

const item = (name: string) => screen.getByRole('heading', { name }).closest('li')!

describe('admin products', () => {
  it('lists every product with image, name, SKU, price, category and description', async () => {
    const calls = adminShop()
    renderAdmin({ token: 'admin-token' })
    const pho = await screen.findByRole('heading', { name: 'Phở bò' })
    const row = within(pho.closest('li')!)
    expect(row.getByRole('img', { name: 'Phở bò' })).toHaveAttribute('src', '/images/pho-bo.webp')
    expect(row.getByText('PHO-01')).toBeInTheDocument()
    expect(row.getByText('€11.90')).toBeInTheDocument()
    expect(row.getByText('Noodles')).toBeInTheDocument()
    expect(row.getByText('Beef noodle soup')).toBeInTheDocument()
    expect(within(item('Bánh mì')).getByRole('img', { name: 'Bánh mì' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/banh-mi.webp',
    )
    expect(within(item('Trà đá')).getByRole('img', { name: 'No Image' })).toBeInTheDocument()
    const list = calls.find((call) => call.url === '/api/food/list')!
    expect(list.headers.token).toBe('admin-token')
  })

  it('swaps in the error placeholder when a picture fails to load', async () => {
    adminShop()
    renderAdmin({ token: 'admin-token' })
    const image = await screen.findByRole('img', { name: 'Phở bò' })
    image.dispatchEvent(new Event('error'))
    expect(
      await within(item('Phở bò')).findByRole('img', { name: 'Image failed to load' }),
    ).toBeInTheDocument()
  })

  it('edits a product, updates the list in place and refreshes the shop’s menu', async () => {
    const calls = adminShop({
      'PUT /api/food/edit/f1': (body) => ({
        success: true,
        message: 'Product updated successfully',
        data: { ...DISHES[0], ...(body as object) },
      }),
    })
    const user = userEvent.setup()
    renderAdmin({ token: 'admin-token' })
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit product' })
    const form = within(dialog)
    expect(form.getByLabelText('Name')).toHaveValue('Phở bò')
    expect(form.getByLabelText('SKU')).toHaveValue('PHO-01')
    expect(form.getByLabelText('Price (€)')).toHaveAttribute('step', '0.01')
    expect(form.getByLabelText('Price (€)')).toHaveAttribute('type', 'number')
    expect(form.getByLabelText('Category')).toHaveValue('Noodles')
    expect(form.getByLabelText('Description')).toHaveAttribute('rows', '3')
    for (const label of ['Name', 'SKU', 'Price (€)', 'Category']) {
      expect(form.getByLabelText(label)).toBeRequired()
    }
    expect(form.getByLabelText('Description')).not.toBeRequired()

    const shopLoadsBefore = calls.filter(
      (call) => call.url === '/api/food/list?forUser=true',
    ).length
    await user.clear(form.getByLabelText('Name'))
    await user.type(form.getByLabelText('Name'), 'Phở bò đặc biệt')
    await user.clear(form.getByLabelText('Price (€)'))
    await user.type(form.getByLabelText('Price (€)'), '12.5')
    await user.selectOptions(form.getByLabelText('Category'), 'Rice')
    await user.click(form.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const put = calls.find((call) => call.method === 'PUT')!
    expect(put.body).toEqual({
      name: 'Phở bò đặc biệt',
      price: 12.5,
      description: 'Beef noodle soup',
      category: 'Rice',
      sku: 'PHO-01',
    })
    expect(put.headers.token).toBe('admin-token')
    const row = within(item('Phở bò đặc biệt'))
    expect(row.getByText('€12.50')).toBeInTheDocument()
    expect(row.getByText('Rice')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')[0]).toBe(item('Phở bò đặc biệt'))
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url === '/api/food/list?forUser=true').length,
      ).toBeGreaterThan(shopLoadsBefore),
    )
  })

  it('closes the edit modal on Cancel without saving', async () => {
    const calls = adminShop()
    const user = userEvent.setup()
    renderAdmin({ token: 'admin-token' })
    await user.click(await screen.findByRole('button', { name: 'Edit Bánh mì' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  it('says why an update failed, and keeps the modal open', async () => {
    adminShop({
      'PUT /api/food/edit/f1': () => ({
        status: 400,
        body: { success: false, message: 'There is no category called "Soup"' },
      }),
    })
    const user = userEvent.setup()
    renderAdmin({ token: 'admin-token' })
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update product: There is no category called "Soup"',
    )
    expect(screen.getByRole('dialog', { name: 'Edit product' })).toBeInTheDocument()
  })

  it('reports an update that never reached the server', async () => {
    adminShop({
      'PUT /api/food/edit/f1': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const user = userEvent.setup()
    renderAdmin({ token: 'admin-token' })
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating product: Failed to fetch',
    )
  })

  it('asks before deleting, then removes the product', async () => {
    const calls = adminShop({
      'DELETE /api/food/remove': () => ({ success: true, message: 'Product deleted successfully' }),
    })
    const user = userEvent.setup()
    renderAdmin({ token: 'admin-token' })
    await user.click(await screen.findByRole('button', { name: 'Delete Bánh mì' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete product' })
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
    expect(item('Bánh mì')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete Bánh mì' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete product' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Bánh mì' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Phở bò' })).toBeInTheDocument()
    const removal = calls.find((call) => call.method === 'DELETE')!
    expect(removal.body).toEqual({ id: 'f2' })
    expect(removal.headers.token).toBe('admin-token')
  })

  it.each([
    [
      () => ({
        status: 403,
        body: { success: false, message: 'Only the restaurant admin can do this.' },
      }),
      'Failed to delete product: Only the restaurant admin can do this.',
    ],
    [
      () => {
        throw new TypeError('Failed to fetch')
      },
      'Error deleting product: Failed to fetch',
    ],
  ])('reports a failed delete (%#)', async (answer, message) => {
    adminShop({ 'DELETE /api/food/remove': answer })
    const user = userEvent.setup()
    renderAdmin({ token: 'admin-token' })
    await user.click(await screen.findByRole('button', { name: 'Delete Phở bò' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete product' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(item('Phở bò')).toBeInTheDocument()
  })

  it.each([
    [() => ({ status: 500, body: { success: false, message: 'Boom' } }), 'Failed to fetch foods'],
    [
      () => {
        throw new TypeError('Failed to fetch')
      },
      'Error fetching foods: Failed to fetch',
    ],
  ])('reports a list that did not load (%#)', async (answer, message) => {
    adminShop({ 'GET /api/food/list': answer })
    renderAdmin({ token: 'admin-token' })
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})
