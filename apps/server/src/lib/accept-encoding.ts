export type Encoding = 'br' | 'gzip' | 'identity'

/**
 * The best encoding of ours a client accepts (Brotli, then gzip), from its Accept-Encoding
 * header; a q of 0 refuses one. Without the header, neither (RFC 9110 §12.5.3 allows any, but
 * a client that sends none is often a script that would not decode it).
 */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  const accepted = new Set<string>()
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    if (q === undefined || Number(q) > 0) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}
