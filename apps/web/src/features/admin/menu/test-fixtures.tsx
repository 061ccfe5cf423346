import type { Food } from '@quan/domain/answers'
import { DEFAULT_VAT_SETTINGS } from '@quan/domain/vat'
import { screen } from '@testing-library/react'
import { mockApi } from '../../../test/mock-api'
import { renderWithProviders } from '../../../test/render'
import { MenuSection } from './menu-section'

/** A dish as GET /api/food/list sends it; Phở bò by default. */
export function food(overrides: Partial<Food>): Food {
  return {
    _id: 'f1',
    name: 'Phở bò',
    nameVI: 'Phở bò',
    nameEN: 'Beef pho',
    nameSK: 'Hovädzie pho',
    description: 'Beef noodle soup',
    descriptionVI: '',
    descriptionEN: '',
    descriptionSK: 'Hovädzí vývar s rezancami',
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
    allergens: null,
    dietaryTags: [],
    spicy: 0,
    soldOutUntil: null,
    ...overrides,
  }
}

export const DISHES = [
  food({}),
  food({
    _id: 'f2',
    name: 'Bánh mì',
    nameVI: 'Bánh mì thịt',
    nameEN: 'Pork baguette',
    nameSK: 'Bageta s bravčovým',
    description: '',
    descriptionVI: '',
    descriptionEN: '',
    descriptionSK: '',
    price: 6.5,
    image: 'https://cdn.example.com/banh-mi.webp',
    sku: 'BM-01',
    category: 'Sandwiches',
  }),
  food({
    _id: 'f3',
    name: 'Trà đá',
    nameVI: 'Trà đá',
    nameEN: 'Iced tea',
    nameSK: 'Ľadový čaj',
    image: '',
    sku: 'TD-01',
    price: 2,
    category: 'Drinks',
    status: 'inactive',
  }),
  food({
    _id: 'f4',
    name: 'Chè ba màu',
    nameVI: 'Chè ba màu',
    nameEN: 'Three-colour dessert',
    nameSK: 'Trojfarebný dezert',
    image: '',
    sku: 'CHE-01',
    price: 4,
    category: 'Desserts',
    status: 'archived',
  }),
]

export const CATEGORIES = ['Noodles', 'Sandwiches', 'Drinks', 'Rice'].map((name, index) => ({
  _id: `c${index + 1}`,
  name,
  nameVI: '',
  nameEN: '',
  nameSK: name === 'Drinks' ? 'Nápoje' : '',
  image: index === 0 ? 'noodles.webp' : '',
}))

type Handler = (body: unknown) => unknown

/** The admin's shop: the dish list, the categories, and the admin's own account. */
export function adminShop(extra: Record<string, Handler> = {}, dishes: Food[] = DISHES) {
  return mockApi({
    'GET /api/food/list?forUser=true': () => ({ success: true, data: dishes }),
    'GET /api/food/list': () => ({ success: true, data: dishes }),
    'GET /api/category': () => ({ success: true, data: CATEGORIES }),
    'GET /api/user/me': () => ({
      success: true,
      data: { _id: 'u1', name: 'Quán', email: 'admin@quan.sk', role: 'admin' },
    }),
    'POST /api/cart/get': () => ({ success: true, cartData: {} }),
    'GET /api/admin/vat-rates': () => ({
      success: true,
      message: 'The VAT rates',
      data: DEFAULT_VAT_SETTINGS,
    }),
    ...extra,
  })
}

export function renderMenu(options: { language?: 'en' | 'vi' | 'sk' } = {}) {
  return renderWithProviders(<MenuSection />, { route: '/admin', token: 'admin-token', ...options })
}

/** The list item of the dish whose heading is `name`. */
export const item = (name: string) => screen.getByRole('heading', { name }).closest('li')!
