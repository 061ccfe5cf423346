import { act, screen, waitFor, within } from '@testing-library/react'
import i18next from 'i18next'
import userEvent from '@testing-library/user-event'
import { paste } from '../../../test/paste'
import { describe, expect, it } from 'vitest'
import { adminKeys } from '../api'
import { CATEGORIES, adminShop, renderMenu } from './test-fixtures'

type Handler = (body: unknown) => unknown

async function openCategories(extra: Record<string, Handler> = {}) {
  const calls = adminShop(extra)
  const user = userEvent.setup()
  const view = renderMenu()
  await user.click(screen.getByRole('tab', { name: 'Categories' }))
  await screen.findByRole('heading', { name: 'Noodles' })
  return { calls, user, view }
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent)

const category = (name: string) => screen.getByRole('heading', { name }).closest('li')!

describe('the categories', () => {
  it('lists the categories in the shop’s order with their pictures', async () => {
    await openCategories()
    expect(names()).toEqual(['Noodles', 'Sandwiches', 'Drinks', 'Rice'])
    const noodles = within(category('Noodles'))
    expect(noodles.getByRole('img', { name: 'Noodles' })).toHaveAttribute(
      'src',
      '/images/noodles.webp',
    )
    expect(noodles.getByText('Place 1 of 4')).toBeInTheDocument()
    expect(within(category('Drinks')).getByRole('img', { name: 'No Image' })).toBeInTheDocument()
  })

  it('adds a category with a picture; it goes last', async () => {
    const { calls, user } = await openCategories({
      'POST /api/admin/images': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Image uploaded',
          data: { image: 'soups.webp', width: 800, height: 800 },
        },
      }),
      'POST /api/admin/categories': (body) => ({
        status: 201,
        body: {
          success: true,
          message: 'Category created',
          data: { _id: 'c5', ...(body as object) },
        },
      }),
    })
    await user.click(screen.getByRole('button', { name: 'Add category' }))
    expect(screen.getByLabelText('Category name')).toHaveAccessibleDescription(
      'Category name is required',
    )
    expect(calls.some((call) => call.url === '/api/admin/categories')).toBe(false)

    await paste(screen.getByLabelText('Category name'), '  Soups ', user)
    // Its Slovak name on the Slovak tab (issue 12 §1); the others stay blank.
    await user.click(screen.getByRole('tab', { name: 'Slovak (empty)' }))
    await paste(screen.getByLabelText('Category name (Slovak)'), ' Polievky ', user)
    await user.upload(
      screen.getByLabelText('Category image (optional)'),
      new File(['soup'], 'soup.png', { type: 'image/png' }),
    )
    expect(
      await screen.findByRole('img', { name: 'Preview: Category image (optional)' }),
    ).toHaveAttribute('src', '/images/soups.webp')
    // Issue 22 §2: the shop's default rate first, then Settings' rates.
    const rate = screen.getByLabelText('VAT rate')
    expect(await within(rate).findByRole('option', { name: 'Standard rate (23%)' })).toBeVisible()
    expect(rate).toHaveDisplayValue('Shop default — Reduced rate (19%)')
    await user.selectOptions(rate, 'Standard rate (23%)')
    await user.click(screen.getByRole('button', { name: 'Add category' }))
    expect(await screen.findByText('Category Soups added.')).toBeInTheDocument()
    const post = calls.find((call) => call.url === '/api/admin/categories')!
    expect(post.method).toBe('POST')
    expect(post.body).toEqual({
      name: 'Soups',
      nameVI: '',
      nameEN: '',
      nameSK: 'Polievky',
      image: 'soups.webp',
      vatRateId: 'standard',
    })
    expect(post.headers.token).toBe('admin-token')
    expect(names()).toEqual(['Noodles', 'Sandwiches', 'Drinks', 'Rice', 'Soups'])
    expect(screen.getByLabelText('Category name')).toHaveValue('')
  })

  it('says so when the name is taken', async () => {
    const { user } = await openCategories({
      'POST /api/admin/categories': () => ({
        status: 409,
        body: { success: false, message: 'A category with this name already exists' },
      }),
    })
    await paste(screen.getByLabelText('Category name'), 'noodles', user)
    await user.click(screen.getByRole('button', { name: 'Add category' }))
    const input = screen.getByLabelText('Category name')
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'Could not save the category: A category with this name already exists',
      ),
    )
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveFocus()
    expect(names()).toHaveLength(4)
  })

  it('words a refusal by its code in the admin’s language (sk)', async () => {
    const { user } = await openCategories({
      'POST /api/admin/categories': () => ({
        status: 409,
        body: {
          success: false,
          message: 'A category with this name already exists',
          code: 'CATEGORY_TAKEN',
        },
      }),
    })
    await act(() => i18next.changeLanguage('sk'))
    await paste(screen.getByLabelText('Názov kategórie'), 'noodles', user)
    await user.click(screen.getByRole('button', { name: 'Pridať kategóriu' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Názov kategórie')).toHaveAccessibleDescription(
        'Kategóriu sa nepodarilo uložiť: Kategória s týmto názvom už existuje',
      ),
    )
  })

  it('renames a category in place and marks the dishes for a reload', async () => {
    const { calls, user, view } = await openCategories({
      'PUT /api/admin/categories/c3': (body) => ({
        success: true,
        message: 'Category updated',
        data: { _id: 'c3', ...(body as object) },
      }),
    })
    await user.click(screen.getByRole('button', { name: 'Rename Drinks' }))
    const input = screen.getByLabelText('New name for Drinks')
    await waitFor(() => expect(input).toHaveFocus())
    expect(input).toHaveValue('Drinks')
    const rename = within(input.closest('form')!)
    expect(rename.getByLabelText('Category name (Slovak)')).toHaveValue('Nápoje')
    await paste(rename.getByLabelText('Category name (Vietnamese)'), 'Đồ uống', user)
    await user.clear(input)
    await user.type(input, 'Beverages{Enter}')

    expect(await screen.findByText('Drinks is now called Beverages.')).toBeInTheDocument()
    const put = calls.find((call) => call.method === 'PUT')!
    expect(put.url).toBe('/api/admin/categories/c3')
    expect(put.body).toEqual({
      name: 'Beverages',
      nameVI: 'Đồ uống',
      nameEN: '',
      nameSK: 'Nápoje',
      image: '',
      // Its rate as it was: none of its own, the shop's default.
      vatRateId: null,
    })
    expect(names()).toEqual(['Noodles', 'Sandwiches', 'Beverages', 'Rice'])
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rename Beverages' })).toHaveFocus(),
    )
    // The server renamed the category on its dishes: the admin's list is stale now.
    expect(view.queryClient.getQueryState(adminKeys.foods)?.isInvalidated).toBe(true)
  })

  it('keeps the rename open with the server’s 409 message; Escape cancels', async () => {
    const { calls, user } = await openCategories({
      'PUT /api/admin/categories/c3': () => ({
        status: 409,
        body: { success: false, message: 'A category with this name already exists' },
      }),
    })
    await user.click(screen.getByRole('button', { name: 'Rename Drinks' }))
    const input = screen.getByLabelText('New name for Drinks')
    await user.clear(input)
    await paste(input, 'Rice', user)
    await user.click(screen.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the category: A category with this name already exists',
    )
    expect(input).toHaveAccessibleDescription(
      'Could not save the category: A category with this name already exists',
    )
    input.focus()
    await user.keyboard('{Escape}')
    expect(screen.queryByLabelText('New name for Drinks')).not.toBeInTheDocument()
    expect(names()).toEqual(['Noodles', 'Sandwiches', 'Drinks', 'Rice'])
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1)
  })

  it('moves a category up and down with buttons, sending every id in the new order', async () => {
    const { calls, user } = await openCategories({
      'PUT /api/admin/categories/order': (body) => {
        const { ids } = body as { ids: string[] }
        return {
          success: true,
          message: 'Categories reordered',
          data: ids.map((id) => CATEGORIES.find((c) => c._id === id)),
        }
      },
    })
    const first = screen.getByRole('button', { name: 'Move Noodles up' })
    expect(first).toHaveAttribute('aria-disabled', 'true')
    await user.click(first)
    expect(screen.getByRole('button', { name: 'Move Rice down' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(calls.some((call) => call.url === '/api/admin/categories/order')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Move Rice up' }))
    expect(await screen.findByText('Rice moved to place 3 of 4.')).toBeInTheDocument()
    expect(names()).toEqual(['Noodles', 'Sandwiches', 'Rice', 'Drinks'])
    const order = calls.find((call) => call.url === '/api/admin/categories/order')!
    expect(order.method).toBe('PUT')
    expect(order.body).toEqual({ ids: ['c1', 'c2', 'c4', 'c3'] })
    expect(order.headers.token).toBe('admin-token')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Rice up' })).toHaveFocus())

    // The keyboard way: the focused button again, with Enter.
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Rice moved to place 2 of 4.')).toBeInTheDocument()
    expect(names()).toEqual(['Noodles', 'Rice', 'Sandwiches', 'Drinks'])
    await user.click(screen.getByRole('button', { name: 'Move Noodles down' }))
    await waitFor(() => expect(names()).toEqual(['Rice', 'Noodles', 'Sandwiches', 'Drinks']))
    expect(calls.filter((call) => call.url === '/api/admin/categories/order').at(-1)!.body).toEqual(
      { ids: ['c4', 'c1', 'c2', 'c3'] },
    )
  })

  it('says why a move failed and keeps the order', async () => {
    const { user } = await openCategories({
      'PUT /api/admin/categories/order': () => ({
        status: 400,
        body: { success: false, message: 'The ids must be every category exactly once' },
      }),
    })
    await user.click(screen.getByRole('button', { name: 'Move Rice up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the category: The ids must be every category exactly once',
    )
    expect(names()).toEqual(['Noodles', 'Sandwiches', 'Drinks', 'Rice'])
  })

  it('changes a category’s picture', async () => {
    const { calls, user } = await openCategories({
      'POST /api/admin/images': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Image uploaded',
          data: { image: 'drinks.webp', width: 480, height: 480 },
        },
      }),
      'PUT /api/admin/categories/c3': (body) => ({
        success: true,
        message: 'Category updated',
        data: { ...CATEGORIES.find((c) => c._id === 'c3'), ...(body as object) },
      }),
    })
    const toggle = screen.getByRole('button', { name: 'Change the image of Drinks' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.upload(
      screen.getByLabelText('Image of Drinks'),
      new File(['tea'], 'tea.webp', { type: 'image/webp' }),
    )
    expect(await screen.findByText('The picture of Drinks is saved.')).toBeInTheDocument()
    const put = calls.find((call) => call.method === 'PUT')!
    expect(put.body).toEqual({ name: 'Drinks', image: 'drinks.webp' })
    expect(within(category('Drinks')).getByRole('img', { name: 'Drinks' })).toHaveAttribute(
      'src',
      '/images/drinks.webp',
    )
    expect(screen.queryByLabelText('Image of Drinks')).not.toBeInTheDocument()
  })
})
