import { createHash } from 'node:crypto'
import type { Sharp } from 'sharp'
import type { ShopContext } from '../../context'
import { AppError, badRequest } from '../../lib/errors'
import { loadSharp } from '../../lib/sharp'
import { insertImage } from '../images/service'

/** The largest file the back office takes, as bytes and as the admin reads it. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const IMAGE_TOO_LARGE = 'The image is larger than 5 MB'
export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image'

/** Longest side of the picture the product page shows, and of the one menu cards show. */
export const LARGE_SIDE = 1200
export const SMALL_SIDE = 480

/**
 * A 5 MB PNG of a plain colour can unpack to gigabytes of pixels; 50 megapixels is more than
 * any phone camera and still fits the small server comfortably.
 */
const MAX_PIXELS = 50_000_000

export interface UploadedImage {
  image: string
  width: number
  height: number
}

type Format = 'jpeg' | 'png' | 'webp'

/** What the first bytes say the file is; the name and Content-Type are the sender's guess. */
export function sniffFormat(bytes: Buffer): Format | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg'
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png'
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp'
  }
  return null
}

const unsupported = () => new AppError(415, 'IMAGE_UNSUPPORTED', NOT_AN_IMAGE)

/**
 * Turns an uploaded photo into the two WebP pictures the shop serves and stores both. Turned
 * upright by its EXIF orientation (phones store portraits sideways), shrunk to fit, never
 * enlarged. Both names come from the hash of the large picture's bytes, so uploading the same
 * photo twice stores it once, and a name never changes meaning (GET /images caches for a year).
 */
export async function storeUploadedImage(ctx: ShopContext, body: unknown): Promise<UploadedImage> {
  if (!Buffer.isBuffer(body)) throw unsupported()
  const format = sniffFormat(body)
  if (!format) throw unsupported()
  const sharp = await loadSharp()
  const source = sharp(body, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
  let metadata
  try {
    metadata = await source.metadata()
  } catch {
    throw unsupported()
  }
  // A PNG header on a JPEG inside, or the like: the bytes must agree with themselves.
  if (metadata.format !== format) throw unsupported()
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
    throw badRequest(
      'IMAGE_TOO_MANY_PIXELS',
      'The image has too many pixels (50 megapixels at most)',
    )
  }
  let large: { data: Buffer; width: number; height: number }
  let small: { data: Buffer; width: number; height: number }
  try {
    ;[large, small] = await Promise.all([webpOf(source, LARGE_SIDE), webpOf(source, SMALL_SIDE)])
  } catch (error) {
    // The header was readable but the picture is not (truncated, corrupt).
    ctx.log.info({ err: error }, 'an uploaded image could not be decoded')
    throw unsupported()
  }
  const hash = createHash('sha256').update(large.data).digest('hex').slice(0, 32)
  const name = `${hash}.webp`
  const created_at = ctx.clock.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    await insertImage(trx, { name, content_type: 'image/webp', data: large.data, created_at })
    await insertImage(trx, {
      name: `${hash}-${SMALL_SIDE}.webp`,
      content_type: 'image/webp',
      data: small.data,
      created_at,
    })
  })
  return { image: name, width: large.width, height: large.height }
}

async function webpOf(source: Sharp, side: number) {
  const { data, info } = await source
    .clone()
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}
