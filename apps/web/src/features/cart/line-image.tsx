import { cardImageUrl } from '../../config/paths'

/** A cart thumbnail; a dish without a picture gets a plain plate rather than a broken image. */
export function LineImage({ image, size }: { image: string | undefined; size: number }) {
  // A thumbnail never needs more than the card size.
  const src = cardImageUrl(image)
  if (!src) return <span className="cart-thumb cart-thumb--empty" aria-hidden="true" />
  return <img className="cart-thumb" src={src} alt="" width={size} height={size} loading="lazy" />
}
