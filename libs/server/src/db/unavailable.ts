/**
 * Failures that mean "the database cannot answer right now" (as opposed to a bug or bad data): the
 * API answers them with 503 + Retry-After instead of 500, and logs them as one line per kind per
 * interval (see http/fault-log.ts) instead of one stack trace per request.
 */
export type DbFaultKind = 'unreachable' | 'timeout';

export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';

  constructor(
    readonly kind: DbFaultKind,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`database ${kind}: ${detail}`, options);
  }
}

/** Node socket errors of a connection that is gone or never came up. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATE classes and codes of a server that is shutting down, restarting, overloaded or lost the
 * connection: 08 connection exception, 57P01–57P03 admin/crash shutdown and "cannot connect now",
 * 53300 too many connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** Cancelled by statement_timeout / lock_timeout (57014 query_canceled, 55P03 lock_not_available). */
function isTimeoutSqlState(code: string): boolean {
  return code === '57014' || code === '55P03';
}

/** Messages node-postgres and pg-pool use for their own time-outs and lost connections. */
const TIMEOUT_MESSAGES = [/timeout exceeded when trying to connect/i, /Query read timeout/i, /Connection terminated due to connection timeout/i];
const UNREACHABLE_MESSAGES = [/Connection terminated/i, /Client has encountered a connection error/i, /not queryable/i, /connection is closed/i];

/** The fault kind of a database error, or null when it is not an availability problem. */
export function classifyDbError(error: unknown): DbFaultKind | null {
  if (error instanceof DatabaseUnavailableError) return error.kind;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (isTimeoutSqlState(code)) return 'timeout';
    if (SOCKET_CODES.has(code) || isUnavailableSqlState(code)) return code === 'ETIMEDOUT' ? 'timeout' : 'unreachable';
  }
  if (typeof message === 'string') {
    if (TIMEOUT_MESSAGES.some((pattern) => pattern.test(message))) return 'timeout';
    if (UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unreachable';
  }
  return null;
}

/** Rethrows availability failures as DatabaseUnavailableError; everything else unchanged. */
export function asDbError(error: unknown): unknown {
  const kind = classifyDbError(error);
  if (kind === null || error instanceof DatabaseUnavailableError) return error;
  const detail = (error as { code?: string; message?: string }).code ?? (error as { message?: string }).message ?? 'unknown';
  return new DatabaseUnavailableError(kind, String(detail).slice(0, 120), { cause: error });
}
