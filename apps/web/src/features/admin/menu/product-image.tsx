import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../../../config/paths'

/**
 * SPEC §2: a full URL as it is, a file name from the server's images, a 'No Image' placeholder
 * when there is none and an error placeholder when it fails to load; both drawn here.
 */
export function ProductImage({ image, alt }: { image: string | undefined; alt: string }) {
  const { t } = useTranslation('admin')
  const src = imageUrl(image)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) {
    const failed = Boolean(src)
    return (
      <div
        className={`admin-image admin-image--${failed ? 'error' : 'none'}`}
        role="img"
        aria-label={failed ? t('image.error') : t('image.none')}
      >
        <span aria-hidden="true">{failed ? '!' : '🍽'}</span>
        <span>{failed ? t('image.error') : t('image.none')}</span>
      </div>
    )
  }
  return (
    <img
      className="admin-image"
      src={src}
      alt={alt}
      width="112"
      height="112"
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  )
}
