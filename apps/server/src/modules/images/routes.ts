import type { FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { notFound } from '../../lib/errors'
import { findImage } from './repo'

// Image names carry a hash of their content, so a name never changes meaning: cache for a year.
const CARD_SIZE = /-480\.webp$/

const IMMUTABLE = 'public, max-age=31536000, immutable'

export async function imageRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const name = request.params.file
    const etag = `"${name}"`
    if (request.headers['if-none-match'] === etag) {
      return reply.status(304).header('etag', etag).header('cache-control', IMMUTABLE).send()
    }
    // Pictures stored before the card size existed have only the large one: a card gets that.
    const image =
      (await findImage(ctx.db, name)) ??
      (CARD_SIZE.test(name) ? await findImage(ctx.db, name.replace(CARD_SIZE, '.webp')) : undefined)
    if (!image) throw notFound('IMAGE_NOT_FOUND', 'Image not found')
    return reply
      .type(image.content_type)
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .send(Buffer.from(image.data))
  })
}
