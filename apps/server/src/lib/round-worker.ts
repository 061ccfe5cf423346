const STOP_WAIT_MS = 5_000

export interface RoundWorkerOptions {
  /** One round of the work: everything due now; resolves with how much it did. */
  round: () => Promise<number>
  /** Between two rounds when nothing wakes the worker sooner. */
  pollMs: number
  /** A round that threw (the next poll tries again): to log it. */
  failed: (error: unknown) => void
  /** What a drain waits for before its round, e.g. jobs still being added. */
  settle?: () => Promise<unknown>
}

/**
 * The worker of a durable queue (the mail outbox, the kitchen printer's queue): a round now and
 * then every `pollMs`, or sooner when woken after a commit. One round runs at a time: a drain
 * during a round waits for it and then runs one more, which every drain made meanwhile shares, so
 * what was queued before the call is always looked at.
 */
export class RoundWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<number> | undefined
  private queued: Promise<number> | undefined
  private started = false

  constructor(private readonly options: RoundWorkerOptions) {}

  start() {
    if (this.started) return
    this.started = true
    const tick = () => {
      this.drain()
        .catch((error: unknown) => this.options.failed(error))
        .finally(() => {
          if (this.started) this.timer = setTimeout(tick, this.options.pollMs).unref()
        })
    }
    tick()
  }

  /** After a commit that queued work: do it now rather than at the next poll. */
  wake() {
    if (this.started) this.drain().catch((error: unknown) => this.options.failed(error))
  }

  /**
   * Stops polling and waits (a few seconds at most) for the round running now, and for `also`
   * (work of the queue's own still in flight).
   */
  async stop(also: Iterable<Promise<unknown>> = []) {
    this.started = false
    clearTimeout(this.timer)
    const inFlight = Promise.allSettled([this.running, this.queued, ...also])
    let timeout: NodeJS.Timeout | undefined
    await Promise.race([
      inFlight,
      new Promise((resolve) => (timeout = setTimeout(resolve, STOP_WAIT_MS).unref())),
    ])
    clearTimeout(timeout)
  }

  /** Does everything due now; resolves with how much the round did. */
  drain(): Promise<number> {
    const { settle } = this.options
    return settle ? settle().then(() => this.roundOrNext()) : this.roundOrNext()
  }

  private roundOrNext(): Promise<number> {
    if (!this.running) {
      this.running = this.options.round().finally(() => {
        this.running = undefined
      })
      return this.running
    }
    this.queued ??= this.running
      .catch(() => 0)
      .then(() => {
        this.queued = undefined
        return this.drain()
      })
    return this.queued
  }
}
