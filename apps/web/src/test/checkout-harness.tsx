import type { Food, ShopConfig } from '@quan/domain/answers'
import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import userEvent from '@testing-library/user-event'
import { Component as CheckoutPage } from '../features/checkout/checkout-page'
import { mockApi } from './mock-api'
import { paste, type PastingUser } from './paste'
import { foodList, phoAndTea, shopConfig } from './ordering-fixtures'
import { renderWithProviders, type RenderOptions } from './render'

/**
 * The checkout's component tests share this: the page at /order with the shop's answers, the
 * delivery address a guest fills in, and filling it in by paste (test/paste.ts).
 */

export { paste }

/** A guest's delivery address in the centre of Bratislava, by field label (English). */
export const ADDRESS = {
  'First name': 'Lan',
  'Last name': 'Nguyen',
  'Street and number': 'Obchodná 1',
  City: 'Bratislava',
  'State / region': 'Bratislavský kraj',
  'Zip code': '81106',
  Country: 'Slovakia',
  Phone: '0901234567',
}

export type AddressField = keyof typeof ADDRESS | 'Email (optional)'

export interface CheckoutOptions extends RenderOptions {
  /** GET /api/config's answer: shopConfig's (open now, €2 everywhere) with these changes. */
  config?: Partial<ShopConfig>
  /** GET /api/food/list's dishes: the phở with sizes and the lotus tea by default. */
  foods?: Food[]
}

/**
 * The checkout page at /order (its links to / and /track-order rendered as their path), with the
 * menu and the config answered, and `routes` added or put in their place (a placed order, a
 * refusal). Returns the API calls made, with what renderWithProviders returns.
 */
export function renderCheckout(
  routes: Parameters<typeof mockApi>[0] = {},
  { config, foods = phoAndTea, ...options }: CheckoutOptions = {},
) {
  const calls = mockApi({
    'GET /api/food/list': foodList(foods),
    'GET /api/config': () => shopConfig(config),
    ...routes,
  })
  const result = renderWithProviders(<CheckoutPage />, {
    route: '/order',
    otherPaths: ['/', '/track-order'],
    ...options,
  })
  return { calls, ...result }
}

/** Fills the fields named by their labels (ADDRESS by default), each by paste; '' empties one. */
export async function fill(
  values: Partial<Record<AddressField, string>> | Record<string, string> = ADDRESS,
  user: PastingUser = userEvent,
) {
  for (const [label, value] of Object.entries(values)) {
    await paste(screen.getByLabelText(label), value ?? '', user)
  }
}

/**
 * Taps Order and pay once it can be tapped: the cart is read against the menu first, and until
 * then the button is disabled (a guest cannot tap it either). On a busy machine the menu's answer
 * came after the fields were filled, and a tap on the disabled button did nothing.
 */
export async function placeOrder(user: { click(element: Element): Promise<void> } = userEvent) {
  const button = screen.getByRole('button', { name: 'Order and pay' })
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'))
  await user.click(button)
}
