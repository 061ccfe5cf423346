import { createHash } from 'node:crypto'
import { LOGO_ICON_SIZES, logoFiles, MAIL_LOGO_HEIGHT, type Logo } from '@quan/domain'
import type { Sharp } from 'sharp'
import type { ShopContext } from '../../context'
import { AppError, badRequest } from '../../lib/errors'
import { loadSharp } from '../../lib/sharp'
import { sniffFormat } from '../admin-menu/image-upload'
import { insertImage } from '../images/service'
import { cleanSvg, looksLikeSvg, UnreadableSvg } from './svg-clean'

/** A logo is small: 2 MB holds any sensible SVG or PNG of one. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024
export const LOGO_TOO_LARGE = 'The logo is larger than 2 MB'
const NOT_A_LOGO = 'The logo must be an SVG, PNG or WebP file'

/** The header shows the mark 32 px high; three times that is sharp on any screen. */
const MARK_HEIGHT = 96
const MARK_MAX_WIDTH = 480
/** The longer side an SVG is drawn at for its icons, and told at. */
const SVG_SIDE = 1024
/** Enough for a 512 px icon from a logo of any aspect, and no more (a pixel bomb stops here). */
const MAX_PIXELS = 40_000_000

const unsupported = () => new AppError(415, 'LOGO_UNSUPPORTED', NOT_A_LOGO)
const unreadable = () =>
  new AppError(400, 'LOGO_UNREADABLE', 'The logo could not be read as an SVG, PNG or WebP picture')

interface StoredFile {
  name: string
  content_type: string
  data: Buffer
}

/**
 * Turns an uploaded logo into the files the shop serves (issue 21 §2): the header's mark (the
 * SVG cleaned, or a PNG/WebP shrunk to WebP), square PNG icons for the favicon, Apple's touch
 * icon and app icons, and a PNG for the mails' header. Named by a hash of the mark, so the same
 * logo is stored once and a name never changes meaning (GET /images caches for a year).
 */
export async function storeUploadedLogo(ctx: ShopContext, body: unknown): Promise<Logo> {
  if (!Buffer.isBuffer(body)) throw unsupported()
  const svg = looksLikeSvg(body)
  const format = svg ? 'svg' : sniffFormat(body)
  if (format !== 'svg' && format !== 'png' && format !== 'webp') throw unsupported()

  let mark: Buffer
  let source: Buffer
  if (svg) {
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body)
      mark = Buffer.from(cleanSvg(text))
    } catch (error) {
      if (error instanceof UnreadableSvg || error instanceof TypeError) {
        ctx.log.info({ reason: (error as Error).message }, 'an uploaded SVG logo was refused')
        throw unreadable()
      }
      throw error
    }
    // The icons are drawn from the cleaned file only: what was taken out is never rendered.
    source = mark
  } else {
    source = body
    mark = Buffer.alloc(0)
  }

  const sharp = await loadSharp()
  // An SVG's size is only read, never drawn, until its density is chosen below.
  const open = (density?: number, limitInputPixels: number | false = MAX_PIXELS) =>
    sharp(source, { limitInputPixels, failOn: 'error', density })
  let width: number
  let height: number
  try {
    const metadata = await open(undefined, svg ? false : MAX_PIXELS).metadata()
    if (metadata.format !== format || !metadata.width || !metadata.height) throw unreadable()
    width = metadata.width
    height = metadata.height
  } catch (error) {
    if (error instanceof AppError) throw error
    throw unreadable()
  }

  if (!svg && width * height > MAX_PIXELS) {
    throw badRequest(
      'IMAGE_TOO_MANY_PIXELS',
      'The logo has too many pixels (40 megapixels at most)',
    )
  }
  // An SVG is drawn with its longer side at 1024 px, whatever size it says it is: sharp enough
  // for the largest icon, and never a drawing of a size meant to exhaust the server.
  const density = svg
    ? Math.min(2400, Math.max(1, (72 * SVG_SIDE) / Math.max(width, height)))
    : undefined
  const files: StoredFile[] = []
  try {
    const picture = open(density)
    if (!svg) {
      const { data, info } = await picture
        .clone()
        .rotate()
        .resize({
          width: MARK_MAX_WIDTH,
          height: MARK_HEIGHT,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 90, alphaQuality: 100 })
        .toBuffer({ resolveWithObject: true })
      mark = data
      width = info.width
      height = info.height
    }
    if (svg && Math.max(width, height) > SVG_SIDE) {
      // Only the shape counts for a drawing: its size is told at most 1024 px long.
      const scale = SVG_SIDE / Math.max(width, height)
      width = Math.max(1, Math.round(width * scale))
      height = Math.max(1, Math.round(height * scale))
    }
    const hash = createHash('sha256').update(mark).digest('hex').slice(0, 32)
    const logo: Logo = { image: `${hash}.${svg ? 'svg' : 'webp'}`, width, height }
    const names = logoFiles(logo)
    files.push({ name: names.mark, content_type: svg ? 'image/svg+xml' : 'image/webp', data: mark })
    const icons = await Promise.all(
      LOGO_ICON_SIZES.map((size) => squareIcon(picture, size, size === 180)),
    )
    LOGO_ICON_SIZES.forEach((size, index) => {
      files.push({ name: names.icons[size], content_type: 'image/png', data: icons[index]! })
    })
    const mail = await picture
      .clone()
      .rotate()
      .resize({ height: MAIL_LOGO_HEIGHT, withoutEnlargement: !svg })
      .png({ compressionLevel: 9 })
      .toBuffer()
    files.push({ name: names.mail, content_type: 'image/png', data: mail })
    const created_at = ctx.clock.now().toISOString()
    await ctx.db.transaction().execute(async (trx) => {
      for (const file of files) await insertImage(trx, { ...file, created_at })
    })
    return logo
  } catch (error) {
    if (error instanceof AppError) throw error
    // The header was readable but the picture is not (truncated, corrupt).
    ctx.log.info({ err: error }, 'an uploaded logo could not be drawn')
    throw unreadable()
  }
}

/**
 * The logo centred on a square: transparent for the favicon and app icons, white for Apple's
 * touch icon, which iOS would otherwise show on black.
 */
async function squareIcon(picture: Sharp, size: number, opaque: boolean): Promise<Buffer> {
  const background = opaque ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 }
  let icon = picture
    .clone()
    .rotate()
    .resize({ width: size, height: size, fit: 'contain', background })
  if (opaque) icon = icon.flatten({ background })
  return icon.png({ compressionLevel: 9 }).toBuffer()
}
