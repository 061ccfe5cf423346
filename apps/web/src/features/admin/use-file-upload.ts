import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { ApiError } from '../../shared/api/client'
import { refusalOf, useErrorText } from '../../shared/api/error-text'

interface FileUploadOptions<T> {
  maxBytes: number
  /** Said of a file over `maxBytes` before it is sent, and of a 413 the server gave no words. */
  tooLarge: string
  /** Said when the file never reached the server, with the browser's reason. */
  failed(reason: string): string
  upload(file: File, signal: AbortSignal): Promise<T>
  onUploaded(stored: T): void
  /** Tells the form while a file is on its way, so it does not save half a change. */
  onBusyChange?(busy: boolean): void
}

/**
 * A file picked in the back office (a dish's picture, the logo, the banner), sent to the server
 * as it is: whether it is on its way, and the refusal in the owner's language. A form closed
 * mid-upload is never written into, and a newer pick cancels the one before.
 */
export function useFileUpload<T>(options: FileUploadOptions<T>) {
  const errorText = useErrorText()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const pending = useRef<AbortController | null>(null)
  // The latest callbacks, without starting over when the form passes new ones.
  const latest = useRef(options)
  latest.current = options

  useEffect(() => () => pending.current?.abort(), [])

  function working(next: boolean) {
    setBusy(next)
    latest.current.onBusyChange?.(next)
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const { maxBytes, tooLarge, failed, upload } = latest.current
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
      const stored = await upload(file, controller.signal)
      latest.current.onUploaded(stored)
      working(false)
    } catch (caught) {
      if ((caught as Error).name === 'AbortError') return
      working(false)
      setError(
        caught instanceof ApiError && !caught.isNetwork
          ? caught.status === 413 && typeof caught.body.message !== 'string'
            ? tooLarge
            : errorText(refusalOf(caught)) || caught.message
          : failed((caught as Error).message),
      )
    } finally {
      if (pending.current === controller) pending.current = null
    }
  }

  return { busy, error, clearError: () => setError(''), pick }
}
