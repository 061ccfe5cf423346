import type * as Crypto from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'

// scrypt as node has it, counting how many run at once.
const running = vi.hoisted(() => ({ now: 0, most: 0 }))
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>()
  return {
    ...actual,
    scrypt: (...args: unknown[]) => {
      const done = args.pop() as (error: Error | null, key: Buffer) => void
      running.now += 1
      running.most = Math.max(running.most, running.now)
      try {
        ;(actual.scrypt as (...a: unknown[]) => void)(
          ...args,
          (error: Error | null, key: Buffer) => {
            running.now -= 1
            done(error, key)
          },
        )
      } catch (error) {
        // Refused before it ran (too much memory asked for).
        running.now -= 1
        throw error
      }
    },
  }
})

const { hashPassword, needsRehash, verifyPassword } = await import('./passwords')

const LOW = { N: 2 ** 10, r: 8, p: 1 }

describe('password hashes', () => {
  it('are made at N = 2^14, r = 8, p = 5 (16 MiB) unless told otherwise', async () => {
    const hash = await hashPassword('a password of some length')

    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[^$]+\$[^$]+$/)
    expect(await verifyPassword('a password of some length', hash)).toBe(true)
    expect(await verifyPassword('another password', hash)).toBe(false)
  }, 20_000)

  it('made at the former N = 2^17, r = 8, p = 1 (128 MiB) are still checked, and made again', async () => {
    const former = await hashPassword('a password of some length', { N: 2 ** 17, r: 8, p: 1 })

    expect(await verifyPassword('a password of some length', former)).toBe(true)
    expect(await verifyPassword('another password', former)).toBe(false)
    expect(needsRehash(former)).toBe(true)
  }, 20_000)

  it('asking for more memory than any setting Quán made are refused, not run', async () => {
    const hash = await hashPassword('password', LOW)
    const greedy = hash.replace('$1024$', `$${2 ** 20}$`)

    await expect(verifyPassword('password', greedy)).rejects.toThrow(/memory/i)
  })

  it('are made two at a time however many are asked for at once', async () => {
    running.most = 0

    const hashes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => hashPassword(`password ${i}`, LOW)),
    )

    expect(running.most).toBe(2)
    expect(new Set(hashes).size).toBe(8)
    expect(running.now).toBe(0)
  })

  it('are made again when hashed at another cost than the current one', async () => {
    const low = await hashPassword('password', { N: 2 ** 14, r: 8, p: 1 })

    expect(needsRehash(low)).toBe(true)
    expect(needsRehash(low, { N: 2 ** 14, r: 8, p: 1 })).toBe(false)
    expect(needsRehash(await hashPassword('password', LOW), LOW)).toBe(false)
    expect(needsRehash('not a hash')).toBe(true)
  })
})
