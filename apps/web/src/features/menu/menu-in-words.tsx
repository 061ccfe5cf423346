import type { Category, Food } from '@quan/domain/answers'
import { priceCentsOf } from '@quan/domain/money'
import { textIn } from '@quan/domain/menu-texts'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../shared/i18n'
import { AllergenList, useAllergenNames } from '../../shared/menu/allergen-list'
import { useCategoryLabel } from '../../shared/menu/labels'
import { foodDescription, foodName, isAvailable, pricedFood } from '../../shared/menu/types'
import { cardPrice, choicePrice } from '../../shared/product/display'

/** The categories in the shop's order, then any a dish names that the list does not. */
export function categoryOrder(foods: Food[], categories: Category[]): string[] {
  const order = categories.map((category) => category.name)
  for (const food of foods) if (!order.includes(food.category)) order.push(food.category)
  return order
}

/**
 * The whole menu in words, for a guest without JavaScript (issue 9): the cards show a dish's
 * name, description and price, but its options, their prices and its allergens are in a dialog
 * that only a script opens. Inside <noscript>: the server renders it into the HTML, and a browser running
 * the app neither shows it nor hydrates it.
 */
export function MenuInWords({ foods, categories }: { foods: Food[]; categories: Category[] }) {
  const { t } = useTranslation(['menu', 'product'])
  const language = useLanguage()
  const label = useCategoryLabel()
  const allergenNames = useAllergenNames()
  return (
    <noscript>
      <section className="menu-in-words container" aria-labelledby="menu-in-words">
        <h2 id="menu-in-words">{t('inWords.heading')}</h2>
        <p>{t('inWords.intro')}</p>
        {categoryOrder(foods, categories).map((category) => {
          const dishes = foods.filter((food) => food.category === category)
          if (dishes.length === 0) return null
          return (
            <section key={category}>
              <h3>{label(category)}</h3>
              {dishes.map((food) => {
                const { price, original } = cardPrice(pricedFood(food), language)
                const description = foodDescription(food, language)
                return (
                  <article key={food._id} className="menu-in-words__dish">
                    <h4>
                      {foodName(food, language)}: {price}
                      {original && (
                        <>
                          {' '}
                          <s>
                            <span className="visually-hidden">
                              {t('product:card.originalPrice')}:{' '}
                            </span>
                            {original}
                          </s>
                        </>
                      )}
                      {!isAvailable(food) && ` (${t('product:card.unavailable')})`}
                    </h4>
                    {description && <p>{description}</p>}
                    {/* Before the order, as the law wants, without a script too (§2.7). */}
                    <p>{t('product:modal.allergens')}:</p>
                    <AllergenList allergens={food.allergens} />
                    {food.options.map((group) => (
                      <div key={group.name}>
                        <p>{textIn(group, 'name', language)}</p>
                        <ul>
                          {group.choices.map((choice) => (
                            <li key={choice.code}>
                              {textIn(choice, 'label', language)}{' '}
                              {(choice.allergens?.length ?? 0) > 0 &&
                                `(${t('product:modal.choiceAdds', {
                                  allergens: allergenNames(choice.allergens ?? []),
                                })}) `}
                              {choicePrice(group.pricingMode, priceCentsOf(choice.price), language)}
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </article>
                )
              })}
            </section>
          )
        })}
      </section>
    </noscript>
  )
}
