/**
 * Hands data the page already holds to the browser's download, as a link clicked would: a
 * guest's or customer's own data as JSON (issue 24 §4).
 */
export function saveJsonFile(data: unknown, name: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
