// Deterministic builders for tests in every workspace; app code never imports this entry.
import type { Allergen, DietaryTag, SpicyLevel } from '../src/allergens'
import type { OptionGroup, PricedFood } from '../src/food'
import type { Address, ContactBody, PlaceOrderBody, ReservationBody } from '../src/validation'

export interface TestFood extends PricedFood {
  _id: string
  name: string
  nameVI: string
  nameEN: string
  nameSK: string
  description: string
  descriptionVI: string
  descriptionEN: string
  descriptionSK: string
  sku: string
  category: string
  status: string
  soldCount: number
  likes: number
  allergens: Allergen[] | null
  dietaryTags: DietaryTag[]
  spicy: SpicyLevel
  soldOutUntil: string | null
}

/** A size choice that replaces the price: S €10, M €12.50 (default), L €14. */
export function makeOptionGroup(overrides: Partial<OptionGroup> = {}): OptionGroup {
  return {
    name: 'Size',
    pricingMode: 'override',
    defaultChoiceCode: 'm',
    choices: [
      { code: 's', label: 'Small', priceCents: 1000 },
      { code: 'm', label: 'Medium', priceCents: 1250 },
      { code: 'l', label: 'Large', priceCents: 1400 },
    ],
    ...overrides,
  }
}

/** An active €12.50 noodle soup without options or promotion. */
export function makeFood(overrides: Partial<TestFood> = {}): TestFood {
  return {
    _id: 'food-1',
    name: 'Phở bò',
    nameVI: 'Phở bò',
    nameEN: 'Beef pho',
    nameSK: 'Hovädzie pho',
    description: 'Rice noodle soup with beef',
    descriptionVI: '',
    descriptionEN: '',
    descriptionSK: '',
    sku: 'PHO-001',
    category: 'Noodles',
    status: 'active',
    priceCents: 1250,
    isPromotion: false,
    originalPriceCents: 1250,
    promotionPriceCents: 0,
    soldCount: 0,
    likes: 0,
    options: [],
    image: 'pho.webp',
    allergens: null,
    dietaryTags: [],
    spicy: 0,
    soldOutUntil: null,
    ...overrides,
  }
}

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    firstName: 'Lan',
    lastName: 'Nguyen',
    street: 'Obchodná 1',
    city: 'Bratislava',
    state: 'Bratislavský kraj',
    zipcode: '81106',
    country: 'Slovakia',
    phone: '0901234567',
    email: 'lan@example.com',
    ...overrides,
  }
}

/** One makeFood() line: €12.50 plus the €2 delivery fee. */
export function makeOrderBody(overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  // Partial of the union loses which fulfilment goes with a table token: a test that orders at
  // a table gives both, and the server's schema is what checks the body.
  return {
    address: makeAddress(),
    items: [{ _id: 'food-1', quantity: 1 }],
    amount: 14.5,
    orderType: 'guest',
    ...overrides,
  } as PlaceOrderBody
}

/** A Tuesday evening far enough ahead that no test clock makes it a past date. */
export function makeReservationBody(overrides: Partial<ReservationBody> = {}): ReservationBody {
  return {
    customerName: 'Lan Nguyen',
    phone: '0901234567',
    email: 'lan@example.com',
    reservationDate: '2030-01-15',
    reservationTime: '19:00',
    numberOfPeople: 4,
    note: '',
    ...overrides,
  }
}

export function makeContactBody(overrides: Partial<ContactBody> = {}): ContactBody {
  return {
    name: 'Lan Nguyen',
    email: 'lan@example.com',
    subject: 'general',
    message: 'Do you deliver to Petržalka?',
    ...overrides,
  }
}
