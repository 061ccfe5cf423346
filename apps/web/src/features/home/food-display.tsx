import type { Food } from '@quan/domain/answers'
import { useTranslation } from 'react-i18next'
import { ALL_CATEGORIES, useCategoryLabel } from '../../shared/menu/labels'
import { useFoods } from '../../shared/menu/queries'
import { Later } from '../../shared/ssr/hydrated'
import { FIRST_SCREEN_CARDS, FoodCard, FoodGridSkeleton } from '../../shared/ui/food-card'

/** The dishes of the chosen category, or every dish under All. */
export function FoodDisplay({ category, onOpen }: { category: string; onOpen(food: Food): void }) {
  const { t } = useTranslation('home')
  const label = useCategoryLabel()
  const foods = useFoods({ live: true })
  const shown =
    category === ALL_CATEGORIES
      ? (foods.data ?? [])
      : (foods.data ?? []).filter((food) => food.category === category)

  const card = (food: Food) => (
    <li key={food._id}>
      <FoodCard food={food} onOpen={onOpen} />
    </li>
  )

  return (
    <section
      className="dishes container"
      aria-labelledby="dishes-title"
      aria-busy={foods.isPending}
    >
      <h2 id="dishes-title">{category === ALL_CATEGORIES ? t('dishes.all') : label(category)}</h2>
      {foods.isPending ? (
        <>
          <p role="status" className="visually-hidden">
            {t('dishes.loading')}
          </p>
          <FoodGridSkeleton />
        </>
      ) : shown.length === 0 ? (
        <p>{t('dishes.empty')}</p>
      ) : (
        <ul className="food-grid">
          {shown.slice(0, FIRST_SCREEN_CARDS).map(card)}
          <Later>{shown.slice(FIRST_SCREEN_CARDS).map(card)}</Later>
        </ul>
      )}
    </section>
  )
}
