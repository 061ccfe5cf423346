import { ApiError, TOKEN_KEY } from '../../shared/api/client'

/**
 * A file the back office downloads (the menu file, a report's CSV), under the name the server
 * gives it. Not JSON, so not through `call`, but with the admin's token as `call` sends it; a
 * refusal still becomes an ApiError with the server's body. Returns the file's name.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const token = localStorage.getItem(TOKEN_KEY)
  let response: Response
  try {
    response = await fetch(url, { headers: token ? { token } : {} })
  } catch (error) {
    throw new ApiError(0, (error as Error).message || 'Network error')
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    const message = typeof body.message === 'string' ? body.message : response.statusText
    throw new ApiError(response.status, message, body)
  }
  const disposition = response.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName
  save(await response.blob(), name)
  return name
}

/** Hands a file to the browser's download, as a link clicked would. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
