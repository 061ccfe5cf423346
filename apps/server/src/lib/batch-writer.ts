export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown }

/**
 * Group commit: jobs that arrive while a batch is being written wait and go together in the
 * next one, so many writes share one transaction and one fsync. Each job still gets its own
 * answer, and only after its batch has committed.
 */
export class BatchWriter<Job, Result> {
  private queue: { job: Job; resolve: (r: Result) => void; reject: (e: unknown) => void }[] = []
  private writing = false
  /** The drain under way, which resolves once the queue is empty and nothing is being written. */
  private draining: Promise<void> = Promise.resolve()

  constructor(
    private readonly writeBatch: (jobs: Job[]) => Promise<Outcome<Result>[]>,
    private readonly maxBatch = 100,
  ) {}

  submit(job: Job): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ job, resolve, reject })
      if (this.writing) return
      this.writing = true
      // Wait for the rest of this turn of the event loop: with a synchronous driver a batch
      // would otherwise be written, in microtasks, before the next request is even read.
      this.draining = new Promise<void>((drained) => {
        setImmediate(() => void this.drain().finally(drained))
      })
    })
  }

  /**
   * Resolves once every job submitted so far is written (or has failed): a stopping server waits
   * for it before closing the database, so that no order it holds is lost (shutdown.ts).
   */
  async flush(): Promise<void> {
    while (this.writing) await this.draining
  }

  /**
   * A failed batch was rolled back as a whole, though usually one job was at fault (a row the
   * database refuses): each job is written again alone, so only the faulty one fails and its
   * neighbours are stored. Slower, but only after a failure.
   */
  private async writeOneByOne(batch: typeof this.queue) {
    for (const entry of batch) {
      try {
        const [outcome] = await this.writeBatch([entry.job])
        if (outcome!.ok) entry.resolve(outcome!.value)
        else entry.reject(outcome!.error)
      } catch (error) {
        entry.reject(error)
      }
    }
  }

  private async drain() {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch)
        try {
          const outcomes = await this.writeBatch(batch.map((entry) => entry.job))
          batch.forEach((entry, index) => {
            const outcome = outcomes[index]!
            if (outcome.ok) entry.resolve(outcome.value)
            else entry.reject(outcome.error)
          })
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error)
          else await this.writeOneByOne(batch)
        }
      }
    } finally {
      this.writing = false
    }
  }
}
