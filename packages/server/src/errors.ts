/** The error codes a client may see (CONTRACT.md "Errors"). */
export const ERROR_CODES = [
  'LOGGED_OUT',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'QUERY_TOO_COMPLEX',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type AppErrorExtensions = { code: ErrorCode; field?: string; retryAfterSeconds?: number };

/**
 * An error meant for the person using the client: its message and code reach the answer as they
 * are. Anything else thrown is logged and answered as "Internal server error".
 */
export class AppError extends Error {
  readonly extensions: AppErrorExtensions;
  /** The HTTP status when this error is the whole answer (no data); 4xx only for request-level refusals. */
  readonly statusCode: number;

  constructor(code: ErrorCode, message: string, options: { field?: string; statusCode?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.extensions = options.field ? { code, field: options.field } : { code };
    this.statusCode = options.statusCode ?? 200;
  }
}

/**
 * A variable broke a rule. Raised while executing, so the answer stays HTTP 200 (GraphQL over
 * HTTP): clients such as Apollo's HttpLink then show the message instead of a transport error.
 */
export function badUserInput(field: string, rule: string): AppError {
  return new AppError('BAD_USER_INPUT', `${field} ${rule}.`, { field });
}

export function loggedOut(action: string): AppError {
  return new AppError('LOGGED_OUT', `loggedOut: you must be logged in to ${action}.`);
}

export function unauthenticated(): AppError {
  return new AppError('UNAUTHENTICATED', 'Your session has ended. Please log in again.');
}
