import { expect, it } from 'vitest'
import { RoundWorker } from './round-worker'

/** A round that waits to be let go, counting how many began. */
function heldRounds() {
  const releases: (() => void)[] = []
  let began = 0
  const round = () => {
    began += 1
    return new Promise<number>((resolve) => releases.push(() => resolve(began)))
  }
  return { round, releases, began: () => began }
}

it('runs one round at a time: drains during a round share one more round after it', async () => {
  const held = heldRounds()
  const worker = new RoundWorker({ round: held.round, pollMs: 60_000, failed: () => {} })
  const first = worker.drain()
  const second = worker.drain()
  const third = worker.drain()
  expect(held.began()).toBe(1)
  held.releases[0]!()
  expect(await first).toBe(1)
  // The second and third were asked during the first: one more round, theirs together.
  await new Promise((resolve) => setImmediate(resolve))
  expect(held.began()).toBe(2)
  held.releases[1]!()
  expect(await second).toBe(2)
  expect(await third).toBe(2)
  expect(held.began()).toBe(2)
})

it('waits for what is settling before its round', async () => {
  const order: string[] = []
  let settled!: () => void
  const settling = new Promise<void>((resolve) => (settled = resolve))
  const worker = new RoundWorker({
    round: async () => {
      order.push('round')
      return 0
    },
    pollMs: 60_000,
    failed: () => {},
    settle: () => settling.then(() => order.push('settled')),
  })
  const drained = worker.drain()
  await new Promise((resolve) => setImmediate(resolve))
  expect(order).toEqual([])
  settled()
  await drained
  expect(order).toEqual(['settled', 'round'])
})

it('is woken only once started, and stops polling when stopped', async () => {
  let rounds = 0
  const worker = new RoundWorker({
    round: async () => ++rounds,
    pollMs: 60_000,
    failed: () => {},
  })
  worker.wake()
  await new Promise((resolve) => setImmediate(resolve))
  expect(rounds).toBe(0)
  worker.start()
  await new Promise((resolve) => setImmediate(resolve))
  expect(rounds).toBe(1)
  worker.wake()
  await new Promise((resolve) => setImmediate(resolve))
  expect(rounds).toBe(2)
  await worker.stop()
  worker.wake()
  await new Promise((resolve) => setImmediate(resolve))
  expect(rounds).toBe(2)
})
