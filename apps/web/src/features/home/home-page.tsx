import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentHead } from '../../shared/hooks/use-document-head'
import { ALL_CATEGORIES } from '../../shared/menu/labels'
import { useFoods } from '../../shared/menu/queries'
import { useProductModal } from '../../shared/product/use-product-modal'
import { Later } from '../../shared/ssr/hydrated'
import { AboutUs } from '../../shared/ui/about-us'
import { GettingReady } from '../../shared/ui/getting-ready'
import { ExploreMenu } from './explore-menu'
import { FoodDisplay } from './food-display'
import { HeaderBanner } from './header-banner'
import { RestaurantMap } from './restaurant-map'
import { useRestaurantSchema } from './restaurant-schema'
import { TopDishes } from './top-dishes'
import './home.css'
import { useRestaurantFacts } from '../../shared/restaurant'

/** The home page (SPEC §2): banner, categories, dishes, best sellers, our story and the map. */
export function Component() {
  // Every namespace the page shows, requested together rather than one after another.
  const { t } = useTranslation(['home', 'about', 'product'])
  const facts = useRestaurantFacts()
  useDocumentHead(t('meta.title', facts), t('meta.description', facts))
  useRestaurantSchema()
  const [category, setCategory] = useState(ALL_CATEGORIES)
  const { openProduct, productModal } = useProductModal()
  // A new restaurant without a dish yet says so, rather than show empty rows (issue 21 §5).
  const settingUp = useFoods().data?.length === 0

  return (
    <div className="home">
      <HeaderBanner />
      {settingUp ? (
        <GettingReady />
      ) : (
        <>
          <ExploreMenu category={category} onChange={setCategory} />
          <FoodDisplay category={category} onOpen={openProduct} />
          <Later>
            <TopDishes onOpen={openProduct} />
          </Later>
        </>
      )}
      <Later>
        <div className="container">
          <AboutUs />
        </div>
        <RestaurantMap />
      </Later>
      {productModal}
    </div>
  )
}
