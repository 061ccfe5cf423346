import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import { refusalOf, useErrorText } from '../../../shared/api/error-text'
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
  const errorText = useErrorText()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const pending = useRef<AbortController | null>(null)
  const busyChange = useRef(onBusyChange)
  busyChange.current = onBusyChange

  // A dialog closed mid-upload must not write into a form that is gone.
  useEffect(() => () => pending.current?.abort(), [])

  function working(next: boolean) {
    setBusy(next)
    busyChange.current?.(next)
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Cleared so that choosing the same file again (after a failure) fires a change again.
    input.value = ''
    if (!file) return
    if (file.size > MAX_IMAGE_BYTES) {
      setError(t('menu.image.tooLarge'))
      return
    }
    pending.current?.abort()
    const controller = new AbortController()
    pending.current = controller
    setError('')
    working(true)
    try {
      const answer = await uploadImage(file, controller.signal)
      onChange(answer.data.image)
      working(false)
    } catch (caught) {
      if ((caught as Error).name === 'AbortError') return
      working(false)
      setError(
        caught instanceof ApiError && !caught.isNetwork
          ? caught.status === 413 && typeof caught.body.message !== 'string'
            ? t('menu.image.tooLarge')
            : errorText(refusalOf(caught)) || caught.message
          : t('menu.image.uploadError', { error: (caught as Error).message }),
      )
    } finally {
      if (pending.current === controller) pending.current = null
    }
  }

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
                  setError('')
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
