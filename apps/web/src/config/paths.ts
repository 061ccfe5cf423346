import { PAGES, type PageName } from '@quan/domain/pages'

/**
 * Every URL of the shop, once. The pages come from the domain, where the server reads the same
 * list to answer each of them with the app (issue 10 §3).
 */
export const paths = PAGES

export type PathName = PageName

/** A dish or category picture: absolute URLs as they are, file names from the server. */
export function imageUrl(image: string | undefined | null): string | undefined {
  if (!image) return undefined
  if (/^https?:\/\//.test(image)) return image
  return `/images/${encodeURIComponent(image)}`
}

/**
 * The server stores every dish picture twice (apps/server image-upload.ts and the seed): at most
 * 1200 px, and a card size of at most 480 px named `<name>-480.webp`.
 */
export const CARD_SIDE = 480
export const LARGE_SIDE = 1200

function cardName(image: string): string | undefined {
  if (
    /^https?:\/\//.test(image) ||
    !image.endsWith('.webp') ||
    image.endsWith(`-${CARD_SIDE}.webp`)
  ) {
    return undefined
  }
  return image.replace(/\.webp$/, `-${CARD_SIDE}.webp`)
}

/** The card-size picture for a thumbnail, or the picture itself when it has no second size. */
export function cardImageUrl(image: string | undefined | null): string | undefined {
  if (!image) return undefined
  return imageUrl(cardName(image) ?? image)
}

/** Both stored sizes for `srcset`, so the browser picks the card size wherever it is enough. */
export function imageSrcSet(image: string | undefined | null): string | undefined {
  const card = image ? cardName(image) : undefined
  if (!image || !card) return undefined
  return `${imageUrl(card)} ${CARD_SIDE}w, ${imageUrl(image)} ${LARGE_SIDE}w`
}
