import type { ApiErrorCode } from '@gm-claim/shared';

/** The API's one error type: every expected failure is thrown as an AppError and rendered as JSON. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
  ) {
    super(message);
  }
}

export const unauthenticated = (message = 'Authentication required.'): AppError =>
  new AppError(401, message, 'UNAUTHENTICATED');
