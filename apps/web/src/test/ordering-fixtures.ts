import type { DeliveryAreaInEuros } from '@quan/domain/delivery-areas'
import type {
  CategoriesAnswer,
  Category,
  Food,
  MenuAnswer,
  ShopConfig,
  ShopConfigAnswer,
  TrackedOrder,
} from '@quan/domain/answers'

/** A dish as GET /api/food/list sends it (euros): an active €12.50 noodle soup by default. */
export function wireFood(overrides: Partial<Food> = {}): Food {
  return {
    _id: 'pho',
    name: 'Phở bò',
    nameVI: 'Phở bò',
    nameEN: 'Beef pho',
    nameSK: 'Hovädzie pho',
    description: 'Rice noodle soup with beef',
    descriptionVI: '',
    descriptionEN: '',
    descriptionSK: '',
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
    allergens: null,
    dietaryTags: [],
    spicy: 0,
    soldOutUntil: null,
    ...overrides,
  }
}

/** A size option that replaces the price: Small €10, Medium €12.50 (default), Large €14. */
export const sizeOption: Food['options'][number] = {
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
      allergens: [],
    },
    { code: 'l', label: 'Large', labelVI: '', labelEN: '', labelSK: '', price: 14, allergens: [] },
  ],
}

/** One order as POST /api/orders/track and its stream send it: Pending, €17.50 plus €2. */
/** A dish with sizes (the phở) and a plain one (the tea): the menu most ordering tests need. */
export const phoAndTea: Food[] = [
  wireFood({ options: [sizeOption] }),
  wireFood({ _id: 'tea', name: 'Trà', nameEN: 'Lotus tea', category: 'Drinks', price: 3 }),
]

/** The centre at €3 from €15, free from €40; Petržalka at €4.50; nowhere else. */
export const TWO_DELIVERY_AREAS: DeliveryAreaInEuros[] = [
  { name: 'Centre', postalCodes: ['811*'], fee: 3, minimum: 15, freeFrom: 40 },
  { name: 'Petržalka', postalCodes: ['85101'], fee: 4.5, minimum: 0, freeFrom: null },
]

export function trackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    _id: 'o1',
    trackingCode: 'AB123456',
    customerInfo: { name: 'Lan Nguyen', phone: '0901234567', email: 'lan@example.com' },
    address: {
      firstName: 'Lan',
      lastName: 'Nguyen',
      street: 'Obchodná 1',
      city: 'Bratislava',
      state: 'Bratislavský kraj',
      postalCode: '81106',
      country: 'Slovakia',
    },
    subtotal: 17.5,
    deliveryFee: 2,
    amount: 19.5,
    payment: false,
    paymentMethod: 'cash',
    paymentState: 'none',
    refunds: [],
    // Local time, so the test reads the same in every time zone.
    date: '2026-11-22T14:05:00',
    status: 'Pending',
    orderType: 'guest',
    fulfilment: 'delivery',
    dueAt: null,
    items: [
      {
        _id: 'pho',
        // As sold, with its texts per language (issue 12 §1).
        name: 'Phở bò',
        nameVI: 'Phở bò',
        nameEN: 'Beef pho',
        nameSK: 'Hovädzie pho',
        price: 14,
        quantity: 1,
        selectedOptions: { Size: 'l' },
        choices: [
          {
            group: 'Size',
            groupVI: 'Cỡ',
            groupEN: '',
            groupSK: 'Veľkosť',
            code: 'l',
            label: 'Large',
            labelVI: 'Lớn',
            labelEN: '',
            labelSK: 'Veľká',
          },
        ],
        allergens: ['fish', 'soy'],
      },
      {
        _id: 'gone',
        name: 'Chè ba màu',
        nameVI: '',
        nameEN: '',
        nameSK: '',
        price: 3.5,
        quantity: 1,
        choices: [],
        allergens: null,
      },
    ],
    notes: 'Ring twice, please',
    ...overrides,
  }
}

/** The same for every day of the week, as GET /api/config lists its hours and slots. */
function everyDay<T>(value: T) {
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
  return Object.fromEntries(days.map((day) => [day, value])) as Record<
    keyof ShopConfig['openingHours'],
    T
  >
}

/** GET /api/config's answer: open now, 11:00 to 20:00 every day, delivering round the clock. */
export function shopConfig(overrides: Partial<ShopConfig> = {}): ShopConfigAnswer {
  const data: Omit<ShopConfig, 'hours' | 'closuresAhead'> &
    Partial<Pick<ShopConfig, 'hours' | 'closuresAhead'>> = {
    currency: 'EUR',
    deliveryFee: 2,
    deliveryAreas: [{ name: 'Everywhere', postalCodes: ['*'], fee: 2, minimum: 0, freeFrom: null }],
    timeZone: 'Europe/Bratislava',
    isOpenNow: true,
    nextOpening: null,
    openingHours: everyDay({ open: '11:00', close: '20:00' }),
    deliveryHours: 'always',
    pickupHours: everyDay({ open: '11:00', close: '20:00' }),
    pickupOrdering: { isOpenNow: true, nextOpening: null },
    ordering: {
      pickup: false,
      laterOrders: false,
      leadMinutes: { delivery: 45, pickup: 20 },
      fullSlots: [],
    },
    reservationSlots: everyDay(['11:00', '11:30', '19:00', '19:30']),
    partySize: { min: 1, max: 10 },
    emailConfigured: true,
    // Issue 22 §1: cash only, as a shop without a payment provider.
    payments: { methods: ['cash'] },
    kitchen: {
      paused: false,
      resumesAt: null,
      delayMinutes: 0,
      estimate: { fromMinutes: 30, toMinutes: 60 },
    },
    ...overrides,
  }
  // The hours in full (issue 21 §4), as the server derives them, unless a test gives its own.
  const spans = (hours: ShopConfig['openingHours']) =>
    Object.fromEntries(
      Object.entries(hours).map(([day, span]) => [day, span ? [span] : []]),
    ) as ShopConfig['hours']['opening']
  const kind = (hours: ShopConfig['deliveryHours']) => (hours === 'always' ? hours : spans(hours))
  return {
    success: true,
    data: {
      hours: {
        timeZone: data.timeZone,
        opening: spans(data.openingHours),
        delivery: kind(data.deliveryHours),
        pickup: kind(data.pickupHours),
        closures: [],
      },
      closuresAhead: [],
      ...data,
    },
  }
}

/** The menu answer for mockApi. */
export const foodList = (foods: Food[]) => (): MenuAnswer => ({ success: true, data: foods })

/** A category as GET /api/category sends it: named by its key alone unless told otherwise. */
export function wireCategory(name: string, overrides: Partial<Category> = {}): Category {
  return { _id: name, name, nameVI: '', nameEN: '', nameSK: '', image: '', ...overrides }
}

/** The categories answer for mockApi. */
export const categoryList = (categories: Category[]) => (): CategoriesAnswer => ({
  success: true,
  data: categories,
})

/** Puts a guest cart in local storage before the providers read it. */
export function storeGuestCart(quantities: Record<string, number>) {
  localStorage.setItem('cart', JSON.stringify(quantities))
}
