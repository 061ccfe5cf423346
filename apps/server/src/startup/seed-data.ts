// The demo restaurant: a Vietnamese kitchen in Bratislava, as `npm start` opens it on an empty
// database. Pictures are composed from `icon` (a Fluent Emoji name) on `background`.

import type { Allergen, DietaryTag, SpicyLevel } from '@quan/domain/allergens'

// Structurally the domain's OptionGroup: declared here so the data depends on no other module
// (but for the allergen codes' type, which the compiler erases).
export interface OptionChoice {
  code: string
  /** The base label, shown where a language has none. */
  label: string
  labelVI: string
  labelEN: string
  labelSK: string
  priceCents: number
  image?: string
  /** What the choice adds to the dish's own allergens. */
  allergens?: Allergen[]
}

export interface OptionGroup {
  /** The base name, which keys the chosen options of an order whatever the guest's language. */
  name: string
  nameVI: string
  nameEN: string
  nameSK: string
  pricingMode: 'override' | 'add'
  defaultChoiceCode: string
  choices: OptionChoice[]
}

export interface SeedCategory {
  /** The key dishes name as their `category`, in English. */
  name: string
  nameVI: string
  nameEN: string
  nameSK: string
  icon: string
  background: string
}

export interface SeedDish {
  name: string
  nameVI: string
  nameEN: string
  nameSK: string
  /** The base description, in English, shown where a language has none. */
  description: string
  descriptionVI: string
  descriptionEN: string
  descriptionSK: string
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
  {
    name: 'Noodles',
    nameVI: 'Bún, phở & mì',
    nameEN: 'Noodles',
    nameSK: 'Rezance a polievky',
    icon: 'steaming-bowl',
    background: '#e9a868',
  },
  {
    name: 'Main Course',
    nameVI: 'Món chính',
    nameEN: 'Main courses',
    nameSK: 'Hlavné jedlá',
    icon: 'pot-of-food',
    background: '#c8794f',
  },
  {
    name: 'Appetizers',
    nameVI: 'Khai vị',
    nameEN: 'Appetizers',
    nameSK: 'Predjedlá',
    icon: 'dumpling',
    background: '#d9b26a',
  },
  {
    name: 'Drinks',
    nameVI: 'Đồ uống',
    nameEN: 'Drinks',
    nameSK: 'Nápoje',
    icon: 'bubble-tea',
    background: '#c792b0',
  },
  {
    name: 'Desserts',
    nameVI: 'Tráng miệng',
    nameEN: 'Desserts',
    nameSK: 'Dezerty',
    icon: 'custard',
    background: '#e6b8a2',
  },
  {
    name: 'Pizza',
    nameVI: 'Pizza',
    nameEN: 'Pizza',
    nameSK: 'Pizza',
    icon: 'pizza',
    background: '#c0573f',
  },
  {
    name: 'Sides',
    nameVI: 'Món ăn kèm',
    nameEN: 'Sides',
    nameSK: 'Prílohy',
    icon: 'french-fries',
    background: '#a9b77a',
  },
  {
    name: 'Rice',
    nameVI: 'Cơm',
    nameEN: 'Rice',
    nameSK: 'Ryžové jedlá',
    icon: 'cooked-rice',
    background: '#d8a15a',
  },
]

const phoSize = (small: number, regular: number, large: number): OptionGroup => ({
  name: 'Size',
  nameVI: 'Cỡ bát',
  nameEN: 'Size',
  nameSK: 'Veľkosť',
  pricingMode: 'override',
  defaultChoiceCode: 'm',
  choices: [
    {
      code: 's',
      label: 'Small',
      labelVI: 'Nhỏ',
      labelEN: 'Small',
      labelSK: 'Malá',
      priceCents: small,
    },
    {
      code: 'm',
      label: 'Regular',
      labelVI: 'Vừa',
      labelEN: 'Regular',
      labelSK: 'Stredná',
      priceCents: regular,
    },
    {
      code: 'l',
      label: 'Large',
      labelVI: 'Lớn',
      labelEN: 'Large',
      labelSK: 'Veľká',
      priceCents: large,
    },
  ],
})

const pizzaSize = (regular: number, large: number): OptionGroup => ({
  name: 'Size',
  nameVI: 'Kích cỡ',
  nameEN: 'Size',
  nameSK: 'Veľkosť',
  pricingMode: 'override',
  defaultChoiceCode: 'm',
  choices: [
    {
      code: 'm',
      label: '30 cm',
      labelVI: '30 cm',
      labelEN: '30 cm',
      labelSK: '30 cm',
      priceCents: regular,
    },
    {
      code: 'l',
      label: '40 cm',
      labelVI: '40 cm',
      labelEN: '40 cm',
      labelSK: '40 cm',
      priceCents: large,
    },
  ],
})

const iceLevel: OptionGroup = {
  name: 'Ice',
  nameVI: 'Lượng đá',
  nameEN: 'Ice',
  nameSK: 'Ľad',
  pricingMode: 'add',
  defaultChoiceCode: 'normal',
  choices: [
    {
      code: 'normal',
      label: 'Normal ice',
      labelVI: 'Đá bình thường',
      labelEN: 'Normal ice',
      labelSK: 'S ľadom',
      priceCents: 0,
    },
    {
      code: 'less',
      label: 'Less ice',
      labelVI: 'Ít đá',
      labelEN: 'Less ice',
      labelSK: 'Menej ľadu',
      priceCents: 0,
    },
    {
      code: 'none',
      label: 'No ice',
      labelVI: 'Không đá',
      labelEN: 'No ice',
      labelSK: 'Bez ľadu',
      priceCents: 0,
    },
  ],
}

const spiceLevel: OptionGroup = {
  name: 'Spice level',
  nameVI: 'Độ cay',
  nameEN: 'Spice level',
  nameSK: 'Pikantnosť',
  pricingMode: 'add',
  defaultChoiceCode: 'medium',
  choices: [
    {
      code: 'mild',
      label: 'Mild',
      labelVI: 'Ít cay',
      labelEN: 'Mild',
      labelSK: 'Jemne pikantné',
      priceCents: 0,
    },
    {
      code: 'medium',
      label: 'Medium',
      labelVI: 'Cay vừa',
      labelEN: 'Medium',
      labelSK: 'Stredne pikantné',
      priceCents: 0,
    },
    {
      code: 'hot',
      label: 'Hot',
      labelVI: 'Cay nhiều',
      labelEN: 'Hot',
      labelSK: 'Veľmi pikantné',
      priceCents: 0,
    },
  ],
}

// What several dishes offer on top, named and translated once.
const noExtras: OptionChoice = {
  code: 'none',
  label: 'No extras',
  labelVI: 'Không thêm gì',
  labelEN: 'No extras',
  labelSK: 'Bez doplnkov',
  priceCents: 0,
}

const friedEgg: OptionChoice = {
  code: 'egg',
  label: 'Fried egg',
  labelVI: 'Trứng ốp la',
  labelEN: 'Fried egg',
  labelSK: 'Volské oko',
  priceCents: 100,
  allergens: ['eggs'],
}

const extras = (...choices: OptionChoice[]): OptionGroup => ({
  name: 'Extras',
  nameVI: 'Món thêm',
  nameEN: 'Extras',
  nameSK: 'Doplnky',
  pricingMode: 'add',
  defaultChoiceCode: 'none',
  choices: [noExtras, ...choices],
})

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
    descriptionVI:
      'Nước dùng xương bò ninh mười hai tiếng cùng hoa hồi và quế, bánh phở mềm mượt và những ' +
      'lát thịt bò thái mỏng. Ăn kèm rau thơm, chanh và ớt tươi.',
    descriptionEN:
      'Our twelve-hour beef bone broth with star anise and cinnamon, silky rice noodles and ' +
      'thin slices of tender beef. Served with fresh herbs, lime and chilli on the side.',
    descriptionSK:
      'Náš hovädzí vývar z kostí, ktorý varíme dvanásť hodín s badiánom a škoricou, hodvábne ' +
      'ryžové rezance a tenké plátky jemnej hovädziny. Bokom podávame čerstvé bylinky, limetku ' +
      'a čili.',
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
      extras(
        {
          code: 'egg',
          label: 'Soft-boiled egg',
          labelVI: 'Trứng lòng đào',
          labelEN: 'Soft-boiled egg',
          labelSK: 'Vajce namäkko',
          priceCents: 100,
          allergens: ['eggs'],
        },
        {
          code: 'beef',
          label: 'Extra beef',
          labelVI: 'Thêm thịt bò',
          labelEN: 'Extra beef',
          labelSK: 'Hovädzie mäso navyše',
          priceCents: 250,
        },
      ),
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
    descriptionVI:
      'Nước dùng gà trong và thanh, thơm gừng và hành nướng, bánh phở cùng thịt gà xé, rắc ' +
      'hành lá và rau mùi.',
    descriptionEN:
      'A clear, gentle chicken broth with ginger and charred onion, rice noodles and pulled ' +
      'chicken, finished with spring onion and coriander.',
    descriptionSK:
      'Čistý, jemný kurací vývar so zázvorom a opálenou cibuľou, ryžové rezance a trhané ' +
      'kuracie mäso, dochutené jarnou cibuľkou a koriandrom.',
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
    descriptionVI:
      'Chả viên và thịt ba chỉ nướng than hoa thả trong bát nước mắm chua ngọt còn ấm, ăn cùng ' +
      'bún và rổ rau sống, đúng kiểu bữa trưa của người Hà Nội.',
    descriptionEN:
      'Charcoal-grilled pork patties and pork belly in a warm sweet-and-sour fish sauce dip, ' +
      'with rice vermicelli and a basket of fresh herbs, the way Hanoi eats lunch.',
    descriptionSK:
      'Bravčové fašírky a bôčik grilované na drevenom uhlí, v teplom sladkokyslom dipe z ' +
      'rybacej omáčky, s ryžovými rezancami a košíkom čerstvých byliniek. Presne tak obeduje ' +
      'Hanoj.',
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
    descriptionVI:
      'Nước dùng sả cay nồng của cố đô Huế, sợi bún to tròn, bắp bò và chân giò lợn. Đậm đà, thơm ' +
      'lừng và ấm bụng.',
    descriptionEN:
      'The fiery lemongrass broth of the old imperial city with thick round rice noodles, ' +
      'beef shank and pork. Bold, aromatic and warming.',
    descriptionSK:
      'Ohnivý vývar s citrónovou trávou zo starého cisárskeho mesta Huế, s hrubými okrúhlymi ' +
      'ryžovými rezancami, hovädzou stopkou a bravčovým mäsom. Výrazný, voňavý a hrejivý.',
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
    descriptionVI:
      'Mì trứng xào lửa lớn cùng rau củ giòn ngọt, tỏi và xì dầu sánh bóng. Chọn thịt, tôm hay ' +
      'đậu phụ tùy thích.',
    descriptionEN:
      'Egg noodles tossed in a hot wok with crisp vegetables, garlic and a glossy soy sauce. ' +
      'Pick the topping you like best.',
    descriptionSK:
      'Vaječné rezance prehadzované v rozpálenom woku s chrumkavou zeleninou, cesnakom a ' +
      'lesklou sójovou omáčkou. K nim si vyberte mäso, krevety alebo tofu.',
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
        nameVI: 'Thịt, tôm hay đậu phụ',
        nameEN: 'Topping',
        nameSK: 'Mäso, krevety alebo tofu',
        pricingMode: 'override',
        defaultChoiceCode: 'chicken',
        choices: [
          {
            code: 'tofu',
            label: 'Tofu',
            labelVI: 'Đậu phụ',
            labelEN: 'Tofu',
            labelSK: 'Tofu',
            priceCents: 990,
          },
          {
            code: 'chicken',
            label: 'Chicken',
            labelVI: 'Thịt gà',
            labelEN: 'Chicken',
            labelSK: 'Kuracie mäso',
            priceCents: 1090,
          },
          {
            code: 'beef',
            label: 'Beef',
            labelVI: 'Thịt bò',
            labelEN: 'Beef',
            labelSK: 'Hovädzie mäso',
            priceCents: 1190,
          },
          {
            code: 'shrimp',
            label: 'Prawns',
            labelVI: 'Tôm',
            labelEN: 'Prawns',
            labelSK: 'Krevety',
            priceCents: 1290,
            allergens: ['crustaceans'],
          },
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
    descriptionVI:
      'Bún mát lạnh với nem rán vàng giòn, cà rốt ngâm chua, xà lách, rau thơm và lạc rang, ' +
      'rưới nước mắm pha theo kiểu của quán.',
    descriptionEN:
      'Cool rice vermicelli with golden spring rolls, pickled carrot, lettuce, herbs and ' +
      'roasted peanuts, dressed with our house fish sauce.',
    descriptionSK:
      'Studené ryžové rezance so zlatistými vyprážanými závitkami, nakladanou mrkvou, ' +
      'hlávkovým šalátom, bylinkami a praženými arašidmi, prelievané našou domácou rybacou ' +
      'omáčkou.',
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
    descriptionVI:
      'Thịt bò xào sả nóng hổi trên nền bún, giá đỗ và rau thơm, rắc hành phi và lạc rang giã ' +
      'dập.',
    descriptionEN:
      'Warm lemongrass-seared beef over vermicelli, bean sprouts and herbs, topped with fried ' +
      'shallots and crushed peanuts.',
    descriptionSK:
      'Teplá hovädzina opečená s citrónovou trávou na ryžových rezancoch, klíčkoch fazule ' +
      'mungo a bylinkách, posypaná vyprážanou šalotkou a drvenými arašidmi.',
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
    descriptionVI:
      'Thăn bò cắt khối xào lửa lớn với hành tây, ớt chuông và bơ tiêu đen, ăn kèm cơm gạo ' +
      'thơm và xà lách xoong trộn.',
    descriptionEN:
      'Cubes of beef sirloin seared in a roaring wok with onion, peppers and black pepper ' +
      'butter, served with jasmine rice and a watercress salad.',
    descriptionSK:
      'Kocky hovädzej roštenky prudko opečené v rozpálenom woku s cibuľou, paprikou a maslom s ' +
      'čiernym korením, podávané s jazmínovou ryžou a šalátom z vodnej žeruchy.',
    category: 'Main Course',
    priceCents: 1490,
    sku: 'MC-001',
    allergens: ['gluten', 'soy', 'milk'],
    icon: 'cut-of-meat',
    background: '#b8604a',
    soldCount: 356,
    likes: 211,
    options: [
      extras(friedEgg, {
        code: 'rice',
        label: 'Extra rice',
        labelVI: 'Thêm cơm',
        labelEN: 'Extra rice',
        labelSK: 'Ryža navyše',
        priceCents: 150,
      }),
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
    descriptionVI:
      'Thịt gà mềm xào với thật nhiều sả, tỏi và ớt tươi, ăn kèm cơm gạo thơm. Thơm nức, cay ' +
      'đúng như bạn thích.',
    descriptionEN:
      'Tender chicken stir-fried with plenty of lemongrass, garlic and fresh chilli, with ' +
      'jasmine rice. Fragrant and just as hot as you like it.',
    descriptionSK:
      'Jemné kuracie mäso restované s poriadnou dávkou citrónovej trávy, cesnaku a čerstvého ' +
      'čili, s jazmínovou ryžou. Voňavé a presne také pálivé, ako máte radi.',
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
    descriptionVI:
      'Cà ri gà nước cốt dừa vàng óng, vị dịu, cùng khoai lang và sả, ăn kèm cơm hoặc bánh mì ' +
      'giòn để chấm.',
    descriptionEN:
      'A mild, golden coconut curry with chicken, sweet potato and lemongrass, served with ' +
      'a crusty baguette or rice for dipping.',
    descriptionSK:
      'Jemné zlatisté karí s kokosovým mliekom, kuracím mäsom, batátmi a citrónovou trávou, ' +
      'podávané s chrumkavou bagetou na namáčanie alebo s ryžou.',
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
    descriptionVI:
      'Cá basa kho liu riu với nước màu, nước mắm và tiêu đen đến khi sánh quyện, đậm đà, mang ' +
      'ra bàn còn sôi lăn tăn trong tộ đất, ăn kèm cơm.',
    descriptionEN:
      'Catfish slowly braised in caramel, fish sauce and black pepper until sticky and rich, ' +
      'brought to the table bubbling in its clay pot, with rice.',
    descriptionSK:
      'Sumec pomaly dusený v karameli, rybacej omáčke a čiernom korení, až kým omáčka ' +
      'nezhustne. Na stôl ho nosíme ešte bublajúci v hlinenom hrnci, s ryžou.',
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
    descriptionVI:
      'Tôm sú chắc mọng đảo đều trong sốt me chua ngọt sánh bóng cùng tỏi và hành lá, ăn kèm ' +
      'cơm gạo thơm.',
    descriptionEN:
      'Juicy king prawns tossed in a sweet, tangy tamarind glaze with garlic and spring onion, ' +
      'served with jasmine rice.',
    descriptionSK:
      'Šťavnaté kráľovské krevety v sladkokyslej tamarindovej glazúre s cesnakom a jarnou ' +
      'cibuľkou, podávané s jazmínovou ryžou.',
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
    descriptionVI:
      'Đậu phụ rán vàng om trong sốt cà chua tươi và hành lá, món chay dân dã quen thuộc, ăn ' +
      'kèm cơm gạo thơm.',
    descriptionEN:
      'Golden fried tofu simmered in a fresh tomato and spring onion sauce, a comforting ' +
      'vegetarian classic with jasmine rice.',
    descriptionSK:
      'Dozlatista vyprážané tofu podusené v omáčke z čerstvých paradajok a jarnej cibuľky. ' +
      'Poctivá vegetariánska klasika s jazmínovou ryžou.',
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
    descriptionVI:
      'Sườn lợn ướp qua đêm với sả, mật ong và tỏi, nướng đến khi cạnh sườn xém vàng, bóng ' +
      'mật. Ăn kèm cơm và dưa chua.',
    descriptionEN:
      'Pork ribs marinated overnight in lemongrass, honey and garlic, then grilled until ' +
      'caramelised at the edges. Served with rice and pickles.',
    descriptionSK:
      'Bravčové rebierka marinované cez noc v citrónovej tráve, mede a cesnaku, potom ' +
      'grilované, kým sa na okrajoch nezačnú karamelizovať. Podávame s ryžou a nakladanou ' +
      'zeleninou.',
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
    descriptionVI:
      'Ổ bánh mì vỏ giòn rụm kẹp pa tê, cà rốt và củ cải trắng ngâm chua, dưa chuột, rau mùi ' +
      'và ớt, cùng loại nhân bạn chọn.',
    descriptionEN:
      'A crackly baguette filled with pâté, pickled carrot and daikon, cucumber, coriander ' +
      'and chilli, plus the filling of your choice.',
    descriptionSK:
      'Chrumkavá bageta plnená paštétou, nakladanou mrkvou a bielou reďkvou, uhorkou, ' +
      'koriandrom a čili, k tomu náplň podľa vlastného výberu.',
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
        nameVI: 'Nhân',
        nameEN: 'Filling',
        nameSK: 'Náplň',
        pricingMode: 'override',
        defaultChoiceCode: 'pork',
        choices: [
          {
            code: 'tofu',
            label: 'Lemongrass tofu',
            labelVI: 'Đậu phụ sả',
            labelEN: 'Lemongrass tofu',
            labelSK: 'Tofu s citrónovou trávou',
            priceCents: 790,
          },
          {
            code: 'pork',
            label: 'Grilled pork',
            labelVI: 'Thịt lợn nướng',
            labelEN: 'Grilled pork',
            labelSK: 'Grilované bravčové mäso',
            priceCents: 890,
          },
          {
            code: 'chicken',
            label: 'Grilled chicken',
            labelVI: 'Gà nướng',
            labelEN: 'Grilled chicken',
            labelSK: 'Grilované kuracie mäso',
            priceCents: 890,
          },
          {
            code: 'beef',
            label: 'Beef',
            labelVI: 'Thịt bò',
            labelEN: 'Beef',
            labelSK: 'Hovädzie mäso',
            priceCents: 990,
          },
        ],
      },
      extras(friedEgg, {
        code: 'cheese',
        label: 'Cheese',
        labelVI: 'Phô mai',
        labelEN: 'Cheese',
        labelSK: 'Syr',
        priceCents: 80,
        allergens: ['milk'],
      }),
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
    descriptionVI:
      'Bánh tráng cuốn tôm, thịt lợn, bún, xà lách và rau húng, chấm sốt tương đen và lạc béo ' +
      'bùi. Nhẹ nhàng, mát lành và tươi ngon.',
    descriptionEN:
      'Rice paper rolled around prawns, pork, vermicelli, lettuce and mint, with a creamy ' +
      'peanut hoisin dip. Light, cool and fresh.',
    descriptionSK:
      'Závitky z ryžového papiera plnené krevetami, bravčovým mäsom, ryžovými rezancami, ' +
      'šalátom a mätou, s krémovým dipom z arašidov a omáčky hoisin. Ľahké, chladivé a svieže.',
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
        nameVI: 'Khẩu phần',
        nameEN: 'Portion',
        nameSK: 'Porcia',
        pricingMode: 'override',
        defaultChoiceCode: 'two',
        choices: [
          {
            code: 'two',
            label: '2 rolls',
            labelVI: '2 cuốn',
            labelEN: '2 rolls',
            labelSK: '2 závitky',
            priceCents: 590,
          },
          {
            code: 'four',
            label: '4 rolls',
            labelVI: '4 cuốn',
            labelEN: '4 rolls',
            labelSK: '4 závitky',
            priceCents: 1090,
          },
        ],
      },
    ],
  },
  {
    name: 'Nem rán',
    nameVI: 'Nem rán',
    nameEN: 'Crispy Spring Rolls',
    nameSK: 'Vyprážané jarné závitky',
    description:
      'Hand-rolled spring rolls filled with pork, glass noodles and wood ear mushrooms, fried ' +
      'until shatteringly crisp. Wrap them in lettuce and dip.',
    descriptionVI:
      'Nem rán cuốn tay nhân thịt lợn, miến và mộc nhĩ, chiên giòn rụm. Cuốn cùng xà lách rồi ' +
      'chấm nước mắm.',
    descriptionEN:
      'Hand-rolled spring rolls filled with pork, glass noodles and wood ear mushrooms, fried ' +
      'until shatteringly crisp. Wrap them in lettuce and dip.',
    descriptionSK:
      'Ručne balené závitky plnené bravčovým mäsom, sklenenými rezancami a hubami ucho ' +
      'Judášovo, vyprážané dochrumkava. Zabaľte ich do listu šalátu a namáčajte v omáčke.',
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
    descriptionVI:
      'Vỏ bánh giòn rụm từ bột gạo, nghệ và nước cốt dừa, gấp đôi ôm lấy tôm, thịt lợn và giá ' +
      'đỗ, ăn kèm rau sống và nước mắm chua ngọt.',
    descriptionEN:
      'A crisp turmeric and coconut rice pancake folded over prawns, pork and bean sprouts, ' +
      'served with herbs and a sweet fish sauce.',
    descriptionSK:
      'Chrumkavá palacinka z ryžovej múky s kurkumou a kokosovým mliekom, plnená krevetami, ' +
      'bravčovým mäsom a klíčkami fazule mungo, podávaná s bylinkami a sladkou rybacou ' +
      'omáčkou.',
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
    descriptionVI:
      'Tôm xẻ bướm tẩm bột chiên giòn nhẹ, chấm tương ớt ngọt. Ngon đến mức chẳng muốn chia ' +
      'cho ai.',
    descriptionEN:
      'Butterflied prawns in a light, crunchy batter with a sweet chilli dip. Impossible to ' +
      'share.',
    descriptionSK:
      'Naplocho rozrezané krevety v ľahkom chrumkavom cestíčku so sladkým čili dipom. S nikým ' +
      'sa o ne nebudete chcieť deliť.',
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
    descriptionVI:
      'Đu đủ xanh và cà rốt bào sợi trộn rau thơm, lạc rang và nước mắm chanh ớt. Giòn, chua ' +
      'thanh và mát miệng.',
    descriptionEN:
      'Shredded green papaya and carrot with herbs, peanuts and a zesty lime and chilli ' +
      'dressing. Crunchy, tangy and refreshing.',
    descriptionSK:
      'Nastrúhaná zelená papája a mrkva s bylinkami, arašidmi a sviežim limetkovým dresingom s ' +
      'čili. Chrumkavé, príjemne kyslé a osviežujúce.',
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
    descriptionVI:
      'Cánh gà chiên giòn đảo trong sốt nước mắm, đường thốt nốt và tỏi sánh dẻo. Mặn mặn ngọt ' +
      'ngọt, ăn mãi không chán.',
    descriptionEN:
      'Crispy chicken wings tossed in a sticky glaze of fish sauce, palm sugar and garlic. ' +
      'Sweet, salty and very moreish.',
    descriptionSK:
      'Chrumkavé kuracie krídelká v lepkavej glazúre z rybacej omáčky, palmového cukru a ' +
      'cesnaku. Sladké, slané a návykové.',
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
    descriptionVI:
      'Cà phê rang đậm pha phin, nhỏ từng giọt chậm rãi xuống sữa đặc ngọt ngào, thêm thật ' +
      'nhiều đá.',
    descriptionEN:
      'Strong dark-roast coffee slowly dripped through a phin filter over sweet condensed ' +
      'milk and plenty of ice.',
    descriptionSK:
      'Silná tmavo pražená káva, ktorá pomaly prekvapkáva cez filter phin na sladké ' +
      'kondenzované mlieko, s množstvom ľadu.',
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
    descriptionVI: 'Cà phê robusta Việt Nam pha phin: đậm đặc, mạnh mẽ, phảng phất vị sô-cô-la.',
    descriptionEN: 'Vietnamese robusta brewed in a phin filter: intense, chocolatey and bold.',
    descriptionSK:
      'Vietnamská robusta pripravená vo filtri phin: intenzívna, výrazná, s tónmi čokolády.',
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
    descriptionVI: 'Trà đen pha sữa lắc cùng đá, rót lên lớp trân châu đường đen dai mềm.',
    descriptionEN:
      'Black milk tea shaken with ice and served over chewy brown sugar tapioca pearls.',
    descriptionSK:
      'Čierny čaj s mliekom, pretrepaný s ľadom a podávaný na pružných tapiokových perlách v ' +
      'hnedom cukre.',
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
        nameVI: 'Cỡ cốc',
        nameEN: 'Size',
        nameSK: 'Veľkosť',
        pricingMode: 'override',
        defaultChoiceCode: 'm',
        choices: [
          {
            code: 'm',
            label: 'Regular (500 ml)',
            labelVI: 'Vừa (500 ml)',
            labelEN: 'Regular (500 ml)',
            labelSK: 'Stredná (500 ml)',
            priceCents: 420,
          },
          {
            code: 'l',
            label: 'Large (700 ml)',
            labelVI: 'Lớn (700 ml)',
            labelEN: 'Large (700 ml)',
            labelSK: 'Veľká (700 ml)',
            priceCents: 490,
          },
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
    descriptionVI:
      'Trà xanh ướp hoa nhài thơm nhẹ, uống với đá, thức uống quen thuộc mỗi ngày của người Hà ' +
      'Nội.',
    descriptionEN: 'Lightly fragrant jasmine green tea over ice, the everyday drink of Hanoi.',
    descriptionSK:
      'Jemne voňavý zelený čaj s jazmínom na ľade, každodenný nápoj obyvateľov Hanoja.',
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
    descriptionVI: 'Chanh tươi vắt với chút đường mía, thêm nước có ga mát lạnh.',
    descriptionEN:
      'Freshly squeezed lime with a touch of cane sugar, topped up with sparkling water.',
    descriptionSK:
      'Čerstvo vytlačená limetková šťava s trochou trstinového cukru, doliata perlivou vodou.',
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
    descriptionVI: 'Nước dừa ngọt tự nhiên, ướp lạnh, phục vụ nguyên quả.',
    descriptionEN: 'Naturally sweet, chilled coconut water, served in the coconut.',
    descriptionSK: 'Prirodzene sladká vychladená kokosová voda, podávaná priamo v kokose.',
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
    descriptionVI:
      'Bơ chín xay cùng sữa đặc và đá thành cốc sinh tố sánh mịn, béo ngậy, ngọt nhẹ. Món khoái ' +
      'khẩu của dân Sài Gòn.',
    descriptionEN:
      'Ripe avocado blended with condensed milk and ice into a thick, creamy, lightly sweet ' +
      'shake. A Saigon favourite.',
    descriptionSK:
      'Zrelé avokádo mixované s kondenzovaným mliekom a ľadom do hustého, krémového, jemne ' +
      'sladkého nápoja. V Saigone ho milujú.',
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
    descriptionVI: 'Bia lager Việt Nam nhẹ, sảng khoái, ướp lạnh. Hợp tuyệt với mọi món nướng.',
    descriptionEN:
      'A crisp, light Vietnamese lager, ice cold. The perfect match for anything grilled.',
    descriptionSK:
      'Svieži, ľahký vietnamský ležiak, poriadne vychladený. Ideálny ku všetkému grilovanému.',
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
    descriptionVI: 'Nước mía ép tươi khi bạn gọi, thêm chút quất. Sẽ có lại ngay khi mía tươi về.',
    descriptionEN:
      'Sugarcane pressed to order with a squeeze of kumquat. Back as soon as fresh cane arrives.',
    descriptionSK:
      'Šťava z cukrovej trstiny lisovaná na počkanie, s kvapkou kumkvátu. Opäť v ponuke, hneď ' +
      'ako dorazí čerstvá trstina.',
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
    descriptionVI:
      'Từng lớp đậu xanh, đậu đỏ ngọt bùi và thạch lá dứa, phủ đá bào và nước cốt dừa. Mát ' +
      'lạnh và vui mắt.',
    descriptionEN:
      'Layers of sweet mung bean, red beans and pandan jelly under crushed ice and coconut ' +
      'cream. Cooling and playful.',
    descriptionSK:
      'Vrstvy sladkej fazule mungo, červenej fazule a pandanového želé pod drveným ľadom a ' +
      'kokosovou smotanou. Osviežujúci a hravý dezert.',
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
    descriptionVI:
      'Bánh flan trứng mềm mịn dưới lớp caramen sánh đậm, rưới thêm chút cà phê Việt nếu bạn ' +
      'thích.',
    descriptionEN:
      'A silky egg custard under dark caramel, with a splash of Vietnamese coffee poured over ' +
      'if you like.',
    descriptionSK:
      'Zamatový vaječný krém pod tmavým karamelom. Ak chcete, prelejeme ho trochou vietnamskej ' +
      'kávy.',
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
    descriptionVI: 'Chuối và bột báng nấu trong nước cốt dừa ngọt, dùng ấm, rắc vừng rang và lạc.',
    descriptionEN:
      'Warm banana and tapioca pearls in sweet coconut milk, sprinkled with toasted sesame ' +
      'and peanuts.',
    descriptionSK:
      'Teplé banány a tapiokové perly v sladkom kokosovom mlieku, posypané praženým sezamom a ' +
      'arašidmi.',
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
    descriptionVI: 'Hai viên kem dừa béo mịn, rắc dừa sấy giòn và lạc rang.',
    descriptionEN:
      'Two scoops of creamy coconut ice cream with toasted coconut flakes and roasted peanuts.',
    descriptionSK:
      'Dva kopčeky krémovej kokosovej zmrzliny s opekanými kokosovými lupienkami a praženými ' +
      'arašidmi.',
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
    descriptionVI:
      'Xôi nếp nước cốt dừa ngọt dẻo, ăn cùng xoài chín thái lát, rưới chút nước cốt dừa mằn ' +
      'mặn.',
    descriptionEN:
      'Sweet coconut sticky rice with slices of ripe mango and a drizzle of salted coconut ' +
      'cream.',
    descriptionSK:
      'Sladká lepkavá ryža s kokosovým mliekom, plátkami zrelého manga a trochou slanej ' +
      'kokosovej smotany.',
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
    descriptionVI:
      'Đế bánh nướng lò củi với phô mai mozzarella, bò lúc lắc xào tiêu, hành tây tím và chút ' +
      'nước chấm muối tiêu chanh. Khi Sài Gòn gặp Napoli.',
    descriptionEN:
      'Our wood-fired base with mozzarella, wok-seared pepper beef, red onion and a drizzle ' +
      'of lime and pepper dip. Saigon meets Naples.',
    descriptionSK:
      'Naša pizza z pece na drevo s mozzarellou, hovädzími kockami opečenými vo woku s čiernym ' +
      'korením, červenou cibuľou a limetkovým dipom s korením. Saigon sa stretáva s Neapolom.',
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
    descriptionVI:
      'Sốt cà chua, phô mai mozzarella và gà sả, điểm thêm rau mùi tươi, cà rốt ngâm chua và ' +
      'một vòng sốt mayonnaise sriracha.',
    descriptionEN:
      'Tomato, mozzarella and lemongrass chicken, finished with fresh coriander, pickled ' +
      'carrot and a swirl of sriracha mayo.',
    descriptionSK:
      'Paradajkový základ, mozzarella a kuracie mäso s citrónovou trávou, navrch čerstvý ' +
      'koriander, nakladaná mrkva a pruh majonézy so srirachou.',
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
    descriptionVI: 'Tôm, mực, tỏi, ớt, phô mai mozzarella và húng quế trên đế bánh mỏng giòn.',
    descriptionEN:
      'Prawns and squid with garlic, chilli, mozzarella and Thai basil on a crisp thin base.',
    descriptionSK:
      'Krevety a kalamáre s cesnakom, čili, mozzarellou a thajskou bazalkou na tenkom ' +
      'chrumkavom ceste.',
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
    descriptionVI:
      'Rau muống giòn xào nhanh trên lửa lớn với thật nhiều tỏi. Món rau không thể thiếu trên ' +
      'mâm cơm Việt.',
    descriptionEN:
      'Crunchy water spinach flash-fried with lots of garlic. The green every Vietnamese ' +
      'table orders.',
    descriptionSK:
      'Chrumkavý vodný špenát krátko restovaný s poriadnou dávkou cesnaku. Zelenina, ktorá ' +
      'nesmie chýbať na žiadnom vietnamskom stole.',
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
    descriptionVI: 'Khoai tây chiên vàng giòn, rắc chút muối biển, kèm sốt chấm tùy chọn.',
    descriptionEN: 'Golden, crisp fries with a sprinkle of sea salt and a dip of your choice.',
    descriptionSK: 'Zlatisté chrumkavé hranolčeky posypané morskou soľou, s dipom podľa výberu.',
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
        nameVI: 'Sốt chấm',
        nameEN: 'Dip',
        nameSK: 'Dip',
        pricingMode: 'add',
        defaultChoiceCode: 'ketchup',
        choices: [
          {
            code: 'ketchup',
            label: 'Ketchup',
            labelVI: 'Tương cà',
            labelEN: 'Ketchup',
            labelSK: 'Kečup',
            priceCents: 0,
          },
          {
            code: 'mayo',
            label: 'Sriracha mayo',
            labelVI: 'Sốt mayonnaise sriracha',
            labelEN: 'Sriracha mayo',
            labelSK: 'Majonéza so srirachou',
            priceCents: 50,
            allergens: ['eggs'],
          },
          {
            code: 'chilli',
            label: 'Sweet chilli',
            labelVI: 'Tương ớt ngọt',
            labelEN: 'Sweet chilli',
            labelSK: 'Sladká čili omáčka',
            priceCents: 50,
          },
        ],
      },
    ],
  },
  {
    name: 'Cơm trắng',
    nameVI: 'Cơm trắng',
    nameEN: 'Steamed Jasmine Rice',
    nameSK: 'Jazmínová ryža',
    description: 'A bowl of fluffy, fragrant jasmine rice.',
    descriptionVI: 'Một bát cơm gạo thơm trắng dẻo.',
    descriptionEN: 'A bowl of fluffy, fragrant jasmine rice.',
    descriptionSK: 'Miska nadýchanej, voňavej jazmínovej ryže.',
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
    descriptionVI:
      'Cải bẹ xanh, cà rốt và củ cải trắng muối chua theo cách của quán: chua, giòn và tươi ' +
      'mát.',
    descriptionEN: 'House-pickled mustard greens, carrot and daikon: sour, crunchy and bright.',
    descriptionSK:
      'Listová horčica, mrkva a biela reďkev, ktoré nakladáme sami: kyslé, chrumkavé a svieže.',
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
    descriptionVI: 'Bánh phồng tôm nhẹ, xốp, chiên phồng ngay khi bạn gọi, chấm tương ớt ngọt.',
    descriptionEN: 'Light, airy prawn crackers puffed to order, with sweet chilli sauce.',
    descriptionSK:
      'Ľahké, vzdušné krevetové lupienky vyprážané až na objednávku, so sladkou čili omáčkou.',
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
    descriptionVI:
      'Món ruột của người Sài Gòn: sườn cốt lết ướp sả nướng than hoa trên cơm tấm tơi xốp, ' +
      'kèm đồ chua, mỡ hành và nước mắm.',
    descriptionEN:
      'Saigon’s favourite plate: a lemongrass-marinated pork chop grilled over charcoal on ' +
      'fluffy broken rice, with pickles, spring onion oil and fish sauce.',
    descriptionSK:
      'Saigonská klasika: bravčová kotleta marinovaná v citrónovej tráve a grilovaná na ' +
      'drevenom uhlí, na nadýchanej lámanej ryži, s nakladanou zeleninou, olejom s jarnou ' +
      'cibuľkou a rybacou omáčkou.',
    category: 'Rice',
    priceCents: 1290,
    sku: 'RI-001',
    allergens: ['fish'],
    icon: 'cooked-rice',
    background: '#d8a15a',
    soldCount: 458,
    likes: 176,
    options: [
      extras(friedEgg, {
        code: 'cha',
        label: 'Steamed egg meatloaf',
        labelVI: 'Chả trứng hấp',
        labelEN: 'Steamed egg meatloaf',
        labelSK: 'Vaječná sekaná na pare',
        priceCents: 200,
        allergens: ['eggs'],
      }),
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
    descriptionVI:
      'Cơm chiên trên chảo lửa lớn với tôm, lạp xưởng, trứng, đậu Hà Lan và hành lá, dậy mùi ' +
      'khói chảo.',
    descriptionEN:
      'Wok-fried rice with prawns, Chinese sausage, egg, peas and spring onion, smoky from ' +
      'a very hot wok.',
    descriptionSK:
      'Ryža restovaná vo woku s krevetami, čínskou klobáskou, vajíčkom, hráškom a jarnou ' +
      'cibuľkou, s dymovou arómou rozpáleného woku.',
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
    descriptionVI:
      'Đùi gà ướp mật ong và sả, nướng xém cạnh mà vẫn mọng nước, ăn cùng cơm, dưa chuột và cà ' +
      'chua tươi.',
    descriptionEN:
      'Honey and lemongrass chicken thigh, grilled until charred and juicy, over rice with ' +
      'a fresh cucumber and tomato salad.',
    descriptionSK:
      'Kuracie stehno s medom a citrónovou trávou, grilované do chrumkava, no šťavnaté, na ' +
      'ryži so šalátom z čerstvých uhoriek a paradajok.',
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
    descriptionVI:
      'Thịt bò mềm xào lửa lớn với hành tây, cà chua và ớt chuông xanh trong sốt dầu hào đậm ' +
      'đà, ăn kèm cơm gạo thơm.',
    descriptionEN:
      'Tender beef wok-tossed with onion, tomato and green pepper in a savoury oyster sauce, ' +
      'served on jasmine rice.',
    descriptionSK:
      'Jemná hovädzina restovaná vo woku s cibuľou, paradajkami a zelenou paprikou v sýtej ' +
      'ustricovej omáčke, podávaná na jazmínovej ryži.',
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
