/**
 * A postal code as a guest's address keeps it (issue 19 §1.3): NFKC, so that `８２１０５` is
 * 82105, then trimmed and in capitals; its spaces stay as typed, for the rider to read.
 */
export function cleanPostalCode(typed: string): string {
  return typed.normalize('NFKC').trim().toUpperCase()
}

/** Letters, digits, spaces and hyphens: what a postal code of any country is written with. */
export const isPostalCode = (code: string) => /^[A-Z0-9 -]+$/.test(code)
