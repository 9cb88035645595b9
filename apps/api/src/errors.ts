import type { ApiErrorCode } from '@gm-claim/shared';

/** The API's one error type: every expected failure is thrown as an AppError and rendered as JSON. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
    /** 503 only: the Retry-After the response carries (default RETRY_AFTER_SECONDS). */
    readonly retryAfterSeconds?: number,
    /** Extra fields of the body (CLAIMS_NOT_OPEN / CLAIMS_CLOSED: `time`, `timestamp`). */
    readonly details?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

/** What a 503 tells the caller to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export const serviceUnavailable = (message: string, retryAfterSeconds = RETRY_AFTER_SECONDS): AppError =>
  new AppError(503, message, 'SERVICE_UNAVAILABLE', retryAfterSeconds);

export const unauthenticated = (message = 'Authentication required.'): AppError =>
  new AppError(401, message, 'UNAUTHENTICATED');
