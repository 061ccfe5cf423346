import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt's work factors, stored with each hash so that a later cost can still check it. */
export interface PasswordCost {
  N: number
  r: number
  p: number
}

/**
 * One of OWASP's five equivalent scrypt settings (Password Storage Cheat Sheet: N = 2^17 with
 * p = 1, 2^16 with 2, 2^15 with 3, 2^14 with 5, 2^13 with 10): the one that holds 16 MiB while it
 * runs instead of 128 (issue 25 §2). scrypt's memory is 128 × N × r bytes whatever p is, and p
 * runs its lanes one after the other here, so the work stays that of N = 2^17 at an eighth of
 * the memory: an admin's password checked at start, or two logins at once, no longer take a
 * small server's memory to 250 MB and more. Hashes made at the former 2^17 setting are still
 * checked, and made again at this one at the next login.
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 14, r: 8, p: 5 }

const KEY_LENGTH = 64
/** scrypt's memory for a cost, with OpenSSL's room for its p blocks; Node refuses more unless told. */
function memoryFor({ N, r, p }: PasswordCost): number {
  return 128 * N * r + 128 * r * p + 1024 * 1024
}
/** A stored hash may ask for up to 2^17 (the former setting): more is refused as damaged. */
const MAX_MEMORY = memoryFor({ N: 2 ** 17, r: 8, p: 16 })
/**
 * Hashes that run at once: a burst of logins waits in line instead of taking the server's memory
 * (and the event loop's thread pool).
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
        const options: ScryptOptions = { ...cost, maxmem: Math.min(memoryFor(cost), MAX_MEMORY) }
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

/**
 * Whether `stored` was hashed at another cost than `cost`: then it is hashed again at login. Any
 * other cost, not only a lower one: the former N = 2^17 setting is as strong but takes 128 MiB.
 */
export function needsRehash(stored: string, cost: PasswordCost = PASSWORD_COST): boolean {
  const parsed = parse(stored)
  if (!parsed) return true
  return parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p
}
