import type { Food } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api'
import { wireFood } from '../../../test/ordering-fixtures'
import { renderWithProviders } from '../../../test/render'
import { SoldOutStrip } from './sold-out-strip'

// Issue 12 §3: one action on the board marks a dish sold out until the next opening day.
describe('sold out today, from the orders board', () => {
  it('marks the chosen dish and puts a sold-out one back on sale', async () => {
    const later = new Date(Date.now() + 12 * 3_600_000).toISOString()
    let dishes: Food[] = [
      wireFood({ _id: 'pho', name: 'Phở bò' }),
      wireFood({ _id: 'bun', name: 'Bún chả', soldOutUntil: later }),
    ]
    const calls = mockApi({
      'GET /api/food/list': () => ({ success: true, data: dishes }),
      'PUT /api/admin/foods/pho/sold-out': () => {
        dishes = dishes.map((dish) =>
          dish._id === 'pho' ? { ...dish, soldOutUntil: later } : dish,
        )
        return { success: true, message: 'Marked sold out for today', data: dishes[0] }
      },
      'PUT /api/admin/foods/bun/sold-out': () => {
        dishes = dishes.map((dish) => (dish._id === 'bun' ? { ...dish, soldOutUntil: null } : dish))
        return { success: true, message: 'Back on sale', data: dishes[1] }
      },
    })
    renderWithProviders(<SoldOutStrip />, { token: 'admin-token' })
    const strip = within(screen.getByRole('region', { name: 'Sold out today' }))
    await waitFor(() => expect(strip.getByRole('option', { name: 'Phở bò' })).toBeInTheDocument())
    expect(strip.queryByRole('option', { name: 'Bún chả' })).not.toBeInTheDocument()
    await userEvent.selectOptions(strip.getByLabelText('Dish'), 'Phở bò')
    await userEvent.click(strip.getByRole('button', { name: 'Sold out today' }))
    await waitFor(() => expect(strip.getByText('Phở bò')).toBeInTheDocument())
    expect(calls.find((call) => call.url === '/api/admin/foods/pho/sold-out')!.body).toEqual({
      soldOut: true,
    })
    await userEvent.click(strip.getByRole('button', { name: 'Put Bún chả back on sale now' }))
    await waitFor(() => expect(strip.getByRole('option', { name: 'Bún chả' })).toBeInTheDocument())
  })
})
