import type { Food } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { paste } from '../../../test/paste'
import { DISHES, adminShop, food, item, renderMenu } from './test-fixtures'

const SIZE: Food['options'][number] = {
  name: 'Size',
  nameVI: '',
  nameEN: '',
  nameSK: '',
  pricingMode: 'override',
  defaultChoiceCode: 'm',
  choices: [
    { code: 's', label: 'Small', labelVI: '', labelEN: '', labelSK: '', price: 10, allergens: [] },
    {
      code: 'm',
      label: 'Medium',
      labelVI: '',
      labelEN: '',
      labelSK: '',
      price: 12.5,
      image: 'medium.webp',
      allergens: [],
    },
    { code: 'l', label: 'Large', labelVI: '', labelEN: '', labelSK: '', price: 14, allergens: [] },
  ],
}

async function openNewDish() {
  const user = userEvent.setup()
  renderMenu()
  await screen.findByRole('heading', { name: 'Phở bò' })
  await user.click(screen.getByRole('button', { name: 'New dish' }))
  const dialog = within(screen.getByRole('dialog', { name: 'New dish' }))
  // The dialog puts the focus on its first field once open; typing starts after that.
  await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveFocus())
  return { user, dialog }
}

describe('the dish form', () => {
  it('creates a dish with three names, a promotion and an option group', async () => {
    const calls = adminShop({
      'POST /api/admin/foods': (body) => ({
        status: 201,
        body: {
          success: true,
          message: 'Product created successfully',
          data: food({
            ...(body as Partial<Food>),
            _id: 'f9',
            originalPrice: 12.5,
            soldCount: 0,
            likes: 0,
          }),
        },
      }),
    })
    const { user, dialog } = await openNewDish()
    await paste(dialog.getByLabelText('Name'), 'Bún chả', user)
    await paste(dialog.getByLabelText('Vietnamese name'), 'Bún chả Hà Nội', user)
    await paste(dialog.getByLabelText('English name'), 'Hanoi grilled pork', user)
    await paste(dialog.getByLabelText('Slovak name'), 'Grilovaná bravčovina', user)
    await paste(dialog.getByLabelText('Description'), 'Grilled pork with vermicelli', user)
    // Issue 12 §1: the description in Slovak, on its own tab; the others stay blank.
    const descriptions = within(
      dialog.getByRole('tablist', { name: 'Description in each language' }),
    )
    expect(descriptions.getByRole('tab', { name: 'Vietnamese (empty)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.click(descriptions.getByRole('tab', { name: 'Slovak (empty)' }))
    await paste(dialog.getByLabelText('Description (Slovak)'), 'Grilovaná bravčovina', user)
    expect(descriptions.getByRole('tab', { name: 'Slovak' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await paste(dialog.getByLabelText('Price (€)'), '12.5', user)
    await paste(dialog.getByLabelText('SKU'), 'BC-01', user)
    await user.selectOptions(dialog.getByLabelText('Category'), 'Noodles')
    expect(dialog.getByLabelText('Status')).toHaveValue('active')

    await user.click(dialog.getByRole('checkbox', { name: 'On promotion' }))
    await paste(dialog.getByLabelText('Promotion price (€)'), '10', user)
    expect(dialog.getByText('The shop shows a 20% discount badge.')).toBeInTheDocument()

    await user.click(dialog.getByRole('button', { name: 'Add an option group' }))
    await waitFor(() => expect(dialog.getByLabelText('Group name')).toHaveFocus())
    await paste(dialog.getByLabelText('Group name'), 'Spice', user)
    const group = within(dialog.getByRole('group', { name: 'Option group 1: Spice' }))
    expect(group.getByRole('radio', { name: 'Adds to the dish price' })).toBeChecked()
    expect(
      group.getByText(
        "The chosen choice's price is added to the dish's price; 0 means no extra charge.",
      ),
    ).toBeInTheDocument()
    await paste(group.getByLabelText('Code'), 'mild', user)
    await paste(group.getByLabelText('Label'), 'Mild', user)
    await paste(group.getByLabelText('Extra charge (€)'), '0', user)
    await user.click(group.getByRole('button', { name: 'Add a choice to Spice' }))
    const hot = within(group.getByRole('group', { name: 'Choice 2: choice 2' }))
    await waitFor(() => expect(hot.getByLabelText('Code')).toHaveFocus())
    await paste(hot.getByLabelText('Code'), 'hot', user)
    await paste(hot.getByLabelText('Label'), 'Hot', user)
    await paste(hot.getByLabelText('Label (Vietnamese)'), 'Cay', user)
    await paste(hot.getByLabelText('Extra charge (€)'), '0.5', user)
    // The first choice is the default until another is picked.
    expect(
      within(group.getByRole('group', { name: 'Choice 1: Mild' })).getByRole('radio', {
        name: 'Default choice',
      }),
    ).toBeChecked()
    await user.click(
      within(group.getByRole('group', { name: 'Choice 2: Hot' })).getByRole('radio', {
        name: 'Default choice',
      }),
    )

    // The hot choice adds an egg; the dish itself has fish sauce and peanuts (issue 12 §2).
    const hotChoice = within(group.getByRole('group', { name: 'Choice 2: Hot' }))
    await user.click(hotChoice.getByText('Adds 0 allergens'))
    await user.click(hotChoice.getByRole('checkbox', { name: '3. Eggs' }))
    expect(hotChoice.getByText('Adds 1 allergen')).toBeInTheDocument()
    const allergens = within(
      dialog.getByRole('group', { name: 'Allergens (EU Regulation 1169/2011)' }),
    )
    expect(allergens.getByRole('checkbox', { name: 'Not stated yet' })).toBeChecked()
    await user.click(allergens.getByRole('checkbox', { name: 'Not stated yet' }))
    await user.click(allergens.getByRole('checkbox', { name: '5. Peanuts' }))
    await user.click(allergens.getByRole('checkbox', { name: '4. Fish' }))
    await user.selectOptions(dialog.getByLabelText('Spiciness'), 'Spicy')
    // Issue 22 §2: the category's rate first, what it comes to, then Settings' rates.
    const rate = dialog.getByLabelText('VAT rate')
    expect(
      await within(rate).findByRole('option', { name: 'Super-reduced rate (5%)' }),
    ).toBeVisible()
    expect(rate).toHaveDisplayValue('Category default — Reduced rate (19%)')
    await user.selectOptions(rate, 'Super-reduced rate (5%)')

    await user.click(dialog.getByRole('button', { name: 'Create dish' }))
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument()
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/admin/foods')!
    expect(post.headers.token).toBe('admin-token')
    expect(post.body).toEqual({
      name: 'Bún chả',
      nameVI: 'Bún chả Hà Nội',
      nameEN: 'Hanoi grilled pork',
      nameSK: 'Grilovaná bravčovina',
      description: 'Grilled pork with vermicelli',
      descriptionVI: '',
      descriptionEN: '',
      descriptionSK: 'Grilovaná bravčovina',
      price: 12.5,
      sku: 'BC-01',
      category: 'Noodles',
      status: 'active',
      image: '',
      isPromotion: true,
      promotionPrice: 10,
      options: [
        {
          name: 'Spice',
          nameVI: '',
          nameEN: '',
          nameSK: '',
          pricingMode: 'add',
          defaultChoiceCode: 'hot',
          choices: [
            {
              code: 'mild',
              label: 'Mild',
              labelVI: '',
              labelEN: '',
              labelSK: '',
              price: 0,
              allergens: [],
            },
            {
              code: 'hot',
              label: 'Hot',
              labelVI: 'Cay',
              labelEN: '',
              labelSK: '',
              price: 0.5,
              allergens: ['eggs'],
            },
          ],
        },
      ],
      // In the Annex's order, whatever order they were ticked in.
      allergens: ['fish', 'peanuts'],
      dietaryTags: [],
      spicy: 2,
      vatRateId: 'super-reduced',
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const row = within(item('Bún chả'))
    expect(row.getByText('€10')).toBeInTheDocument()
    expect(row.getByText('-20%')).toBeInTheDocument()
    expect(row.getByText('Spice')).toBeInTheDocument()
  }, 30_000)

  it('refuses a vegan dish with milk before sending it, at the tags', async () => {
    const calls = adminShop()
    const { user, dialog } = await openNewDish()
    await user.click(dialog.getByRole('checkbox', { name: 'Not stated yet' }))
    await user.click(dialog.getByRole('checkbox', { name: '7. Milk' }))
    await user.click(dialog.getByRole('checkbox', { name: 'Vegan' }))
    await user.click(dialog.getByRole('button', { name: 'Create dish' }))
    expect(
      await dialog.findByText(
        'A vegan dish cannot contain milk, eggs, fish, crustaceans or molluscs',
      ),
    ).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/foods')).toBe(
      false,
    )
  })

  it('says when an override group keeps the shop from showing the percent', async () => {
    adminShop()
    const { user, dialog } = await openNewDish()
    await paste(dialog.getByLabelText('Price (€)'), '12', user)
    await user.click(dialog.getByRole('checkbox', { name: 'On promotion' }))
    expect(
      dialog.getByText('Enter a promotion price below the price to see the discount.'),
    ).toBeInTheDocument()
    await paste(dialog.getByLabelText('Promotion price (€)'), '9', user)
    await user.click(dialog.getByRole('button', { name: 'Add an option group' }))
    await user.click(dialog.getByRole('radio', { name: 'Replaces the dish price' }))
    expect(dialog.getByText(/A 25% discount, but the shop shows no badge/)).toBeInTheDocument()
    expect(dialog.getByLabelText('Choice price (€)')).toHaveAttribute('min', '0.01')
  })

  it('checks the form before sending and says what is wrong next to each field', async () => {
    const calls = adminShop()
    const { user, dialog } = await openNewDish()
    await paste(dialog.getByLabelText('Price (€)'), '12.345', user)
    await user.click(dialog.getByRole('checkbox', { name: 'On promotion' }))
    await paste(dialog.getByLabelText('Promotion price (€)'), '13', user)
    await user.click(dialog.getByRole('button', { name: 'Add an option group' }))
    await user.click(dialog.getByRole('radio', { name: 'Replaces the dish price' }))
    await paste(dialog.getByLabelText('Choice price (€)'), '0', user)
    await user.click(dialog.getByRole('button', { name: 'Create dish' }))

    expect(dialog.getByRole('alert')).toHaveTextContent('Please correct the marked fields.')
    expect(calls.some((call) => call.url === '/api/admin/foods')).toBe(false)
    const name = dialog.getByLabelText('Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is required')
    await waitFor(() => expect(name).toHaveFocus())
    expect(dialog.getByLabelText('Slovak name')).toHaveAccessibleDescription(
      'Slovak name is required',
    )
    expect(dialog.getByLabelText('Price (€)')).toHaveAccessibleDescription(
      'Price must have at most 2 decimals',
    )
    expect(dialog.getByLabelText('Category')).toHaveAccessibleDescription('Category is required')
    expect(dialog.getByLabelText('Promotion price (€)')).toHaveAccessibleDescription(
      'The promotion price must be lower than the price',
    )
    expect(dialog.getByLabelText('Group name')).toHaveAccessibleDescription(
      'Option name is required',
    )
    expect(dialog.getByLabelText('Choice price (€)')).toHaveAccessibleDescription(
      'A choice that replaces the price must cost more than 0',
    )

    // Typing into a field clears its own message, and only its own.
    await user.type(name, 'Bún chả')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(dialog.getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true')
  })

  it('reads a group’s own errors out with the group', async () => {
    adminShop()
    const { user, dialog } = await openNewDish()
    await user.click(dialog.getByRole('button', { name: 'Add an option group' }))
    await paste(dialog.getByLabelText('Group name'), 'Size', user)
    await user.click(dialog.getByRole('button', { name: 'Remove choice 1' }))
    await user.click(dialog.getByRole('button', { name: 'Create dish' }))
    expect(dialog.getByRole('group', { name: 'Option group 1: Size' })).toHaveAccessibleDescription(
      'Each option needs at least one choice Choose the default choice of each option',
    )
  })

  it('shows the server’s field errors next to their fields', async () => {
    const withSizes = [food({ options: [SIZE] }), ...DISHES.slice(1)]
    const calls = adminShop(
      {
        'PUT /api/admin/foods/f1': () => ({
          status: 400,
          body: {
            success: false,
            message: 'Please check the dish',
            errors: {
              sku: 'A dish with this SKU already exists',
              'options.0.choices.2.label': 'Label must be at most 80 characters long',
              options: 'At most 10 option groups',
            },
          },
        }),
      },
      withSizes,
    )
    const user = userEvent.setup()
    renderMenu()
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit product' }))
    await user.click(dialog.getByRole('button', { name: 'Save changes' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to update product: Please check the dish At most 10 option groups',
    )
    const sku = dialog.getByLabelText('SKU')
    expect(sku).toHaveAttribute('aria-invalid', 'true')
    expect(sku).toHaveAccessibleDescription('A dish with this SKU already exists')
    await waitFor(() => expect(sku).toHaveFocus())
    const large = within(dialog.getByRole('group', { name: 'Choice 3: Large' }))
    expect(large.getByLabelText('Label')).toHaveAccessibleDescription(
      'Label must be at most 80 characters long',
    )
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1)
  })

  it('edits option groups: moves and removes choices, keeps the default and each image', async () => {
    const withSizes = [food({ options: [SIZE] }), ...DISHES.slice(1)]
    const calls = adminShop(
      {
        'PUT /api/admin/foods/f1': (body) => ({
          success: true,
          message: 'Product updated successfully',
          data: food(body as Partial<Food>),
        }),
      },
      withSizes,
    )
    const user = userEvent.setup()
    renderMenu()
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit product' }))
    const group = within(dialog.getByRole('group', { name: 'Option group 1: Size' }))
    expect(group.getByRole('radio', { name: 'Replaces the dish price' })).toBeChecked()
    expect(
      within(group.getByRole('group', { name: 'Choice 2: Medium' })).getByRole('radio', {
        name: 'Default choice',
      }),
    ).toBeChecked()

    const moveUp = group.getByRole('button', { name: 'Move Large up' })
    await user.click(moveUp)
    await waitFor(() => expect(group.getByRole('button', { name: 'Move Large up' })).toHaveFocus())
    expect(group.getByRole('group', { name: 'Choice 2: Large' })).toBeInTheDocument()
    expect(group.getByRole('button', { name: 'Move Small up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(group.getByRole('button', { name: 'Remove Small' }))
    await waitFor(() =>
      expect(group.getByRole('button', { name: 'Add a choice to Size' })).toHaveFocus(),
    )
    await user.click(dialog.getByRole('button', { name: 'Save changes' }))

    await screen.findByText('Product updated successfully!')
    const put = calls.find((call) => call.method === 'PUT')!
    expect((put.body as { options: unknown }).options).toEqual([
      {
        name: 'Size',
        nameVI: '',
        nameEN: '',
        nameSK: '',
        pricingMode: 'override',
        defaultChoiceCode: 'm',
        choices: [
          {
            code: 'l',
            label: 'Large',
            labelVI: '',
            labelEN: '',
            labelSK: '',
            price: 14,
            allergens: [],
          },
          {
            code: 'm',
            label: 'Medium',
            labelVI: '',
            labelEN: '',
            labelSK: '',
            price: 12.5,
            image: 'medium.webp',
            allergens: [],
          },
        ],
      },
    ])
  })

  it('removes an option group and gives the focus back to Add', async () => {
    const withSizes = [food({ options: [SIZE] }), ...DISHES.slice(1)]
    adminShop({}, withSizes)
    const user = userEvent.setup()
    renderMenu()
    await user.click(await screen.findByRole('button', { name: 'Edit Phở bò' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit product' }))
    await user.click(dialog.getByRole('button', { name: 'Remove group Size' }))
    expect(dialog.queryByRole('group', { name: /Option group/ })).not.toBeInTheDocument()
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Add an option group' })).toHaveFocus(),
    )
  })

  it('reports a create that failed', async () => {
    adminShop({
      'POST /api/admin/foods': () => ({
        status: 400,
        body: { success: false, message: 'There is no category called "Noodles"' },
      }),
    })
    const { user, dialog } = await openNewDish()
    for (const [label, text] of [
      ['Name', 'Gỏi cuốn'],
      ['Vietnamese name', 'Gỏi cuốn'],
      ['English name', 'Summer rolls'],
      ['Slovak name', 'Letné závitky'],
      ['Price (€)', '6'],
      ['SKU', 'GC-01'],
    ] as const) {
      await paste(dialog.getByLabelText(label), text, user)
    }
    await user.selectOptions(dialog.getByLabelText('Category'), 'Noodles')
    await user.click(dialog.getByRole('button', { name: 'Create dish' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to create product: There is no category called "Noodles"',
    )
    expect(screen.getByRole('dialog', { name: 'New dish' })).toBeInTheDocument()
  })
})
