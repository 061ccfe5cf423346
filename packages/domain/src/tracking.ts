/** Two letters and six digits. Older codes may contain I or O, so the pattern still accepts them. */
export const TRACKING_CODE_PATTERN = /^[A-Z]{2}\d{6}$/

export const TRACKING_CODE_MAX_LENGTH = 8

/** I and O are left out because read aloud or handwritten they pass for 1 and 0. */
export const TRACKING_CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

/**
 * The caller supplies the randomness (crypto.randomInt on the server, a fixed sequence in tests),
 * which keeps this module pure. Uniqueness is the caller's job: retry on a clash.
 */
export function generateTrackingCode(randomInt: (maxExclusive: number) => number): string {
  const pick = (maxExclusive: number): number => {
    const value = randomInt(maxExclusive)
    if (!Number.isInteger(value) || value < 0 || value >= maxExclusive) {
      throw new RangeError(`randomInt(${maxExclusive}) returned ${value}`)
    }
    return value
  }
  let code = ''
  for (let i = 0; i < 2; i++)
    code += TRACKING_CODE_LETTERS.charAt(pick(TRACKING_CODE_LETTERS.length))
  for (let i = 0; i < 6; i++) code += String(pick(10))
  return code
}

/** The track page uppercases before sending (SPEC §2); the server does the same for any client. */
export function normalizeTrackingCode(code: string): string {
  return code.trim().toUpperCase()
}

/** What stands for each hidden character of a masked code (a middle dot, never a code letter). */
export const TRACKING_CODE_MASK = '·'
const SHOWN_CHARACTERS = 4

/**
 * A code as a list found by phone alone may show it (`EK81····`): enough for the guest to tell
 * their orders apart, too little to open one. Phone numbers are guessable, so the code and the
 * phone together must stay the key to an order.
 */
export function maskTrackingCode(code: string): string {
  const shown = code.slice(0, SHOWN_CHARACTERS)
  return shown + TRACKING_CODE_MASK.repeat(Math.max(code.length - shown.length, 4))
}
