// http_ece ships no types; the fake push service (fake-push-service.ts) uses only decrypt().
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer
}
