import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link } from 'react-router'
import { expect, it } from 'vitest'
import { useFoods } from '../shared/menu/queries'
import { useCart } from '../shared/cart/cart'
import { mockApi } from './mock-api'
import { foodList, wireFood } from './ordering-fixtures'
import { renderWithProviders } from './render'

function Probe() {
  const foods = useFoods()
  const cart = useCart()
  return (
    <div>
      <p>{foods.data ? `${foods.data.length} dishes` : 'loading'}</p>
      <button onClick={() => cart.add('f1')}>add</button>
      <p>count {cart.count}</p>
      <Link to="/menu">go</Link>
    </div>
  )
}

it('runs the query cache, the cart and the router together on React 19 itself', async () => {
  mockApi({ 'GET /api/food/list': foodList([wireFood({ _id: 'f1' })]) })
  renderWithProviders(<Probe />, { otherPaths: ['/menu'] })
  expect(await screen.findByText('1 dishes')).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'add' }))
  expect(await screen.findByText('count 1')).toBeInTheDocument()
  await userEvent.click(screen.getByRole('link', { name: 'go' }))
  expect(await screen.findByText('at /menu')).toBeInTheDocument()
})
