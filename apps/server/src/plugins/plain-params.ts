import { MESSAGES, hasControlCharacters } from '@quan/domain'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '../lib/errors'

/**
 * Path parameters (`/images/:file`, `/api/admin/orders/:id/...`) reach SQL as they are, and the
 * router decodes `%00` to NUL, which PostgreSQL refuses with an error: one check here for every
 * route, so none of them answers a 500. Bodies and query strings go through the domain schemas,
 * which refuse the same characters.
 */
export const plainParams = fp(async function plainParams(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const params = (request.params ?? {}) as Record<string, unknown>
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' && hasControlCharacters(value)) {
        throw badRequest(
          'ADDRESS_CONTROL_CHARACTERS',
          `The address holds control characters (in :${name})`,
          {
            [`params.${name}`]: MESSAGES.controlCharacters,
          },
        )
      }
    }
  })
})
