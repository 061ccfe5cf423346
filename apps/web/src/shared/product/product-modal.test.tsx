import type { Food } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, sizeOption, wireFood } from '../../test/ordering-fixtures'
import { renderWithProviders } from '../../test/render'
import { Announcer } from '../ui/announcer'
import { ProductModal } from './product-modal'

const extras: Food['options'][number] = {
  name: 'Extras',
  nameVI: '',
  nameEN: '',
  nameSK: '',
  pricingMode: 'add',
  defaultChoiceCode: 'none',
  choices: [
    {
      code: 'none',
      label: 'No extras',
      labelVI: '',
      labelEN: '',
      labelSK: '',
      price: 0,
      allergens: [],
    },
    {
      code: 'egg',
      label: 'Soft-boiled egg',
      labelVI: '',
      labelEN: '',
      labelSK: '',
      price: 1,
      allergens: [],
    },
    {
      code: 'beef',
      label: 'Extra beef',
      labelVI: '',
      labelEN: '',
      labelSK: '',
      price: 2.5,
      image: 'extra-beef.webp',
      allergens: [],
    },
  ],
}

function openModal(food: Food, options: { language?: 'en' | 'vi' | 'sk'; name?: string } = {}) {
  mockApi({ 'GET /api/food/list': foodList([food]) })
  const onClose = vi.fn()
  renderWithProviders(<ProductModal food={food} onClose={onClose} />, options)
  return { onClose, dialog: screen.getByRole('dialog', { name: options.name ?? food.nameEN }) }
}

/** The price block's visible price, e.g. '€12.50'. */
const shownPrice = () =>
  screen.getByText('Price:').parentElement!.textContent!.replace('Price: ', '')

describe('product modal', () => {
  it('opens with each option at its default choice and the price that choice makes', () => {
    openModal(wireFood({ options: [sizeOption, extras] }))
    const size = screen.getByRole('group', { name: 'Size' })
    expect(within(size).getByRole('radio', { name: 'Medium €12.50' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'No extras' })).toBeChecked()
    expect(shownPrice()).toBe('€12.50')
  })

  it('replaces the price with the chosen override choice, then adds add-mode choices', async () => {
    openModal(wireFood({ price: 9, options: [sizeOption, extras] }))
    await userEvent.click(screen.getByRole('radio', { name: 'Large €14' }))
    expect(shownPrice()).toBe('€14')
    await userEvent.click(screen.getByRole('radio', { name: 'Soft-boiled egg +€1' }))
    expect(shownPrice()).toBe('€15')
    await userEvent.click(screen.getByRole('radio', { name: 'Small €10' }))
    expect(shownPrice()).toBe('€11')
  })

  it('adds add-mode choices to the base price when no option overrides it', async () => {
    openModal(wireFood({ price: 9, options: [extras] }))
    expect(shownPrice()).toBe('€9')
    await userEvent.click(screen.getByRole('radio', { name: 'Extra beef +€2.50' }))
    expect(shownPrice()).toBe('€11.50')
  })

  it('shows the picture of the chosen choice when it has one', async () => {
    const { dialog } = openModal(wireFood({ options: [extras] }))
    const picture = () => within(dialog).getByRole('img', { name: 'Beef pho' })
    expect(picture()).toHaveAttribute('src', '/images/pho.webp')
    await userEvent.click(screen.getByRole('radio', { name: 'Extra beef +€2.50' }))
    expect(picture()).toHaveAttribute('src', '/images/extra-beef.webp')
  })

  it('shows the SKU, or N/A without one, and the description', () => {
    openModal(wireFood({ sku: '' }))
    expect(screen.getByText('SKU: N/A')).toBeInTheDocument()
    expect(screen.getByText('Rice noodle soup with beef')).toBeInTheDocument()
  })

  it('hides likes and sold count at 0', () => {
    openModal(wireFood({ likes: 0, soldCount: 0 }))
    expect(screen.queryByText(/sold/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Likes/)).not.toBeInTheDocument()
    expect(screen.queryByText(/♥/)).not.toBeInTheDocument()
  })

  // Issue 19 §2.7: SPEC's 'đã bán' on the English page was the reference's untranslated
  // string; one rule for the three languages: 'N+' and the label, each in its own words.
  it.each([
    ['en', 'Beef pho', '874+ sold'],
    ['vi', 'Phở bò', 'Đã bán 874+'],
    ['sk', 'Hovädzie pho', 'Predané: 874+'],
  ] as const)('shows likes, and sold as N+ in the page’s language (%s)', (language, name, text) => {
    openModal(wireFood({ likes: 296, soldCount: 874 }), { language, name })
    expect(screen.getByText('♥ 296')).toBeInTheDocument()
    const sold = screen.getByText(text)
    expect(sold).not.toHaveAttribute('lang')
    expect(sold.querySelector('[lang]')).toBeNull()
  })

  it('shows the original price, the promotion price and the savings on promotion', () => {
    openModal(wireFood({ price: 7.9, isPromotion: true, originalPrice: 7.9, promotionPrice: 6.5 }))
    expect(screen.getByText('Original price:').parentElement).toHaveTextContent('€7.90')
    expect(screen.getByText('Promotion price:').parentElement).toHaveTextContent('€6.50')
    expect(screen.getByText('You save €1.40')).toBeInTheDocument()
    expect(screen.getByText('18% off')).toBeInTheDocument()
  })

  it('says Available for an active dish and lets it be added', () => {
    openModal(wireFood())
    expect(screen.getByText('Available')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-disabled')
  })

  it('says Unavailable for any other status and cannot be added', () => {
    openModal(wireFood({ status: 'inactive' }))
    expect(screen.getByText('Unavailable')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('turns Add to Cart into a stepper for that exact line, per choice', async () => {
    openModal(wireFood({ options: [sizeOption] }))
    await userEvent.click(screen.getByRole('radio', { name: 'Large €14' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    const stepper = screen.getByRole('group', { name: 'Quantity of Beef pho' })
    expect(within(stepper).getByText('1')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add one more Beef pho' }))
    expect(within(stepper).getByText('2')).toBeInTheDocument()
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({ 'pho_{"Size":"l"}': 2 }),
    )

    // Another size is another line, not yet in the cart.
    await userEvent.click(screen.getByRole('radio', { name: 'Small €10' }))
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Large €14' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Beef pho' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Beef pho' }))
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument()
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({}))
  })

  it('closes on the close button and on Escape', async () => {
    const { onClose } = openModal(wireFood())
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('keeps Tab inside when Add to Cart is off for a sold-out default choice (issue 19 §4.1)', async () => {
    const TOMORROW = new Date(Date.now() + 24 * 3_600_000).toISOString()
    const medium = { ...sizeOption.choices[1]!, soldOutUntil: TOMORROW }
    const size = {
      ...sizeOption,
      choices: [sizeOption.choices[0]!, medium, sizeOption.choices[2]!],
    }
    mockApi({})
    renderWithProviders(
      <>
        <button type="button">Behind the dialog</button>
        <ProductModal food={wireFood({ options: [size, extras] })} onClose={vi.fn()} />
      </>,
    )
    const user = userEvent.setup()
    const close = screen.getByRole('button', { name: 'Close' })
    // Off, but still a stop (aria-disabled, issue 19 §4.2): the last one of the dialog.
    const lastStop = screen.getByRole('button', { name: 'Add to Cart' })
    // Backwards from the first stop: the last one a browser would stop at.
    close.focus()
    await user.tab({ shift: true })
    expect(lastStop).toHaveFocus()
    // ... and onwards from it: back to the first, never the page behind.
    await user.tab()
    expect(close).toHaveFocus()
  })

  it('shows the dish, its description and its options in the active language (issue 12 §1)', () => {
    const size = {
      ...sizeOption,
      nameVI: 'Kích cỡ',
      choices: sizeOption.choices.map((choice) =>
        choice.code === 'l' ? { ...choice, labelVI: 'Bát lớn' } : choice,
      ),
    }
    openModal(wireFood({ options: [size], descriptionVI: 'Phở bò nước dùng hầm xương' }), {
      language: 'vi',
      name: 'Phở bò',
    })
    expect(screen.getByRole('heading', { name: 'Phở bò' })).toBeInTheDocument()
    expect(screen.getByText('Phở bò nước dùng hầm xương')).toBeInTheDocument()
    expect(screen.queryByText('Rice noodle soup with beef')).not.toBeInTheDocument()
    const group = screen.getByRole('group', { name: 'Kích cỡ' })
    expect(within(group).getByRole('radio', { name: /^Bát lớn 14,00\s€$/ })).toBeInTheDocument()
    // No Vietnamese label written for this one: the base label stands in.
    expect(within(group).getByRole('radio', { name: /^Medium 12,50\s€$/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ' })).toBeInTheDocument()
    expect(screen.getByText('Còn hàng')).toBeInTheDocument()
  })

  it('moves focus from Add to Cart to the stepper and back, and says what was added', async () => {
    const food = wireFood()
    mockApi({ 'GET /api/food/list': foodList([food]) })
    renderWithProviders(
      <>
        <ProductModal food={food} onClose={vi.fn()} />
        <Announcer />
      </>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add one more Beef pho' })).toHaveFocus(),
    )
    expect(await screen.findByText('Added Beef pho to the cart')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove one Beef pho' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus())
  })

  it('says what was added in Vietnamese and Slovak too', async () => {
    for (const [language, text] of [
      ['vi', 'Đã thêm Phở bò vào giỏ hàng'],
      ['sk', 'Pridané do košíka: Hovädzie pho'],
    ] as const) {
      const food = wireFood()
      mockApi({ 'GET /api/food/list': foodList([food]) })
      const { unmount } = renderWithProviders(
        <>
          <ProductModal food={food} onClose={vi.fn()} />
          <Announcer />
        </>,
        { language },
      )
      await userEvent.click(screen.getByRole('button', { name: /Thêm vào giỏ|Pridať do košíka/ }))
      expect(await screen.findByText(text)).toBeInTheDocument()
      unmount()
      localStorage.clear()
    }
  })
})

describe('the allergens in the modal (issue 12 §2)', () => {
  const withEgg: Food['options'][number] = {
    ...extras,
    choices: extras.choices.map((choice) =>
      choice.code === 'egg' ? { ...choice, allergens: ['eggs'] } : choice,
    ),
  }

  it('names them in words, and adds those of the chosen extra', async () => {
    openModal(wireFood({ options: [withEgg], allergens: ['fish', 'soy'], spicy: 2 }))
    const section = within(screen.getByRole('region', { name: 'Allergens' }))
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '4Fish',
      '6Soybeans',
    ])
    expect(screen.getByText('Spicy')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Soft-boiled egg (adds: Eggs) +€1' })).toBeVisible()
    await userEvent.click(screen.getByRole('radio', { name: 'Soft-boiled egg (adds: Eggs) +€1' }))
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3Eggs',
      '4Fish',
      '6Soybeans',
    ])
  })

  it('says plainly when they are not stated, and when there are none', () => {
    openModal(wireFood({ allergens: null }))
    expect(
      screen.getByText(
        'The allergens of this dish have not been stated yet. Please ask us before ordering.',
      ),
    ).toBeInTheDocument()
  })

  it('names them in Slovak for a Slovak guest', () => {
    openModal(wireFood({ allergens: ['milk'] }), { language: 'sk', name: 'Hovädzie pho' })
    expect(
      within(screen.getByRole('region', { name: 'Alergény' })).getByText('Mlieko'),
    ).toBeVisible()
  })

  it('shows our own pictogram and number beside each name, hidden from screen readers', () => {
    openModal(wireFood({ allergens: ['eggs', 'milk'] }))
    const item = within(screen.getByRole('region', { name: 'Allergens' }))
      .getByText('Milk')
      .closest('li')!
    // From the shop's own sprite (issue 12 §2: no third-party host).
    expect(item.querySelector('svg use')).toHaveAttribute('href', '/allergens.svg#milk')
    expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(item).toHaveTextContent(/^7Milk$/)
  })

  it('links the restaurant’s allergen note, closing the dish on the way (issue 22 §2)', async () => {
    const { onClose } = openModal(wireFood({ allergens: ['milk'] }))
    const link = within(screen.getByRole('region', { name: 'Allergens' })).getByRole('link', {
      name: 'Allergen information',
    })
    expect(link).toHaveAttribute('href', '/allergens')
    await userEvent.click(link)
    expect(onClose).toHaveBeenCalled()
  })
})
