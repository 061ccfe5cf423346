import type { ErrorCode } from '@quan/domain'
import { routes } from '@quan/domain/api'
import type { FastifyError, FastifyInstance } from 'fastify'
import type { ShopContext } from '../../context'
import { access, route } from '../../plugins/contract'
import { rateLimited } from '../../plugins/security'
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, storeUploadedImage } from '../admin-menu/image-upload'
import { lookWithTones, saveLook } from './look'
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, storeUploadedLogo } from './logo-upload'

/** The restaurant's look in the back office's Settings (issue 21 §2): logo, colour, banner. */
export async function lookRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  const admin = { preValidation: app.auth.guard('admin'), schema: access.admin }
  route(app, routes.restaurantLook, admin, async () => ({
    success: true as const,
    message: 'The restaurant’s look',
    data: lookWithTones(await ctx.settings.restaurantLook.read()),
  }))

  route(app, routes.saveRestaurantLook, admin, async (request) => ({
    success: true as const,
    message: 'The restaurant’s look saved',
    data: await saveLook(ctx, request.body),
  }))

  await app.register(lookUploadRoutes, { ctx })
}

/**
 * Their own plugin, as the dish pictures' upload is (admin-menu/routes.ts): any Content-Type is
 * read as raw bytes up to the upload's limit, and the bytes decide what the file is.
 */
async function lookUploadRoutes(app: FastifyInstance, { ctx }: { ctx: ShopContext }) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  )
  // Fastify's own 413 names the JSON limit; the owner needs the upload's own.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const refusal = request.url.startsWith(routes.uploadLogo.path)
        ? { message: LOGO_TOO_LARGE, code: 'LOGO_TOO_LARGE' satisfies ErrorCode }
        : { message: IMAGE_TOO_LARGE, code: 'IMAGE_TOO_LARGE' satisfies ErrorCode }
      return reply.status(413).send({ success: false, ...refusal })
    }
    throw error
  })
  const upload = (bodyLimit: number, description: string) => ({
    ...rateLimited('imageUpload'),
    bodyLimit,
    // Checked before the body is read: a stranger cannot make the server take in megabytes.
    onRequest: app.auth.guard('admin'),
    schema: { ...access.admin, description },
  })

  route(
    app,
    routes.uploadLogo,
    upload(
      LOGO_MAX_BYTES,
      'Admin only. The logo’s bytes as the whole body, any Content-Type: SVG (cleaned of scripts, links and external references), PNG or WebP, 2 MB at most. Stored with its icons (PNG 32, 180, 192, 512) and the mails’ header picture; PUT the look to use it.',
    ),
    async (request, reply) => {
      const data = await storeUploadedLogo(ctx, request.body)
      return reply.status(201).send({ success: true, message: 'Logo uploaded', data })
    },
  )

  route(
    app,
    routes.uploadBanner,
    upload(
      IMAGE_MAX_BYTES,
      'Admin only. The home banner picture’s bytes as the whole body, any Content-Type (JPEG, PNG or WebP, 5 MB at most); stored at two sizes as WebP, as a dish’s picture. PUT the look to use it.',
    ),
    async (request, reply) => {
      const data = await storeUploadedImage(ctx, request.body)
      return reply.status(201).send({ success: true, message: 'Banner uploaded', data })
    },
  )
}
