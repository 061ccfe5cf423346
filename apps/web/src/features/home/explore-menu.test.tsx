import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ALL_CATEGORIES } from '../../shared/menu/labels'
import { mockApi } from '../../test/mock-api'
import { foodList, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { ExploreMenu } from './explore-menu'

const categories = [
  // Named per language where the kitchen wrote it (issue 12 §1); Specials has no Slovak name.
  {
    _id: 'c1',
    name: 'Noodles',
    nameVI: 'Mì',
    nameEN: '',
    nameSK: 'Rezance',
    image: 'noodles.webp',
  },
  {
    _id: 'c2',
    name: 'Drinks',
    nameVI: 'Đồ uống',
    nameEN: '',
    nameSK: 'Nápoje',
    image: 'drinks.webp',
  },
  { _id: 'c3', name: 'Specials', nameVI: '', nameEN: '', nameSK: '', image: '' },
]

function Harness() {
  const [category, setCategory] = useState(ALL_CATEGORIES)
  return (
    <>
      <ExploreMenu category={category} onChange={setCategory} />
      <p>chosen: {category}</p>
    </>
  )
}

function renderStrip(list: unknown = categories) {
  mockApi({
    'GET /api/food/list': foodList([wireFood()]),
    'GET /api/category': () => ({ success: true, data: list }),
  })
  renderWithProviders(<Harness />)
}

describe('explore menu', () => {
  it("says 'Loading categories...' and then shows All and every category", async () => {
    renderStrip()
    expect(screen.getByRole('heading', { name: 'Explore our menu' })).toBeInTheDocument()
    expect(screen.getByText('Loading categories...')).toBeInTheDocument()
    const strip = await screen.findByRole('toolbar', { name: 'Categories' })
    expect(
      within(strip)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Noodles', 'Drinks', 'SSpecials'])
    expect(within(strip).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('shows the first letter of a category without a picture', async () => {
    renderStrip()
    const specials = await screen.findByRole('button', { name: 'Specials' })
    expect(specials.querySelector('img')).toBeNull()
    expect(specials.querySelector('.explore__letter')).toHaveTextContent('S')
    const noodles = screen.getByRole('button', { name: 'Noodles' })
    expect(noodles.querySelector('img')).toHaveAttribute('src', '/images/noodles.webp')
  })

  it('selects a category on click and goes back to All on a second click', async () => {
    renderStrip()
    const noodles = await screen.findByRole('button', { name: 'Noodles' })
    await userEvent.click(noodles)
    expect(noodles).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('chosen: Noodles')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Drinks' }))
    expect(screen.getByText('chosen: Drinks')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Drinks' }))
    expect(screen.getByText('chosen: All')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('moves along the strip with the arrow keys, Home and End', async () => {
    renderStrip()
    const all = await screen.findByRole('button', { name: 'All' })
    all.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Noodles' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('button', { name: 'Specials' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Specials' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('button', { name: 'Drinks' })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(all).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    expect(screen.getByText('chosen: Noodles')).toBeInTheDocument()
  })

  it('is one tab stop, on the chosen category', async () => {
    renderStrip()
    await userEvent.click(await screen.findByRole('button', { name: 'Drinks' }))
    const strip = screen.getByRole('toolbar', { name: 'Categories' })
    const tabbable = within(strip)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0)
    expect(tabbable.map((button) => button.textContent)).toEqual(['Drinks'])
  })

  it("says 'No categories available' when there are none", async () => {
    renderStrip([])
    expect(await screen.findByText('No categories available')).toBeInTheDocument()
    expect(screen.queryByRole('toolbar', { name: 'Categories' })).not.toBeInTheDocument()
  })

  it('names each category in the active language, else by its base name', async () => {
    mockApi({
      'GET /api/food/list': foodList([wireFood()]),
      'GET /api/category': () => ({ success: true, data: categories }),
    })
    renderWithProviders(<Harness />, { language: 'sk' })
    expect(await screen.findByRole('button', { name: 'Rezance' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Všetko' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Specials' })).toBeInTheDocument()
  })
})
