import { z } from 'zod'
import { errorAnswer } from '../answers/common'
import { categoriesAnswer, menuAnswer } from '../answers/menu'
import { healthAnswer, readyAnswer, shopConfigAnswer } from '../answers/shop'
import * as at from './addresses'
import { declare } from './declare'

// What every guest page reads: the menu, its categories, the shop's facts.

export const foods = declare(at.foods, {
  query: z.object({
    // Anything but 'true' is the whole menu, as before schemas: a bad value is no error.
    forUser: z.string().optional().catch(undefined),
  }),
  answers: { 200: menuAnswer, 304: z.undefined() },
})

export const categories = declare(at.categories, { answers: { 200: categoriesAnswer } })

export const config = declare(at.config, { answers: { 200: shopConfigAnswer } })

export const health = declare(at.health, { answers: { 200: healthAnswer, 503: errorAnswer } })

export const ready = declare(at.ready, { answers: { 200: readyAnswer, 503: errorAnswer } })
