import type { Food } from '@quan/domain/answers'
import { describe, expect, it } from 'vitest'
import {
  bodyOf,
  checkDish,
  draftOf,
  emptyDraft,
  moved,
  newGroup,
  type DishDraft,
} from './dish-draft'

const valid = (): DishDraft => ({
  ...emptyDraft(),
  name: 'Phở bò',
  nameVI: 'Phở bò',
  nameEN: 'Beef pho',
  nameSK: 'Hovädzie pho',
  price: '12.5',
  sku: 'PHO-01',
  category: 'Noodles',
})

const withGroup = (mode: 'override' | 'add', prices: string[]): DishDraft => {
  const group = newGroup()
  const [first] = group.choices
  const choices = prices.map((price, index) => ({
    ...(index === 0 ? first! : { ...first!, key: `extra${index}` }),
    code: `c${index}`,
    label: `Choice ${index}`,
    price,
  }))
  return {
    ...valid(),
    options: [
      { ...group, name: 'Size', nameVI: '', nameEN: '', nameSK: '', pricingMode: mode, choices },
    ],
  }
}

describe('checkDish', () => {
  it('passes a complete dish', () => {
    expect(checkDish(valid())).toEqual({})
    expect(checkDish(withGroup('add', ['0', '1.5']))).toEqual({})
    expect(checkDish(withGroup('override', ['10', '14']))).toEqual({})
  })

  it('needs every name, the SKU, the category and a price with whole cents', () => {
    const problems = checkDish({ ...emptyDraft(), price: '3.999' })
    expect(problems).toEqual({
      name: 'nameRequired',
      nameVI: 'nameViRequired',
      nameEN: 'nameEnRequired',
      nameSK: 'nameSkRequired',
      price: 'priceDecimals',
      sku: 'skuRequired',
      category: 'categoryRequired',
    })
    expect(checkDish({ ...valid(), price: '0' }).price).toBe('pricePositive')
    expect(checkDish({ ...valid(), price: '-2' }).price).toBe('pricePositive')
    expect(checkDish({ ...valid(), price: '' }).price).toBe('priceRequired')
    expect(checkDish({ ...valid(), sku: 'x'.repeat(51) }).sku).toBe('skuTooLong')
    expect(checkDish({ ...valid(), sku: 'x'.repeat(50) })).toEqual({})
    expect(checkDish({ ...valid(), nameSK: '   ' }).nameSK).toBe('nameSkRequired')
    expect(checkDish({ ...valid(), nameEN: 'x'.repeat(201) }).nameEN).toBe('translatedNameTooLong')
  })

  it('stops prices at €10,000, as the server does (cents must fit its integer columns)', () => {
    expect(checkDish({ ...valid(), price: '10000' })).toEqual({})
    expect(checkDish({ ...valid(), price: '10000.01' }).price).toBe('priceTooHigh')
    expect(checkDish({ ...valid(), price: '1e15' }).price).toBe('priceTooHigh')
    const on = { ...valid(), price: '10000', isPromotion: true }
    expect(checkDish({ ...on, promotionPrice: '20000' }).promotionPrice).toBe(
      'promotionPriceTooHigh',
    )
    expect(checkDish(withGroup('add', ['0', '10000.5']))).toEqual({
      'options.0.choices.1.price': 'choicePriceTooHigh',
    })
  })

  it('wants a promotion price above 0 and below the price, only when on promotion', () => {
    expect(checkDish({ ...valid(), promotionPrice: '99' })).toEqual({})
    const on = { ...valid(), isPromotion: true }
    expect(checkDish({ ...on, promotionPrice: '' }).promotionPrice).toBe('promotionPriceRequired')
    expect(checkDish({ ...on, promotionPrice: '0' }).promotionPrice).toBe('promotionPriceRequired')
    expect(checkDish({ ...on, promotionPrice: '-1' }).promotionPrice).toBe('promotionPriceInvalid')
    expect(checkDish({ ...on, promotionPrice: '9.999' }).promotionPrice).toBe(
      'promotionPriceDecimals',
    )
    expect(checkDish({ ...on, promotionPrice: '12.5' }).promotionPrice).toBe(
      'promotionPriceNotLower',
    )
    expect(checkDish({ ...on, promotionPrice: '12.49' })).toEqual({})
  })

  it('prices choices from 0 when they add, above 0 when they replace the price', () => {
    expect(checkDish(withGroup('override', ['0', '14']))).toEqual({
      'options.0.choices.0.price': 'overrideChoicePrice',
    })
    expect(checkDish(withGroup('add', ['-1', '', '0.005']))).toEqual({
      'options.0.choices.0.price': 'choicePriceInvalid',
      'options.0.choices.1.price': 'choicePriceRequired',
      'options.0.choices.2.price': 'choicePriceDecimals',
    })
  })

  it('refuses repeated group names and choice codes, a group without choices or default', () => {
    const draft = withGroup('add', ['0', '1'])
    const group = draft.options[0]!
    const twice: DishDraft = {
      ...draft,
      options: [
        { ...group, choices: group.choices.map((choice) => ({ ...choice, code: 'same' })) },
        { ...group, key: 'g2', choices: [], defaultKey: 'gone' },
      ],
    }
    expect(checkDish(twice)).toEqual({
      'options.0.choices.1.code': 'choiceCodeTaken',
      'options.1.name': 'optionNameTaken',
      'options.1.choices': 'choicesRequired',
      'options.1.defaultChoiceCode': 'defaultChoiceRequired',
    })
  })
})

describe('draftOf and bodyOf', () => {
  it('give back the dish the server sent, as the server takes it', () => {
    const food: Food = {
      _id: 'f1',
      name: 'Phở bò',
      nameVI: 'Phở bò',
      nameEN: 'Beef pho',
      nameSK: 'Hovädzie pho',
      description: 'Beef noodle soup',
      descriptionVI: '',
      descriptionEN: '',
      descriptionSK: '',
      price: 12.5,
      image: 'pho.webp',
      sku: 'PHO-01',
      category: 'Noodles',
      status: 'inactive',
      isPromotion: true,
      originalPrice: 12.5,
      promotionPrice: 10.9,
      soldCount: 3,
      likes: 1,
      options: [
        {
          name: 'Size',
          nameVI: '',
          nameEN: '',
          nameSK: '',
          pricingMode: 'override',
          defaultChoiceCode: 'l',
          choices: [
            {
              code: 's',
              label: 'Small',
              labelVI: '',
              labelEN: '',
              labelSK: '',
              price: 10,
              allergens: [],
            },
            {
              code: 'l',
              label: 'Large',
              labelVI: '',
              labelEN: '',
              labelSK: '',
              price: 14,
              image: 'large.webp',
              allergens: ['eggs'],
            },
          ],
        },
      ],
      allergens: ['soy', 'celery'],
      dietaryTags: ['gluten-free'],
      spicy: 2,
      soldOutUntil: null,
      vatRateId: 'super-reduced',
    }
    // What the server keeps to itself or works out stays out of the body.
    // Sold out is set by its own call (issue 12 §3), never by saving the dish.
    const {
      _id: _id,
      soldCount: _sold,
      likes: _likes,
      originalPrice: _original,
      soldOutUntil: _soldOut,
      ...body
    } = food
    expect(checkDish(draftOf(food))).toEqual({})
    expect(bodyOf(draftOf(food))).toEqual(body)
  })

  it('sends 0 as the promotion price of a dish not on promotion, and an archived one as active', () => {
    const draft = draftOf({
      _id: 'f2',
      name: 'Trà đá',
      nameVI: '',
      nameEN: '',
      nameSK: '',
      description: '',
      descriptionVI: '',
      descriptionEN: '',
      descriptionSK: '',
      price: 2,
      image: '',
      sku: 'TD-01',
      category: 'Drinks',
      status: 'archived',
      isPromotion: false,
      originalPrice: 2,
      promotionPrice: 1,
      soldCount: 0,
      likes: 0,
      options: [],
      allergens: null,
      dietaryTags: [],
      spicy: 0,
      soldOutUntil: null,
    })
    expect(draft.nameVI).toBe('')
    expect(draft.status).toBe('active')
    expect(bodyOf({ ...draft, promotionPrice: '1' }).promotionPrice).toBe(0)
  })
})

describe('moved', () => {
  it('swaps with the neighbour, and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })
})

describe('checkDish: what the law and the tags allow', () => {
  const draft = (more: Partial<DishDraft>): DishDraft => ({
    ...emptyDraft(),
    name: 'Phở',
    nameVI: 'Phở',
    nameEN: 'Pho',
    nameSK: 'Pho',
    price: '10',
    sku: 'P-1',
    category: 'Noodles',
    ...more,
  })

  it('refuses a gluten-free dish with gluten, and a vegan one with milk, as the server does', () => {
    expect(checkDish(draft({ allergens: ['gluten'], dietaryTags: ['gluten-free'] }))).toEqual({
      dietaryTags: 'glutenFreeWithGluten',
    })
    expect(checkDish(draft({ allergens: ['milk'], dietaryTags: ['vegan'] }))).toEqual({
      dietaryTags: 'veganWithAnimalAllergen',
    })
    expect(checkDish(draft({ allergens: ['soy'], dietaryTags: ['vegan', 'gluten-free'] }))).toEqual(
      {},
    )
  })
})
