import { z } from 'zod'
import { categoriesAnswer, menuAnswer } from '../answers/menu'
import { LANGUAGES } from '../language'
import { restaurantShape } from '../restaurant'

/**
 * The state a server-rendered page hands to the browser (apps/web shared/ssr/state.ts): the
 * language, the texts, and TanStack Query's dehydrated queries. The menu and the categories in
 * it are what GET /api/food/list and GET /api/category answer (their `data`), so they are held
 * to those declarations. The browser parses with it in development and the tests only.
 */
const dehydratedQuery = z.looseObject({
  queryKey: z.array(z.unknown()),
  state: z.looseObject({ data: z.unknown() }),
})

/** What each query the server renders with holds, by the first part of its key. */
const QUERY_DATA: Record<string, z.ZodType> = {
  foods: menuAnswer.shape.data,
  categories: categoriesAnswer.shape.data,
  restaurant: restaurantShape,
}

export const pageState = z.object({
  language: z.enum(LANGUAGES),
  texts: z.record(z.string(), z.record(z.string(), z.unknown())),
  queries: z
    .looseObject({ queries: z.array(dehydratedQuery), mutations: z.array(z.unknown()) })
    .superRefine(({ queries }, ctx) => {
      queries.forEach((query, index) => {
        const schema = QUERY_DATA[String(query.queryKey[0])]
        const fits = schema?.safeParse(query.state.data)
        if (fits && !fits.success) {
          ctx.addIssue({
            code: 'custom',
            path: ['queries', index, 'state', 'data'],
            message: `${String(query.queryKey[0])}: ${fits.error.message}`,
          })
        }
      })
    }),
})
