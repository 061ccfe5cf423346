import { categoryBody, categoryOrderBody, dishBody, type ErrorCode } from '@quan/domain'
import type { FastifyError, FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { rateLimited } from '../../plugins/security'
import type { MenuCache } from '../food/service'
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, storeUploadedImage } from './image-upload'
import {
  createCategory,
  createDish,
  renameCategory,
  reorderCategories,
  setDishStatus,
  updateDish,
} from './service'

/** Dishes, categories and pictures, for the back office only. */
export async function adminMenuRoutes(
  app: FastifyInstance,
  { ctx, menu }: { ctx: ShopContext; menu: MenuCache },
) {
  // Every change to dishes or categories empties the menu cache, so the shop shows it at once.
  app.post('/api/admin/foods', async (request, reply) => {
    await app.auth.admin(request)
    const food = await createDish(ctx, dishBody.parse(request.body))
    menu.invalidate()
    return reply
      .status(201)
      .send({ success: true, message: 'Product created successfully', data: food })
  })

  app.put<{ Params: { id: string } }>('/api/admin/foods/:id', async (request) => {
    await app.auth.admin(request)
    const food = await updateDish(ctx, request.params.id, dishBody.parse(request.body))
    menu.invalidate()
    return { success: true, message: 'Product updated successfully', data: food }
  })

  app.post<{ Params: { id: string } }>('/api/admin/foods/:id/archive', async (request) => {
    await app.auth.admin(request)
    const food = await setDishStatus(ctx, request.params.id, 'archived')
    menu.invalidate()
    return { success: true, message: 'Product archived', data: food }
  })

  app.post<{ Params: { id: string } }>('/api/admin/foods/:id/restore', async (request) => {
    await app.auth.admin(request)
    const food = await setDishStatus(ctx, request.params.id, 'active')
    menu.invalidate()
    return { success: true, message: 'Product restored', data: food }
  })

  app.post('/api/admin/categories', async (request, reply) => {
    await app.auth.admin(request)
    const category = await createCategory(ctx, categoryBody.parse(request.body))
    menu.invalidate()
    return reply.status(201).send({ success: true, message: 'Category created', data: category })
  })

  // Fastify matches this static path before the ':id' route below, whatever the order.
  app.put('/api/admin/categories/order', async (request) => {
    await app.auth.admin(request)
    const categories = await reorderCategories(ctx, categoryOrderBody.parse(request.body).ids)
    menu.invalidate()
    return { success: true, message: 'Categories reordered', data: categories }
  })

  app.put<{ Params: { id: string } }>('/api/admin/categories/:id', async (request) => {
    await app.auth.admin(request)
    const category = await renameCategory(ctx, request.params.id, categoryBody.parse(request.body))
    menu.invalidate()
    return { success: true, message: 'Category updated', data: category }
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

  app.post(
    '/api/admin/images',
    {
      ...rateLimited('imageUpload'),
      bodyLimit: IMAGE_MAX_BYTES,
      // Checked before the body is read: a stranger cannot make the server take in 5 MB.
      onRequest: async (request) => {
        await app.auth.admin(request)
      },
    },
    async (request, reply) => {
      const data = await storeUploadedImage(ctx, request.body)
      return reply.status(201).send({ success: true, message: 'Image uploaded', data })
    },
  )
}
