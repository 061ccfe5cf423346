import type { z } from 'zod'
import * as accountRoutes from './account'
import * as adminBookingRoutes from './admin-bookings'
import * as adminMenuRoutes from './admin-menu'
import * as menuFileRoutes from './menu-file'
import * as adminOrderRoutes from './admin-orders'
import type * as addresses from './addresses'
import * as bookingRoutes from './bookings'
import type { Route, StreamAnswer } from './declare'
import * as orderRoutes from './order'
import * as paymentRoutes from './payments'
import * as promoRoutes from './promo'
import * as pushRoutes from './push'
import * as receiptRoutes from './receipts'
import * as printingRoutes from './printing'
import * as reportRoutes from './reports'
import * as restaurantLookRoutes from './restaurant-look'
import * as restaurantWordsRoutes from './restaurant-words'
import * as restaurantRoutes from './restaurant'
import * as restaurantHoursRoutes from './restaurant-hours'
import * as restaurantLegalRoutes from './restaurant-legal'
import * as settingsRoutes from './settings'
import * as shopRoutes from './shop'
import * as vatRatesRoutes from './vat-rates'
import * as kitchenTicketRoutes from './kitchen-tickets'
import * as personalDataRoutes from './personal-data'
import * as dineInRoutes from './dine-in'

/**
 * Every route of the API, declared once (issue 20 §4): the server registers each from here
 * (apps/server plugins/contract.ts, `route`), the web calls each through it (shared/api/client.ts,
 * `call`), and /api/openapi.json describes them.
 */
export const routes = {
  ...shopRoutes,
  ...accountRoutes,
  ...orderRoutes,
  ...pushRoutes,
  ...bookingRoutes,
  ...adminOrderRoutes,
  ...adminBookingRoutes,
  ...adminMenuRoutes,
  ...promoRoutes,
  ...settingsRoutes,
  ...restaurantLookRoutes,
  ...menuFileRoutes,
  ...restaurantWordsRoutes,
  ...restaurantRoutes,
  ...restaurantHoursRoutes,
  ...paymentRoutes,
  ...receiptRoutes,
  ...vatRatesRoutes,
  ...restaurantLegalRoutes,
  ...printingRoutes,
  ...kitchenTicketRoutes,
  ...reportRoutes,
  ...personalDataRoutes,
  ...dineInRoutes,
} satisfies { [Name in keyof typeof addresses]?: Route }

export type Routes = typeof routes
export type Declared = Routes[keyof Routes]

export { pathWith, type Address, type HttpMethod } from './addresses'
export { declare, eventStream, textAnswer, type Route, type StreamAnswer } from './declare'

/** The declaration at an address, found by its method and path. */
export type DeclaredAt<A extends { method: string; path: string }> = Extract<
  Declared,
  { method: A['method']; path: A['path'] }
>

type Schema<T> = T extends z.ZodType ? T : never
type Success<D extends Route> = {
  [Status in keyof D['answers']]: Status extends 200 | 201 ? Schema<D['answers'][Status]> : never
}[keyof D['answers']]

/** What a route takes: its parameters, query and body as a client may send them. */
export type RequestOf<D extends Route> = (D['params'] extends z.ZodType
  ? { params: z.input<D['params']> }
  : { params?: never }) &
  (D['query'] extends z.ZodType ? { query?: z.input<D['query']> } : { query?: never }) &
  (D['body'] extends z.ZodType ? { body: z.input<D['body']> } : { body?: never })

/** What a route answers when it succeeds, as JSON. */
export type AnswerOf<D extends Route> = z.output<Success<D>>

/** What the events of an event stream carry, by their name. */
export type EventsOf<D extends Route> = {
  [Name in keyof D['events']]: z.output<Schema<D['events'][Name]>>
}

/** Whether a declared answer is an event stream rather than JSON. */
export const isStreamAnswer = (answer: z.ZodType | StreamAnswer): answer is StreamAnswer =>
  'content' in answer && 'description' in answer
