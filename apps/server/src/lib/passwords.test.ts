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
      ;(actual.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
        running.now -= 1
        done(error, key)
      })
    },
  }
})

const { hashPassword, needsRehash, verifyPassword } = await import('./passwords')

const LOW = { N: 2 ** 10, r: 8, p: 1 }

describe('password hashes', () => {
  it('are made at N = 2^17, r = 8, p = 1 unless told otherwise', async () => {
    const hash = await hashPassword('a password of some length')

    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[^$]+\$[^$]+$/)
    expect(await verifyPassword('a password of some length', hash)).toBe(true)
    expect(await verifyPassword('another password', hash)).toBe(false)
  }, 20_000)

  it('are made two at a time however many are asked for at once', async () => {
    running.most = 0

    const hashes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => hashPassword(`password ${i}`, LOW)),
    )

    expect(running.most).toBe(2)
    expect(new Set(hashes).size).toBe(8)
    expect(running.now).toBe(0)
  })

  it('are made again when hashed at a lower cost than the current one', async () => {
    const low = await hashPassword('password', { N: 2 ** 14, r: 8, p: 1 })

    expect(needsRehash(low)).toBe(true)
    expect(needsRehash(low, { N: 2 ** 14, r: 8, p: 1 })).toBe(false)
    expect(needsRehash(await hashPassword('password', LOW), LOW)).toBe(false)
    expect(needsRehash('not a hash')).toBe(true)
  })
})
