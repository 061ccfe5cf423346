import type { Food } from '../shared/menu/types'

/** A dish as GET /api/food/list sends it (euros): an active €12.50 noodle soup by default. */
export function wireFood(overrides: Partial<Food> = {}): Food {
  return {
    _id: 'pho',
    name: 'Phở bò',
    nameVI: 'Phở bò',
    nameEN: 'Beef pho',
    nameSK: 'Hovädzie pho',
    description: 'Rice noodle soup with beef',
    price: 12.5,
    image: 'pho.webp',
    sku: 'PHO-001',
    category: 'Noodles',
    status: 'active',
    isPromotion: false,
    originalPrice: 12.5,
    promotionPrice: 0,
    soldCount: 0,
    likes: 0,
    options: [],
    ...overrides,
  }
}

/** A size option that replaces the price: Small €10, Medium €12.50 (default), Large €14. */
export const sizeOption: Food['options'][number] = {
  name: 'Size',
  pricingMode: 'override',
  defaultChoiceCode: 'm',
  choices: [
    { code: 's', label: 'Small', price: 10 },
    { code: 'm', label: 'Medium', price: 12.5 },
    { code: 'l', label: 'Large', price: 14 },
  ],
}

/** The menu answer for mockApi. */
export const foodList = (foods: Food[]) => () => ({ success: true, data: foods })

/** Puts a guest cart in local storage before the providers read it. */
export function storeGuestCart(quantities: Record<string, number>) {
  localStorage.setItem('cart', JSON.stringify(quantities))
}
