import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import { refusalOf, useErrorText } from '../../../shared/api/error-text'
import { Field } from '../../../shared/ui/field'

interface PictureFieldProps<T> {
  id: string
  label: string
  hint: string
  /** The file types offered by the browser's picker. */
  accept: readonly string[]
  maxBytes: number
  /** Said when a file is over `maxBytes`, before it is sent. */
  tooLarge: string
  upload(file: File, signal: AbortSignal): Promise<T>
  onUploaded(picture: T): void
  /** Goes back to no picture; none while there is none. */
  onRemove?: () => void
  removeLabel: string
  /** Tells the form while a file is on its way, so it does not save half a change. */
  onBusyChange(busy: boolean): void
  /** The picture as it is now. */
  preview: ReactNode
}

/**
 * A picture of the look (the logo, the banner): picked, sent to the server as it is, and shown
 * back as the server stored it. The server's refusal is said in the owner's language.
 */
export function PictureField<T>({
  id,
  label,
  hint,
  accept,
  maxBytes,
  tooLarge,
  upload,
  onUploaded,
  onRemove,
  removeLabel,
  onBusyChange,
  preview,
}: PictureFieldProps<T>) {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const pending = useRef<AbortController | null>(null)
  const busyChange = useRef(onBusyChange)
  busyChange.current = onBusyChange

  // Leaving Settings mid-upload must not write into a form that is gone.
  useEffect(() => () => pending.current?.abort(), [])

  function working(next: boolean) {
    setBusy(next)
    busyChange.current(next)
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Cleared so that picking the same file again (after a failure) is heard again.
    input.value = ''
    if (!file) return
    if (file.size > maxBytes) {
      setError(tooLarge)
      return
    }
    pending.current?.abort()
    const controller = new AbortController()
    pending.current = controller
    setError('')
    working(true)
    try {
      onUploaded(await upload(file, controller.signal))
      working(false)
    } catch (caught) {
      if ((caught as Error).name === 'AbortError') return
      working(false)
      setError(
        caught instanceof ApiError && !caught.isNetwork
          ? caught.status === 413 && typeof caught.body.message !== 'string'
            ? tooLarge
            : errorText(refusalOf(caught)) || caught.message
          : t('settings.look.uploadError', { error: (caught as Error).message }),
      )
    } finally {
      if (pending.current === controller) pending.current = null
    }
  }

  return (
    <div className="office-look__picture">
      <div className="office-look__preview-box">{preview}</div>
      <Field
        id={id}
        label={label}
        hint={hint}
        error={error}
        alert
        after={
          <>
            <div role="status" aria-live="polite">
              {busy && (
                <p className="office-look__busy">
                  <progress aria-label={t('settings.look.uploading')} />
                  <span>{t('settings.look.uploading')}</span>
                </p>
              )}
            </div>
            {onRemove && !busy && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => {
                  setError('')
                  onRemove()
                }}
              >
                {removeLabel}
              </button>
            )}
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={accept.join(',')}
            disabled={busy}
            onChange={pick}
          />
        )}
      </Field>
    </div>
  )
}
