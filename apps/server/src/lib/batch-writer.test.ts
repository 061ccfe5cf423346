import { describe, expect, it } from 'vitest'
import { BatchWriter, type Outcome } from './batch-writer'

describe('BatchWriter', () => {
  it('writes jobs that arrive together in one batch and answers each', async () => {
    const batches: number[][] = []
    const writer = new BatchWriter<number, number>(async (jobs) => {
      batches.push(jobs)
      await new Promise((resolve) => setTimeout(resolve, 5))
      return jobs.map((job): Outcome<number> => ({ ok: true, value: job * 10 }))
    })
    const first = writer.submit(1)
    const rest = [2, 3, 4].map((n) => writer.submit(n))
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40])
    // Jobs submitted in one turn of the event loop go together.
    expect(batches).toEqual([[1, 2, 3, 4]])
  })

  it('collects the jobs that arrive while a batch is written into the next batch', async () => {
    const batches: number[][] = []
    const writer = new BatchWriter<number, number>(async (jobs) => {
      batches.push(jobs)
      await new Promise((resolve) => setTimeout(resolve, 20))
      return jobs.map((job): Outcome<number> => ({ ok: true, value: job }))
    })
    const first = writer.submit(1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const later = [2, 3].map((n) => writer.submit(n))
    await Promise.all([first, ...later])
    expect(batches).toEqual([[1], [2, 3]])
  })

  it('flushes: resolves only once every job submitted, and those that came meanwhile, is written', async () => {
    const written: number[] = []
    const writer = new BatchWriter<number, number>(async (jobs) => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      written.push(...jobs)
      return jobs.map((job): Outcome<number> => ({ ok: true, value: job }))
    })
    await writer.flush()
    void writer.submit(1)
    void writer.submit(2)
    setTimeout(() => void writer.submit(3), 5)

    await writer.flush()

    expect(written).toEqual([1, 2, 3])
  })

  it('rejects one job without failing its neighbours', async () => {
    const writer = new BatchWriter<number, number>(async (jobs) =>
      jobs.map((job) =>
        job === 2 ? { ok: false, error: new Error('two') } : { ok: true, value: job },
      ),
    )
    const results = await Promise.allSettled([1, 2, 3].map((n) => writer.submit(n)))
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  })

  it('rejects every job of a batch whose write fails, and keeps working afterwards', async () => {
    let fail = true
    const writer = new BatchWriter<number, number>(async (jobs) => {
      if (fail) throw new Error('disk full')
      return jobs.map((job) => ({ ok: true, value: job }))
    })
    await expect(writer.submit(1)).rejects.toThrow('disk full')
    fail = false
    await expect(writer.submit(2)).resolves.toBe(2)
  })

  it('writes a failed batch again one job at a time, so only the faulty job fails', async () => {
    const batches: number[][] = []
    // Like a database that refuses one row: the whole transaction holding it fails.
    const writer = new BatchWriter<number, number>(async (jobs) => {
      batches.push(jobs)
      if (jobs.includes(3)) throw new Error('row 3 refused')
      return jobs.map((job) => ({ ok: true, value: job * 10 }))
    })
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => writer.submit(n)))
    expect(results).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'fulfilled', value: 20 },
      { status: 'rejected', reason: new Error('row 3 refused') },
      { status: 'fulfilled', value: 40 },
    ])
    expect(batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]])
  })

  it('caps the batch size', async () => {
    const sizes: number[] = []
    const writer = new BatchWriter<number, number>(async (jobs) => {
      sizes.push(jobs.length)
      return jobs.map((job) => ({ ok: true, value: job }))
    }, 2)
    await Promise.all([1, 2, 3, 4, 5].map((n) => writer.submit(n)))
    expect(sizes).toEqual([2, 2, 1])
  })
})
