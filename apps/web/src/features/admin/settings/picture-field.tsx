import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../shared/ui/field'
import { useFileUpload } from '../use-file-upload'

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
  const { busy, error, clearError, pick } = useFileUpload({
    maxBytes,
    tooLarge,
    failed: (reason) => t('settings.look.uploadError', { error: reason }),
    upload,
    onUploaded,
    onBusyChange,
  })

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
                  clearError()
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
