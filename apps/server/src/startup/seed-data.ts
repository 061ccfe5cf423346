// The demo restaurant: a Vietnamese kitchen in Bratislava, as `npm start` opens it on an empty
// database. Pictures are composed from `icon` (a Fluent Emoji name) on `background`.

import type { Allergen, DietaryTag, SpicyLevel } from '@quan/domain/allergens'

// Structurally the domain's OptionGroup: declared here so the data depends on no other module
// (but for the allergen codes' type, which the compiler erases).
export interface OptionChoice {
  code: string
  label: string
  priceCents: number
  image?: string
  /** What the choice adds to the dish's own allergens. */
  allergens?: Allergen[]
}

export interface OptionGroup {
  name: string
  pricingMode: 'override' | 'add'
  defaultChoiceCode: string
  choices: OptionChoice[]
}

export interface SeedCategory {
  name: string
  icon: string
  background: string
}

export interface SeedDish {
  name: string
  nameVI: string
  nameEN: string
  nameSK: string
  description: string
  category: string
  priceCents: number
  sku: string
  icon: string
  background: string
  soldCount: number
  likes: number
  isPromotion?: boolean
  originalPriceCents?: number
  promotionPriceCents?: number
  status?: 'active' | 'inactive'
  options?: OptionGroup[]
  /** Annex II allergens of the dish as served by default: required, every demo dish states them. */
  allergens: Allergen[]
  dietaryTags?: DietaryTag[]
  spicy?: SpicyLevel
}

export const seedCategories: SeedCategory[] = [
  { name: 'Noodles', icon: 'steaming-bowl', background: '#e9a868' },
  { name: 'Main Course', icon: 'pot-of-food', background: '#c8794f' },
  { name: 'Appetizers', icon: 'dumpling', background: '#d9b26a' },
  { name: 'Drinks', icon: 'bubble-tea', background: '#c792b0' },
  { name: 'Desserts', icon: 'custard', background: '#e6b8a2' },
  { name: 'Pizza', icon: 'pizza', background: '#c0573f' },
  { name: 'Sides', icon: 'french-fries', background: '#a9b77a' },
  { name: 'Rice', icon: 'cooked-rice', background: '#d8a15a' },
]

const phoSize = (small: number, regular: number, large: number): OptionGroup => ({
  name: 'Size',
  pricingMode: 'override',
  defaultChoiceCode: 'm',
  choices: [
    { code: 's', label: 'Small', priceCents: small },
    { code: 'm', label: 'Regular', priceCents: regular },
    { code: 'l', label: 'Large', priceCents: large },
  ],
})

const pizzaSize = (regular: number, large: number): OptionGroup => ({
  name: 'Size',
  pricingMode: 'override',
  defaultChoiceCode: 'm',
  choices: [
    { code: 'm', label: '30 cm', priceCents: regular },
    { code: 'l', label: '40 cm', priceCents: large },
  ],
})

const iceLevel: OptionGroup = {
  name: 'Ice',
  pricingMode: 'add',
  defaultChoiceCode: 'normal',
  choices: [
    { code: 'normal', label: 'Normal ice', priceCents: 0 },
    { code: 'less', label: 'Less ice', priceCents: 0 },
    { code: 'none', label: 'No ice', priceCents: 0 },
  ],
}

const spiceLevel: OptionGroup = {
  name: 'Spice level',
  pricingMode: 'add',
  defaultChoiceCode: 'medium',
  choices: [
    { code: 'mild', label: 'Mild', priceCents: 0 },
    { code: 'medium', label: 'Medium', priceCents: 0 },
    { code: 'hot', label: 'Hot', priceCents: 0 },
  ],
}

export const seedDishes: SeedDish[] = [
  // Noodles
  {
    name: 'Phở bò',
    nameVI: 'Phở bò',
    nameEN: 'Beef Pho',
    nameSK: 'Hovädzia polievka phở',
    description:
      'Our twelve-hour beef bone broth with star anise and cinnamon, silky rice noodles and ' +
      'thin slices of tender beef. Served with fresh herbs, lime and chilli on the side.',
    category: 'Noodles',
    priceCents: 1190,
    sku: 'NO-001',
    allergens: ['fish'],
    icon: 'steaming-bowl',
    background: '#e9a868',
    soldCount: 874,
    likes: 296,
    options: [
      phoSize(990, 1190, 1390),
      {
        name: 'Extras',
        pricingMode: 'add',
        defaultChoiceCode: 'none',
        choices: [
          { code: 'none', label: 'No extras', priceCents: 0 },
          { code: 'egg', label: 'Soft-boiled egg', priceCents: 100, allergens: ['eggs'] },
          { code: 'beef', label: 'Extra beef', priceCents: 250 },
        ],
      },
    ],
  },
  {
    name: 'Phở gà',
    nameVI: 'Phở gà',
    nameEN: 'Chicken Pho',
    nameSK: 'Kuracia polievka phở',
    description:
      'A clear, gentle chicken broth with ginger and charred onion, rice noodles and pulled ' +
      'chicken, finished with spring onion and coriander.',
    category: 'Noodles',
    priceCents: 1090,
    sku: 'NO-002',
    allergens: ['fish'],
    icon: 'steaming-bowl',
    background: '#e8c07d',
    soldCount: 512,
    likes: 143,
    options: [phoSize(890, 1090, 1290)],
  },
  {
    name: 'Bún chả',
    nameVI: 'Bún chả',
    nameEN: 'Hanoi Grilled Pork with Vermicelli',
    nameSK: 'Grilovaná bravčovina s ryžovými rezancami',
    description:
      'Charcoal-grilled pork patties and pork belly in a warm sweet-and-sour fish sauce dip, ' +
      'with rice vermicelli and a basket of fresh herbs, the way Hanoi eats lunch.',
    category: 'Noodles',
    priceCents: 1250,
    sku: 'NO-003',
    allergens: ['fish'],
    icon: 'meat-on-bone',
    background: '#d98f5c',
    soldCount: 431,
    likes: 188,
    isPromotion: true,
    originalPriceCents: 1250,
    promotionPriceCents: 1090,
  },
  {
    name: 'Bún bò Huế',
    nameVI: 'Bún bò Huế',
    nameEN: 'Spicy Hue Beef Noodle Soup',
    nameSK: 'Pikantná hovädzia polievka Huế',
    description:
      'The fiery lemongrass broth of the old imperial city with thick round rice noodles, ' +
      'beef shank and pork. Bold, aromatic and warming.',
    category: 'Noodles',
    priceCents: 1290,
    sku: 'NO-004',
    allergens: ['crustaceans', 'fish'],
    spicy: 2,
    icon: 'steaming-bowl',
    background: '#cf6a4c',
    soldCount: 268,
    likes: 97,
    options: [spiceLevel],
  },
  {
    name: 'Mì xào',
    nameVI: 'Mì xào',
    nameEN: 'Stir-fried Egg Noodles',
    nameSK: 'Restované vaječné rezance',
    description:
      'Egg noodles tossed in a hot wok with crisp vegetables, garlic and a glossy soy sauce. ' +
      'Pick the topping you like best.',
    category: 'Noodles',
    priceCents: 1090,
    sku: 'NO-005',
    allergens: ['gluten', 'eggs', 'soy'],
    icon: 'spaghetti',
    background: '#e2b46b',
    soldCount: 389,
    likes: 121,
    options: [
      {
        name: 'Protein',
        pricingMode: 'override',
        defaultChoiceCode: 'chicken',
        choices: [
          { code: 'tofu', label: 'Tofu', priceCents: 990 },
          { code: 'chicken', label: 'Chicken', priceCents: 1090 },
          { code: 'beef', label: 'Beef', priceCents: 1190 },
          { code: 'shrimp', label: 'Prawns', priceCents: 1290, allergens: ['crustaceans'] },
        ],
      },
    ],
  },
  {
    name: 'Bún nem',
    nameVI: 'Bún nem',
    nameEN: 'Vermicelli with Crispy Spring Rolls',
    nameSK: 'Ryžové rezance s vyprážanými závitkami',
    description:
      'Cool rice vermicelli with golden spring rolls, pickled carrot, lettuce, herbs and ' +
      'roasted peanuts, dressed with our house fish sauce.',
    category: 'Noodles',
    priceCents: 1150,
    sku: 'NO-006',
    allergens: ['eggs', 'fish', 'peanuts'],
    icon: 'bowl-with-spoon',
    background: '#dcae74',
    soldCount: 305,
    likes: 0,
  },
  {
    name: 'Bún bò Nam Bộ',
    nameVI: 'Bún bò Nam Bộ',
    nameEN: 'Southern Beef Vermicelli Salad',
    nameSK: 'Ryžové rezance s restovanou hovädzinou',
    description:
      'Warm lemongrass-seared beef over vermicelli, bean sprouts and herbs, topped with fried ' +
      'shallots and crushed peanuts.',
    category: 'Noodles',
    priceCents: 1190,
    sku: 'NO-007',
    allergens: ['fish', 'peanuts'],
    icon: 'bowl-with-spoon',
    background: '#b9875a',
    soldCount: 247,
    likes: 84,
  },

  // Main Course
  {
    name: 'Bò lúc lắc',
    nameVI: 'Bò lúc lắc',
    nameEN: 'Shaking Beef',
    nameSK: 'Hovädzie kocky s cibuľou a paprikou',
    description:
      'Cubes of beef sirloin seared in a roaring wok with onion, peppers and black pepper ' +
      'butter, served with jasmine rice and a watercress salad.',
    category: 'Main Course',
    priceCents: 1490,
    sku: 'MC-001',
    allergens: ['gluten', 'soy', 'milk'],
    icon: 'cut-of-meat',
    background: '#b8604a',
    soldCount: 356,
    likes: 211,
    options: [
      {
        name: 'Extras',
        pricingMode: 'add',
        defaultChoiceCode: 'none',
        choices: [
          { code: 'none', label: 'No extras', priceCents: 0 },
          { code: 'egg', label: 'Fried egg', priceCents: 100, allergens: ['eggs'] },
          { code: 'rice', label: 'Extra rice', priceCents: 150 },
        ],
      },
    ],
  },
  {
    name: 'Gà xào sả ớt',
    nameVI: 'Gà xào sả ớt',
    nameEN: 'Lemongrass Chilli Chicken',
    nameSK: 'Kuracie mäso s citrónovou trávou a čili',
    description:
      'Tender chicken stir-fried with plenty of lemongrass, garlic and fresh chilli, with ' +
      'jasmine rice. Fragrant and just as hot as you like it.',
    category: 'Main Course',
    priceCents: 1190,
    sku: 'MC-002',
    allergens: ['fish'],
    spicy: 2,
    icon: 'poultry-leg',
    background: '#d99a55',
    soldCount: 402,
    likes: 156,
    options: [spiceLevel],
  },
  {
    name: 'Cà ri gà',
    nameVI: 'Cà ri gà',
    nameEN: 'Vietnamese Chicken Curry',
    nameSK: 'Vietnamské kuracie karí',
    description:
      'A mild, golden coconut curry with chicken, sweet potato and lemongrass, served with ' +
      'a crusty baguette or rice for dipping.',
    category: 'Main Course',
    priceCents: 1250,
    sku: 'MC-003',
    allergens: ['gluten', 'fish'],
    icon: 'curry-rice',
    background: '#e0a449',
    soldCount: 219,
    likes: 77,
  },
  {
    name: 'Cá kho tộ',
    nameVI: 'Cá kho tộ',
    nameEN: 'Caramelised Fish in Clay Pot',
    nameSK: 'Karamelizovaná ryba v hlinenom hrnci',
    description:
      'Catfish slowly braised in caramel, fish sauce and black pepper until sticky and rich, ' +
      'brought to the table bubbling in its clay pot, with rice.',
    category: 'Main Course',
    priceCents: 1390,
    sku: 'MC-004',
    allergens: ['fish'],
    icon: 'pot-of-food',
    background: '#a8694a',
    soldCount: 138,
    likes: 52,
  },
  {
    name: 'Tôm rang me',
    nameVI: 'Tôm rang me',
    nameEN: 'Tamarind Prawns',
    nameSK: 'Krevety v tamarindovej omáčke',
    description:
      'Juicy king prawns tossed in a sweet, tangy tamarind glaze with garlic and spring onion, ' +
      'served with jasmine rice.',
    category: 'Main Course',
    priceCents: 1490,
    sku: 'MC-005',
    allergens: ['crustaceans', 'fish'],
    icon: 'shrimp',
    background: '#e58f6b',
    soldCount: 176,
    likes: 68,
  },
  {
    name: 'Đậu phụ sốt cà chua',
    nameVI: 'Đậu phụ sốt cà chua',
    nameEN: 'Tofu in Tomato Sauce',
    nameSK: 'Tofu v paradajkovej omáčke',
    description:
      'Golden fried tofu simmered in a fresh tomato and spring onion sauce, a comforting ' +
      'vegetarian classic with jasmine rice.',
    category: 'Main Course',
    priceCents: 990,
    sku: 'MC-006',
    allergens: ['soy'],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'tomato',
    background: '#d7745a',
    soldCount: 94,
    likes: 0,
  },
  {
    name: 'Sườn nướng',
    nameVI: 'Sườn nướng',
    nameEN: 'Grilled Pork Ribs',
    nameSK: 'Grilované bravčové rebierka',
    description:
      'Pork ribs marinated overnight in lemongrass, honey and garlic, then grilled until ' +
      'caramelised at the edges. Served with rice and pickles.',
    category: 'Main Course',
    priceCents: 1450,
    sku: 'MC-007',
    allergens: ['fish'],
    icon: 'meat-on-bone',
    background: '#c4703e',
    soldCount: 263,
    likes: 119,
  },
  {
    name: 'Bánh mì thịt nướng',
    nameVI: 'Bánh mì thịt nướng',
    nameEN: 'Banh Mi Baguette',
    nameSK: 'Vietnamská bageta bánh mì',
    description:
      'A crackly baguette filled with pâté, pickled carrot and daikon, cucumber, coriander ' +
      'and chilli, plus the filling of your choice.',
    category: 'Main Course',
    priceCents: 890,
    sku: 'MC-008',
    allergens: ['gluten', 'eggs', 'soy', 'milk'],
    spicy: 1,
    icon: 'baguette-bread',
    background: '#8fa66e',
    soldCount: 688,
    likes: 241,
    options: [
      {
        name: 'Filling',
        pricingMode: 'override',
        defaultChoiceCode: 'pork',
        choices: [
          { code: 'tofu', label: 'Lemongrass tofu', priceCents: 790 },
          { code: 'pork', label: 'Grilled pork', priceCents: 890 },
          { code: 'chicken', label: 'Grilled chicken', priceCents: 890 },
          { code: 'beef', label: 'Beef', priceCents: 990 },
        ],
      },
      {
        name: 'Extras',
        pricingMode: 'add',
        defaultChoiceCode: 'none',
        choices: [
          { code: 'none', label: 'No extras', priceCents: 0 },
          { code: 'egg', label: 'Fried egg', priceCents: 100, allergens: ['eggs'] },
          { code: 'cheese', label: 'Cheese', priceCents: 80, allergens: ['milk'] },
        ],
      },
    ],
  },

  // Appetizers
  {
    name: 'Gỏi cuốn',
    nameVI: 'Gỏi cuốn',
    nameEN: 'Fresh Summer Rolls',
    nameSK: 'Čerstvé letné závitky',
    description:
      'Rice paper rolled around prawns, pork, vermicelli, lettuce and mint, with a creamy ' +
      'peanut hoisin dip. Light, cool and fresh.',
    category: 'Appetizers',
    priceCents: 590,
    sku: 'AP-001',
    allergens: ['gluten', 'crustaceans', 'peanuts', 'soy'],
    icon: 'burrito',
    background: '#9fb87f',
    soldCount: 593,
    likes: 204,
    options: [
      {
        name: 'Portion',
        pricingMode: 'override',
        defaultChoiceCode: 'two',
        choices: [
          { code: 'two', label: '2 rolls', priceCents: 590 },
          { code: 'four', label: '4 rolls', priceCents: 1090 },
        ],
      },
    ],
  },
  {
    name: 'Chả giò',
    nameVI: 'Chả giò',
    nameEN: 'Crispy Spring Rolls',
    nameSK: 'Vyprážané jarné závitky',
    description:
      'Hand-rolled spring rolls filled with pork, glass noodles and wood ear mushrooms, fried ' +
      'until shatteringly crisp. Wrap them in lettuce and dip.',
    category: 'Appetizers',
    priceCents: 550,
    sku: 'AP-002',
    allergens: ['gluten', 'eggs', 'fish'],
    icon: 'dumpling',
    background: '#dfae63',
    soldCount: 642,
    likes: 187,
  },
  {
    name: 'Bánh xèo',
    nameVI: 'Bánh xèo',
    nameEN: 'Sizzling Crispy Pancake',
    nameSK: 'Chrumkavá vietnamská palacinka',
    description:
      'A crisp turmeric and coconut rice pancake folded over prawns, pork and bean sprouts, ' +
      'served with herbs and a sweet fish sauce.',
    category: 'Appetizers',
    priceCents: 890,
    sku: 'AP-003',
    allergens: ['crustaceans', 'fish'],
    icon: 'taco',
    background: '#e3b04f',
    soldCount: 167,
    likes: 63,
  },
  {
    name: 'Tôm chiên giòn',
    nameVI: 'Tôm chiên giòn',
    nameEN: 'Crispy Fried Prawns',
    nameSK: 'Chrumkavé vyprážané krevety',
    description:
      'Butterflied prawns in a light, crunchy batter with a sweet chilli dip. Impossible to ' +
      'share.',
    category: 'Appetizers',
    priceCents: 690,
    sku: 'AP-004',
    allergens: ['gluten', 'crustaceans', 'eggs'],
    icon: 'fried-shrimp',
    background: '#e8976a',
    soldCount: 226,
    likes: 91,
  },
  {
    name: 'Gỏi đu đủ',
    nameVI: 'Gỏi đu đủ',
    nameEN: 'Green Papaya Salad',
    nameSK: 'Šalát zo zelenej papáje',
    description:
      'Shredded green papaya and carrot with herbs, peanuts and a zesty lime and chilli ' +
      'dressing. Crunchy, tangy and refreshing.',
    category: 'Appetizers',
    priceCents: 690,
    sku: 'AP-005',
    allergens: ['fish', 'peanuts'],
    spicy: 1,
    icon: 'green-salad',
    background: '#b5c27a',
    soldCount: 0,
    likes: 0,
  },
  {
    name: 'Cánh gà chiên nước mắm',
    nameVI: 'Cánh gà chiên nước mắm',
    nameEN: 'Fish Sauce Chicken Wings',
    nameSK: 'Kuracie krídelká s rybacou omáčkou',
    description:
      'Crispy chicken wings tossed in a sticky glaze of fish sauce, palm sugar and garlic. ' +
      'Sweet, salty and very moreish.',
    category: 'Appetizers',
    priceCents: 790,
    sku: 'AP-006',
    allergens: ['gluten', 'fish'],
    icon: 'poultry-leg',
    background: '#cf8446',
    soldCount: 318,
    likes: 132,
    isPromotion: true,
    originalPriceCents: 790,
    promotionPriceCents: 650,
  },

  // Drinks
  {
    name: 'Cà phê sữa đá',
    nameVI: 'Cà phê sữa đá',
    nameEN: 'Vietnamese Iced Coffee',
    nameSK: 'Ľadová káva s kondenzovaným mliekom',
    description:
      'Strong dark-roast coffee slowly dripped through a phin filter over sweet condensed ' +
      'milk and plenty of ice.',
    category: 'Drinks',
    priceCents: 350,
    sku: 'DR-001',
    allergens: ['milk'],
    dietaryTags: ['vegetarian', 'gluten-free'],
    icon: 'cup-with-straw',
    background: '#b08463',
    soldCount: 781,
    likes: 259,
    options: [iceLevel],
  },
  {
    name: 'Cà phê đen nóng',
    nameVI: 'Cà phê đen nóng',
    nameEN: 'Hot Black Coffee',
    nameSK: 'Horúca čierna káva',
    description: 'Vietnamese robusta brewed in a phin filter: intense, chocolatey and bold.',
    category: 'Drinks',
    priceCents: 290,
    sku: 'DR-002',
    allergens: [],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'hot-beverage',
    background: '#a7765a',
    soldCount: 214,
    likes: 45,
  },
  {
    name: 'Trà sữa trân châu',
    nameVI: 'Trà sữa trân châu',
    nameEN: 'Bubble Milk Tea',
    nameSK: 'Mliečny čaj s tapiokovými perlami',
    description: 'Black milk tea shaken with ice and served over chewy brown sugar tapioca pearls.',
    category: 'Drinks',
    priceCents: 420,
    sku: 'DR-003',
    allergens: ['milk'],
    dietaryTags: ['vegetarian'],
    icon: 'bubble-tea',
    background: '#c792b0',
    soldCount: 655,
    likes: 233,
    options: [
      {
        name: 'Size',
        pricingMode: 'override',
        defaultChoiceCode: 'm',
        choices: [
          { code: 'm', label: 'Regular (500 ml)', priceCents: 420 },
          { code: 'l', label: 'Large (700 ml)', priceCents: 490 },
        ],
      },
      iceLevel,
    ],
  },
  {
    name: 'Trà đá',
    nameVI: 'Trà đá',
    nameEN: 'Iced Jasmine Tea',
    nameSK: 'Ľadový jazmínový čaj',
    description: 'Lightly fragrant jasmine green tea over ice, the everyday drink of Hanoi.',
    category: 'Drinks',
    priceCents: 250,
    sku: 'DR-004',
    allergens: [],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'teacup-without-handle',
    background: '#9cb58a',
    soldCount: 297,
    likes: 38,
  },
  {
    name: 'Nước chanh tươi',
    nameVI: 'Nước chanh tươi',
    nameEN: 'Fresh Lime Soda',
    nameSK: 'Čerstvá limetková sóda',
    description:
      'Freshly squeezed lime with a touch of cane sugar, topped up with sparkling water.',
    category: 'Drinks',
    priceCents: 350,
    sku: 'DR-005',
    allergens: [],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'tropical-drink',
    background: '#a9c46c',
    soldCount: 183,
    likes: 0,
    isPromotion: true,
    originalPriceCents: 350,
    promotionPriceCents: 290,
  },
  {
    name: 'Nước dừa',
    nameVI: 'Nước dừa',
    nameEN: 'Fresh Coconut Water',
    nameSK: 'Kokosová voda',
    description: 'Naturally sweet, chilled coconut water, served in the coconut.',
    category: 'Drinks',
    priceCents: 450,
    sku: 'DR-006',
    allergens: [],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'coconut',
    background: '#8fb39a',
    soldCount: 121,
    likes: 29,
  },
  {
    name: 'Sinh tố bơ',
    nameVI: 'Sinh tố bơ',
    nameEN: 'Avocado Smoothie',
    nameSK: 'Avokádové smoothie',
    description:
      'Ripe avocado blended with condensed milk and ice into a thick, creamy, lightly sweet ' +
      'shake. A Saigon favourite.',
    category: 'Drinks',
    priceCents: 490,
    sku: 'DR-007',
    allergens: ['milk'],
    dietaryTags: ['vegetarian', 'gluten-free'],
    icon: 'avocado',
    background: '#a3b86c',
    soldCount: 88,
    likes: 41,
  },
  {
    name: 'Bia Sài Gòn',
    nameVI: 'Bia Sài Gòn',
    nameEN: 'Saigon Beer',
    nameSK: 'Pivo Saigon',
    description:
      'A crisp, light Vietnamese lager, ice cold. The perfect match for anything grilled.',
    category: 'Drinks',
    priceCents: 390,
    sku: 'DR-008',
    allergens: ['gluten'],
    dietaryTags: ['vegetarian', 'vegan'],
    icon: 'beer-mug',
    background: '#dca64e',
    soldCount: 342,
    likes: 76,
  },
  {
    name: 'Nước mía',
    nameVI: 'Nước mía',
    nameEN: 'Sugarcane Juice',
    nameSK: 'Šťava z cukrovej trstiny',
    description:
      'Sugarcane pressed to order with a squeeze of kumquat. Back as soon as fresh cane arrives.',
    category: 'Drinks',
    priceCents: 390,
    sku: 'DR-009',
    allergens: [],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'cup-with-straw',
    background: '#b9c47e',
    soldCount: 64,
    likes: 17,
    status: 'inactive',
  },

  // Desserts
  {
    name: 'Chè ba màu',
    nameVI: 'Chè ba màu',
    nameEN: 'Three-colour Dessert',
    nameSK: 'Trojfarebný dezert chè',
    description:
      'Layers of sweet mung bean, red beans and pandan jelly under crushed ice and coconut ' +
      'cream. Cooling and playful.',
    category: 'Desserts',
    priceCents: 450,
    sku: 'DE-001',
    allergens: [],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'shaved-ice',
    background: '#d79ab0',
    soldCount: 236,
    likes: 102,
    isPromotion: true,
    originalPriceCents: 450,
    promotionPriceCents: 390,
  },
  {
    name: 'Bánh flan',
    nameVI: 'Bánh flan',
    nameEN: 'Caramel Flan',
    nameSK: 'Karamelový flan',
    description:
      'A silky egg custard under dark caramel, with a splash of Vietnamese coffee poured over ' +
      'if you like.',
    category: 'Desserts',
    priceCents: 390,
    sku: 'DE-002',
    allergens: ['eggs', 'milk'],
    dietaryTags: ['vegetarian', 'gluten-free'],
    icon: 'custard',
    background: '#e6b8a2',
    soldCount: 309,
    likes: 124,
  },
  {
    name: 'Chè chuối',
    nameVI: 'Chè chuối',
    nameEN: 'Banana in Coconut Milk',
    nameSK: 'Banány v kokosovom mlieku',
    description:
      'Warm banana and tapioca pearls in sweet coconut milk, sprinkled with toasted sesame ' +
      'and peanuts.',
    category: 'Desserts',
    priceCents: 420,
    sku: 'DE-003',
    allergens: ['peanuts', 'sesame'],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'banana',
    background: '#e3c27a',
    soldCount: 72,
    likes: 0,
  },
  {
    name: 'Kem dừa',
    nameVI: 'Kem dừa',
    nameEN: 'Coconut Ice Cream',
    nameSK: 'Kokosová zmrzlina',
    description:
      'Two scoops of creamy coconut ice cream with toasted coconut flakes and roasted peanuts.',
    category: 'Desserts',
    priceCents: 490,
    sku: 'DE-004',
    allergens: ['milk', 'peanuts'],
    dietaryTags: ['vegetarian', 'gluten-free'],
    icon: 'ice-cream',
    background: '#b7a4c9',
    soldCount: 158,
    likes: 66,
  },
  {
    name: 'Xôi xoài',
    nameVI: 'Xôi xoài',
    nameEN: 'Mango Sticky Rice',
    nameSK: 'Lepkavá ryža s mangom',
    description:
      'Sweet coconut sticky rice with slices of ripe mango and a drizzle of salted coconut ' +
      'cream.',
    category: 'Desserts',
    priceCents: 590,
    sku: 'DE-005',
    allergens: [],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'mango',
    background: '#eab05a',
    soldCount: 0,
    likes: 12,
  },

  // Pizza
  {
    name: 'Pizza bò lúc lắc',
    nameVI: 'Pizza bò lúc lắc',
    nameEN: 'Shaking Beef Pizza',
    nameSK: 'Pizza s hovädzími kockami lúc lắc',
    description:
      'Our wood-fired base with mozzarella, wok-seared pepper beef, red onion and a drizzle ' +
      'of lime and pepper dip. Saigon meets Naples.',
    category: 'Pizza',
    priceCents: 1290,
    sku: 'PI-001',
    allergens: ['gluten', 'soy', 'milk'],
    icon: 'pizza',
    background: '#c0573f',
    soldCount: 146,
    likes: 58,
    options: [pizzaSize(1290, 1690)],
  },
  {
    name: 'Pizza gà sả',
    nameVI: 'Pizza gà sả',
    nameEN: 'Lemongrass Chicken Pizza',
    nameSK: 'Pizza s kuracím mäsom a citrónovou trávou',
    description:
      'Tomato, mozzarella and lemongrass chicken, finished with fresh coriander, pickled ' +
      'carrot and a swirl of sriracha mayo.',
    category: 'Pizza',
    priceCents: 1190,
    sku: 'PI-002',
    allergens: ['gluten', 'eggs', 'milk'],
    icon: 'pizza',
    background: '#d67a4a',
    soldCount: 97,
    likes: 34,
    options: [pizzaSize(1190, 1590)],
  },
  {
    name: 'Pizza hải sản',
    nameVI: 'Pizza hải sản',
    nameEN: 'Seafood Pizza',
    nameSK: 'Pizza s morskými plodmi',
    description:
      'Prawns and squid with garlic, chilli, mozzarella and Thai basil on a crisp thin base.',
    category: 'Pizza',
    priceCents: 1390,
    sku: 'PI-003',
    allergens: ['gluten', 'crustaceans', 'milk', 'molluscs'],
    spicy: 1,
    icon: 'pizza',
    background: '#b85a4e',
    soldCount: 0,
    likes: 0,
    isPromotion: true,
    originalPriceCents: 1390,
    promotionPriceCents: 1190,
  },

  // Sides
  {
    name: 'Rau muống xào tỏi',
    nameVI: 'Rau muống xào tỏi',
    nameEN: 'Morning Glory with Garlic',
    nameSK: 'Vodný špenát na cesnaku',
    description:
      'Crunchy water spinach flash-fried with lots of garlic. The green every Vietnamese ' +
      'table orders.',
    category: 'Sides',
    priceCents: 590,
    sku: 'SI-001',
    allergens: ['fish'],
    icon: 'leafy-green',
    background: '#93b06f',
    soldCount: 284,
    likes: 88,
  },
  {
    name: 'Khoai tây chiên',
    nameVI: 'Khoai tây chiên',
    nameEN: 'French Fries',
    nameSK: 'Hranolčeky',
    description: 'Golden, crisp fries with a sprinkle of sea salt and a dip of your choice.',
    category: 'Sides',
    priceCents: 350,
    sku: 'SI-002',
    allergens: [],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'french-fries',
    background: '#a9b77a',
    soldCount: 467,
    likes: 53,
    options: [
      {
        name: 'Dip',
        pricingMode: 'add',
        defaultChoiceCode: 'ketchup',
        choices: [
          { code: 'ketchup', label: 'Ketchup', priceCents: 0 },
          { code: 'mayo', label: 'Sriracha mayo', priceCents: 50, allergens: ['eggs'] },
          { code: 'chilli', label: 'Sweet chilli', priceCents: 50 },
        ],
      },
    ],
  },
  {
    name: 'Cơm trắng',
    nameVI: 'Cơm trắng',
    nameEN: 'Steamed Jasmine Rice',
    nameSK: 'Dusená jazmínová ryža',
    description: 'A bowl of fluffy, fragrant jasmine rice.',
    category: 'Sides',
    priceCents: 250,
    sku: 'SI-003',
    allergens: [],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'cooked-rice',
    background: '#c9b48a',
    soldCount: 522,
    likes: 14,
  },
  {
    name: 'Dưa chua',
    nameVI: 'Dưa chua',
    nameEN: 'Pickled Vegetables',
    nameSK: 'Nakladaná zelenina',
    description: 'House-pickled mustard greens, carrot and daikon: sour, crunchy and bright.',
    category: 'Sides',
    priceCents: 290,
    sku: 'SI-004',
    allergens: ['mustard'],
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free'],
    icon: 'cucumber',
    background: '#b3be74',
    soldCount: 59,
    likes: 8,
  },
  {
    name: 'Bánh phồng tôm',
    nameVI: 'Bánh phồng tôm',
    nameEN: 'Prawn Crackers',
    nameSK: 'Krevetové lupienky',
    description: 'Light, airy prawn crackers puffed to order, with sweet chilli sauce.',
    category: 'Sides',
    priceCents: 290,
    sku: 'SI-005',
    allergens: ['crustaceans'],
    icon: 'rice-cracker',
    background: '#e1ad72',
    soldCount: 196,
    likes: 27,
  },

  // Rice
  {
    name: 'Cơm tấm sườn',
    nameVI: 'Cơm tấm sườn',
    nameEN: 'Broken Rice with Grilled Pork Chop',
    nameSK: 'Lámaná ryža s grilovanou bravčovou kotletou',
    description:
      'Saigon’s favourite plate: a lemongrass-marinated pork chop grilled over charcoal on ' +
      'fluffy broken rice, with pickles, spring onion oil and fish sauce.',
    category: 'Rice',
    priceCents: 1290,
    sku: 'RI-001',
    allergens: ['fish'],
    icon: 'cooked-rice',
    background: '#d8a15a',
    soldCount: 458,
    likes: 176,
    options: [
      {
        name: 'Extras',
        pricingMode: 'add',
        defaultChoiceCode: 'none',
        choices: [
          { code: 'none', label: 'No extras', priceCents: 0 },
          { code: 'egg', label: 'Fried egg', priceCents: 100, allergens: ['eggs'] },
          { code: 'cha', label: 'Steamed egg meatloaf', priceCents: 200, allergens: ['eggs'] },
        ],
      },
    ],
  },
  {
    name: 'Cơm chiên Dương Châu',
    nameVI: 'Cơm chiên Dương Châu',
    nameEN: 'Yangzhou Fried Rice',
    nameSK: 'Restovaná ryža s krevetami a vajíčkom',
    description:
      'Wok-fried rice with prawns, Chinese sausage, egg, peas and spring onion, smoky from ' +
      'a very hot wok.',
    category: 'Rice',
    priceCents: 1090,
    sku: 'RI-002',
    allergens: ['gluten', 'crustaceans', 'eggs', 'soy'],
    icon: 'cooked-rice',
    background: '#e4bd74',
    soldCount: 337,
    likes: 98,
  },
  {
    name: 'Cơm gà nướng',
    nameVI: 'Cơm gà nướng',
    nameEN: 'Grilled Chicken Rice',
    nameSK: 'Grilované kura s ryžou',
    description:
      'Honey and lemongrass chicken thigh, grilled until charred and juicy, over rice with ' +
      'a fresh cucumber and tomato salad.',
    category: 'Rice',
    priceCents: 1150,
    sku: 'RI-003',
    allergens: ['fish'],
    icon: 'poultry-leg',
    background: '#d28b4f',
    soldCount: 291,
    likes: 109,
    isPromotion: true,
    originalPriceCents: 1150,
    promotionPriceCents: 990,
  },
  {
    name: 'Cơm bò xào',
    nameVI: 'Cơm bò xào',
    nameEN: 'Stir-fried Beef with Rice',
    nameSK: 'Restovaná hovädzina s ryžou',
    description:
      'Tender beef wok-tossed with onion, tomato and green pepper in a savoury oyster sauce, ' +
      'served on jasmine rice.',
    category: 'Rice',
    priceCents: 1250,
    sku: 'RI-004',
    allergens: ['gluten', 'soy', 'molluscs'],
    icon: 'cut-of-meat',
    background: '#b5694b',
    soldCount: 203,
    likes: 71,
  },
]
