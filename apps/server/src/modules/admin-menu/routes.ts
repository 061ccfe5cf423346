import type { ErrorCode } from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyError, FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import type { MenuCache } from '../food/service'
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, storeUploadedImage } from './image-upload'
import {
  createCategory,
  createDish,
  renameCategory,
  reorderCategories,
  markSoldOut,
  setDishStatus,
  updateDish,
} from './service'

/** Dishes, categories and pictures, for the back office only. */
export async function adminMenuRoutes(
  app: FastifyInstance,
  { ctx, menu }: { ctx: ShopContext; menu: MenuCache },
) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  // Every change to dishes or categories empties the menu cache, so the shop shows it at once.
  route(app, routes.createDish, admin, async (request, reply) => {
    const food = await createDish(ctx, request.body)
    menu.invalidate()
    return reply
      .status(201)
      .send({ success: true, message: 'Product created successfully', data: food })
  })

  route(app, routes.updateDish, admin, async (request) => {
    const food = await updateDish(ctx, request.params.id, request.body)
    menu.invalidate()
    return { success: true, message: 'Product updated successfully', data: food } as const
  })

  route(app, routes.archiveDish, admin, async (request) => {
    const food = await setDishStatus(ctx, request.params.id, 'archived')
    menu.invalidate()
    return { success: true, message: 'Product archived', data: food } as const
  })

  route(app, routes.restoreDish, admin, async (request) => {
    const food = await setDishStatus(ctx, request.params.id, 'active')
    menu.invalidate()
    return { success: true, message: 'Product restored', data: food } as const
  })

  // Issue 12 §3: sold out until the next opening day, or back on sale; every open menu hears it.
  route(app, routes.dishSoldOut, admin, async (request) => {
    const food = await markSoldOut(ctx, request.params.id, request.body)
    menu.invalidate()
    const message = request.body.soldOut ? 'Marked sold out for today' : 'Back on sale'
    return { success: true, message, data: food } as const
  })

  route(app, routes.createCategory, admin, async (request, reply) => {
    const category = await createCategory(ctx, request.body)
    menu.invalidate()
    return reply.status(201).send({ success: true, message: 'Category created', data: category })
  })

  // Fastify matches this static path before the ':id' route below, whatever the order.
  route(app, routes.reorderCategories, admin, async (request) => {
    const categories = await reorderCategories(ctx, request.body.ids)
    menu.invalidate()
    return { success: true, message: 'Categories reordered', data: categories } as const
  })

  route(app, routes.updateCategory, admin, async (request) => {
    const category = await renameCategory(ctx, request.params.id, request.body)
    menu.invalidate()
    return { success: true, message: 'Category updated', data: category } as const
  })

  await app.register(imageUploadRoutes, { ctx })
}

/**
 * Its own plugin, so its body rules stay inside it: every other route keeps JSON only and the
 * 100 KB limit. Here any Content-Type is read as raw bytes up to 5 MB, and the bytes decide
 * what the file is (image-upload.ts).
 */
async function imageUploadRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  )
  // Fastify's own 413 names the JSON limit; here the admin needs the upload's limit. Any other
  // error is thrown on to the shop's error handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({
        success: false,
        message: IMAGE_TOO_LARGE,
        code: 'IMAGE_TOO_LARGE' satisfies ErrorCode,
      })
    }
    throw error
  })

  route(
    app,
    routes.uploadImage,
    {
      ...rateLimited('imageUpload'),
      bodyLimit: IMAGE_MAX_BYTES,
      // Checked before the body is read: a stranger cannot make the server take in 5 MB.
      onRequest: app.auth.guard('admin'),
      schema: {
        ...access.admin,
        description:
          'Admin only. The picture’s bytes as the whole body, any Content-Type (JPEG, PNG or WebP, 5 MB at most); stored at two sizes as WebP.',
      },
    },
    async (request, reply) => {
      const data = await storeUploadedImage(ctx, request.body)
      return reply.status(201).send({ success: true, message: 'Image uploaded', data })
    },
  )
}
