/**
 * Where each route of the API is: its method and path, and nothing else. Kept apart from the
 * declarations (the other files here), which carry the schemas: the browser's first visit takes
 * only the addresses it calls, not zod. Each route is one export of a plain object, so a bundle
 * keeps only those it uses; its declaration names it and adds what it takes and answers. They are
 * in modules by who calls them (at/), so the back office's never reach the shop's pages.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface Address {
  readonly method: HttpMethod
  /** `:name` marks a parameter, as Fastify reads it. */
  readonly path: string
}

export * from './at/shop'
export * from './at/order'
export * from './at/admin'
export * from './at/receipts'
export * from './at/printing'

/**
 * The address with its parameters filled in: `/api/admin/foods/:id` with `{ id: 'a b' }` is
 * `/api/admin/foods/a%20b`. The declaration's types make a caller give every one.
 */
export const pathWith = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!))
