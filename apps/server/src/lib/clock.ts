/** Time is injected so that tests never depend on the hour or day they run at. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export function fixedClock(iso: string): Clock & { set(iso: string): void } {
  let current = new Date(iso)
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next)
    },
  }
}
