import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt's work factors, stored with each hash so that a later cost can still check it. */
export interface PasswordCost {
  N: number
  r: number
  p: number
}

/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): 128 MiB and ~0.3 s per hash. */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 }

const KEY_LENGTH = 64
/**
 * scrypt takes 128 × N × r bytes: 128 MiB at OWASP's N = 2^17, r = 8. Node refuses more than
 * 32 MiB unless told; a stored hash may ask for up to twice the current cost.
 */
const MAX_MEMORY = 2 * 128 * PASSWORD_COST.N * PASSWORD_COST.r + 1024 * 1024
/**
 * Hashes that run at once. Each holds 128 MiB for a third of a second: a burst of logins waits
 * in line instead of taking the server's memory (and the event loop's thread pool).
 */
const MAX_AT_ONCE = 2

let running = 0
const waiting: (() => void)[] = []

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  try {
    return await work()
  } finally {
    // The slot passes straight to the next in line, so `running` never drops between them.
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

function derive(password: string, salt: Buffer, cost: PasswordCost, length: number) {
  return inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { ...cost, maxmem: MAX_MEMORY }
        scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
          error ? reject(error) : resolve(key),
        )
      }),
  )
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(
  password: string,
  cost: PasswordCost = PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost, KEY_LENGTH)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
}

function parse(stored: string) {
  const [scheme, N, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return undefined
  return { cost: { N: Number(N), r: Number(r), p: Number(p) }, salt, hash }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const expected = Buffer.from(parsed.hash, 'base64')
  const key = await derive(
    password,
    Buffer.from(parsed.salt, 'base64'),
    parsed.cost,
    expected.length,
  )
  return timingSafeEqual(key, expected)
}

/** Whether `stored` was hashed at a lower cost than `cost`: then it is hashed again at login. */
export function needsRehash(stored: string, cost: PasswordCost = PASSWORD_COST): boolean {
  const parsed = parse(stored)
  if (!parsed) return true
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p
}
