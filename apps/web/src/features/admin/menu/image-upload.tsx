import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useFileUpload } from '../use-file-upload'
import { IMAGE_TYPES, MAX_IMAGE_BYTES, uploadImage } from './api'
import { ProductImage } from './product-image'
import { Field } from '../../../shared/ui/field'

interface ImageUploadProps {
  /** The visible label of the file input, e.g. 'Dish image'. */
  label: string
  /** '' for none, else a stored file name (or an http(s) URL). */
  image: string
  onChange(image: string): void
  /** Tells the owner while a file is on its way, so it does not save half a change. */
  onBusyChange?(busy: boolean): void
  compact?: boolean
}

/**
 * Picks a JPEG, PNG or WebP picture, sends it to the server as it is and hands back the stored
 * name, with a preview and a way to remove it. Files over 5 MB are refused before sending.
 */
export function ImageUpload({ label, image, onChange, onBusyChange, compact }: ImageUploadProps) {
  const { t } = useTranslation('admin')
  const id = useId()
  const { busy, error, clearError, pick } = useFileUpload({
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: t('menu.image.tooLarge'),
    failed: (reason) => t('menu.image.uploadError', { error: reason }),
    upload: (file, signal) => uploadImage(file, signal).then((answer) => answer.data.image),
    onUploaded: onChange,
    onBusyChange,
  })

  return (
    <div className={`image-upload${compact ? ' image-upload--compact' : ''}`}>
      <ProductImage image={image} alt={t('menu.image.preview', { label })} />
      <Field
        id={`${id}-file`}
        className="image-upload__controls"
        label={label}
        hint={t('menu.image.hint')}
        hintClassName="image-upload__hint"
        error={error}
        alert
        after={
          <>
            {/* Busy and refused never show together: a new upload clears the error. */}
            <div role="status" aria-live="polite">
              {busy && (
                <p className="image-upload__busy">
                  <progress aria-label={t('menu.image.uploading')} />
                  <span>{t('menu.image.uploading')}</span>
                </p>
              )}
            </div>
            {image && !busy && (
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('menu.image.removeLabel', { label })}
                onClick={() => {
                  clearError()
                  onChange('')
                }}
              >
                {t('menu.image.remove')}
              </button>
            )}
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={busy}
            onChange={pick}
          />
        )}
      </Field>
    </div>
  )
}
