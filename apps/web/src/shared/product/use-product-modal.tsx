import type { Food } from '@quan/domain/answers'
import { lazy, Suspense, useState } from 'react'

// A dish's details open on a tap: their code comes then, not with the first page a cheap phone
// downloads (the first visit's budget, bench/bundle-sizes.ts).
const ProductModal = lazy(() =>
  import('./product-modal').then((module) => ({ default: module.ProductModal })),
)

/** Opens the product modal from any list of dishes: `openProduct(food)`, render `productModal`. */
export function useProductModal() {
  const [food, setFood] = useState<Food | null>(null)
  return {
    openProduct: setFood,
    productModal: food ? (
      <Suspense fallback={null}>
        <ProductModal food={food} onClose={() => setFood(null)} />
      </Suspense>
    ) : null,
  }
}
