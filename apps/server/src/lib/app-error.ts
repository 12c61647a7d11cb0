import { ERROR_MESSAGES, type ErrorCode } from '@gabinete/shared';

/** An expected failure: answered as { code, message } with the given status, never logged as a crash. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly statusCode: number,
    message?: string,
    readonly fields?: Record<string, string>,
    /** More of the answer beside { code, message } (a VERSION_CONFLICT's `current`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message ?? ERROR_MESSAGES[code as ErrorCode] ?? code);
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(code, 404);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(code, 403);
export const conflict = (code: ErrorCode, message?: string) => new AppError(code, 409, message);
