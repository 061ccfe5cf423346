/**
 * An owner's look, set up as the back office does it (issue 21 §2): their SVG logo, a green brand
 * colour and a home banner photo of their own, so that Lighthouse can be run on the shop as a
 * restaurant makes it its own and not only on the demo's look.
 */
import sharp from 'sharp'

/** A logo as a designer sends it: wider than high, with its own lettering. */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="#2e7d32"/><text x="60" y="27" font-size="18" text-anchor="middle" fill="#fff">PHO HA NOI</text></svg>`

export const OWNERS_COLOUR = '#2e7d32'

/**
 * A banner as a phone's camera takes it: 4032 × 2268, a busy picture (noise over a gradient),
 * which the shop must bring down to its own sizes.
 */
async function bannerPhoto(): Promise<Buffer> {
  const width = 4032
  const height = 2268
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 42
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const noise = seed % 48
    const x = (i / 3) % width
    pixels[i] = 120 + Math.floor((x / width) * 80) + noise
    pixels[i + 1] = 90 + noise
    pixels[i + 2] = 40 + noise
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

async function upload(base: string, token: string, what: 'logo' | 'banner', bytes: Buffer) {
  const answer = await fetch(`${base}/api/admin/restaurant/look/${what}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/octet-stream' },
    body: bytes,
  })
  if (answer.status !== 201)
    throw new Error(`${what} upload: ${answer.status} ${await answer.text()}`)
  return ((await answer.json()) as { data: unknown }).data
}

/** Uploads the logo and the banner and saves the look with the green colour. */
export async function setOwnersLook(base: string, token: string): Promise<void> {
  const logo = await upload(base, token, 'logo', Buffer.from(LOGO))
  const banner = await upload(base, token, 'banner', await bannerPhoto())
  const saved = await fetch(`${base}/api/admin/restaurant/look`, {
    method: 'PUT',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ brandColour: OWNERS_COLOUR, logo, banner }),
  })
  if (!saved.ok) throw new Error(`look: ${saved.status} ${await saved.text()}`)
}
