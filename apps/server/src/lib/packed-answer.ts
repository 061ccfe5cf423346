import type { Encoding } from './accept-encoding'
import { brotliText, gzip } from './compress'

/**
 * Brotli at quality 5: the demo's menu (56 KB) in about 2.5 ms to 14.3 KB, where the top quality
 * took 120 ms of a libuv thread for 12.8 KB, which the first guest after every sold-out mark
 * would wait for (1.5 KB is 7 ms of a 1.6 Mbit/s line).
 */
const BROTLI_QUALITY = 5

/**
 * An answer kept as bytes until its data changes (the menu: 50-60 KB of JSON, which the cart
 * reads on every page but the home and the menu, whose HTML carries it, and which the service
 * worker refreshes), sent compressed to a browser that takes it: on a phone's 1.6 Mbit/s, the
 * demo's menu is 0.3 s of the line as it is and about 0.07 s compressed. Each encoding is made
 * once, on its first request (so a client that never asks for gzip never costs one), and shared
 * by the requests that come while it is being made. The ETag names the encoding: a cache that
 * keeps both apart (Vary: Accept-Encoding) revalidates each by its own tag, as RFC 9110 §8.8.3
 * asks of distinct representations.
 */
export class PackedAnswer {
  private readonly packed = new Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>()

  constructor(
    readonly bytes: Buffer,
    readonly etag: string,
  ) {}

  /** The bytes to send in an encoding. */
  in(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.bytes)
    let packing = this.packed.get(encoding)
    if (!packing) {
      packing =
        encoding === 'br' ? brotliText(this.bytes, BROTLI_QUALITY) : gzip(this.bytes, { level: 6 })
      this.packed.set(encoding, packing)
      // A failure is not kept: the next request tries again.
      packing.catch(() => this.packed.delete(encoding))
    }
    return packing
  }

  /** The tag of this answer in an encoding: `"<hash>"` becomes `"<hash>-br"`. */
  etagIn(encoding: Encoding): string {
    return encoding === 'identity' ? this.etag : `${this.etag.slice(0, -1)}-${encoding}"`
  }
}
