import type { Sharp, SharpOptions } from 'sharp'

// sharp (libvips) costs tens of MB once loaded; only a server that seeds or receives pictures
// loads it.
let sharpModule: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined
export function loadSharp() {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return sharpModule
}
