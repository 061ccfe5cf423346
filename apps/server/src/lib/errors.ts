/**
 * An expected failure: the error handler answers `{ success: false, message, errors? }` with
 * `status`, and `extra` fields (e.g. the current amount on a 409) merged into the body.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors)
export const unauthorized = (message = 'Please log in to continue') => new AppError(401, message)
export const forbidden = (message = 'Only the restaurant admin can do this') =>
  new AppError(403, message)
export const notFound = (message: string) => new AppError(404, message)
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError(409, message, undefined, extra)
