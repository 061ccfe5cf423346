import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)

/** gzip in a libuv thread. */
export const gzip = promisify(zlib.gzip)

/**
 * Text (a page, a JSON answer) compressed with Brotli in a libuv thread. The window is 256 KB,
 * which holds any page or menu whole: the default 4 MB one made each compression allocate tens
 * of MB, which the allocator kept after (+30 MB RSS for the page cache).
 */
export function brotliText(bytes: Buffer, quality: number): Promise<Buffer> {
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    },
  })
}
