import { randomBytes, randomInt } from 'node:crypto'

/** Text ids, sortable by creation time (time prefix) and unguessable (random tail). */
export function newId(): string {
  return Date.now().toString(36).padStart(9, '0') + randomBytes(8).toString('hex')
}

export const secureRandomInt = (maxExclusive: number) => randomInt(maxExclusive)
