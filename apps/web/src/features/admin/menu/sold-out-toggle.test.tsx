import type { Food } from '@quan/domain/answers'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminShop, DISHES, item, renderMenu } from './test-fixtures'
import { Announcer } from '../../../shared/ui/announcer'

// Issue 12 §3: one action in the menu list marks a dish sold out until the next opening day.
describe('sold out today, in the back office', () => {
  it('marks a dish sold out and puts it back on sale', async () => {
    const until = new Date(Date.now() + 12 * 3_600_000).toISOString()
    const pho = DISHES.find((dish) => dish.status === 'active')!
    const calls = adminShop({
      [`PUT /api/admin/foods/${pho._id}/sold-out`]: (body) => ({
        success: true,
        message: 'Marked sold out for today',
        data: {
          ...pho,
          soldOutUntil: (body as { soldOut: boolean }).soldOut ? until : null,
        } as Food,
      }),
    })
    renderMenu()
    render(<Announcer />)
    const announcer = screen.getByTestId('announcer')
    const row = within(await waitFor(() => item(pho.name)))
    await userEvent.click(
      row.getByRole('button', { name: `Mark ${pho.name} sold out until we next open` }),
    )
    const back = await row.findByRole('button', { name: `Put ${pho.name} back on sale now` })
    expect(back).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(announcer).toHaveTextContent(`Sold out today: ${pho.name}`))
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ soldOut: true })
    await userEvent.click(back)
    expect(
      await row.findByRole('button', { name: `Mark ${pho.name} sold out until we next open` }),
    ).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(announcer).toHaveTextContent(`Back on sale: ${pho.name}`))
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { soldOut: true },
      { soldOut: false },
    ])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
