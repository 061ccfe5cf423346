import type { ErrorCode } from '@quan/domain'

/**
 * An expected failure: the error handler answers `{ success: false, message, code, errors? }`
 * with `status`, and `extra` fields (e.g. the current amount on a 409) merged into the body.
 * `code` is the stable name the web translates by (domain error-codes.ts); `message` the
 * readable sentence, SPEC's words where SPEC has them.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (code: ErrorCode, message: string, errors?: Record<string, string>) =>
  new AppError(400, code, message, errors)
export const unauthorized = (code: ErrorCode, message: string) => new AppError(401, code, message)
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message)
export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message)
export const conflict = (code: ErrorCode, message: string, extra?: Record<string, unknown>) =>
  new AppError(409, code, message, undefined, extra)
