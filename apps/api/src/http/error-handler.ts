import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { findChainUnavailable } from '@gm-claim/server/chain/rpc';
import { classifyDbError } from '@gm-claim/server/db/unavailable';
import { AppError, RETRY_AFTER_SECONDS, serviceUnavailable } from '../errors';
import { DEADLINE_EXPIRED } from './deadline';
import type { FaultLog } from './fault-log';
import type { AppCounters } from './metrics';

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Maps body-parser and other HTTP errors (they carry a status and a type) to AppErrors. */
function fromHttpError(error: HttpishError): AppError | null {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'The request body is not valid JSON.', 'MALFORMED_JSON');
    case 'entity.too.large':
      return new AppError(413, 'The request body is too large.', 'PAYLOAD_TOO_LARGE');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'The request body encoding is not supported.', 'UNSUPPORTED_MEDIA_TYPE');
    default:
      break;
  }
  const status = error.status ?? error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, 'The request could not be processed.', 'BAD_REQUEST');
  }
  return null;
}

/** How much of the request path a 404 message repeats: enough to spot a typo, never a reflected payload. */
const PATH_ECHO_CHARS = 100;

export const notFound: RequestHandler = (req) => {
  const path = req.path.length > PATH_ECHO_CHARS ? `${req.path.slice(0, PATH_ECHO_CHARS)}…` : req.path;
  throw new AppError(404, `No route for ${req.method} ${path}.`, 'NOT_FOUND');
};

export function sendError(res: Response, error: AppError): void {
  if (error.status === 503) res.set('Retry-After', String(error.retryAfterSeconds ?? RETRY_AFTER_SECONDS));
  res.status(error.status).json({ message: error.message, code: error.code, ...error.details });
}

/** Answers a request whose deadline passed (http/deadline.ts). */
export function deadlineResponse(counters: AppCounters, faultLog: FaultLog): (res: Response) => void {
  return (res) => {
    counters.deadlineExceeded();
    faultLog.report('request_deadline', new Error(`${res.req.method} ${res.req.path} exceeded the request deadline`));
    sendError(res, serviceUnavailable('The service is not answering in time right now. Please try again shortly.'));
  };
}

/**
 * The one place errors become responses: `{ message, code }`. The database or a chain node being
 * unreachable or too slow is a 503 with Retry-After (code SERVICE_UNAVAILABLE), never a 500; 500 is
 * left for real bugs. Failures are logged through the fault log (one line per kind per interval).
 */
export function errorHandler(faultLog: FaultLog, counters: AppCounters): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    // The deadline already answered; this is the handler finishing late.
    if (res.headersSent && res.locals[DEADLINE_EXPIRED] === true) return;
    const known =
      error instanceof AppError ? error : typeof error === 'object' && error !== null ? fromHttpError(error as HttpishError) : null;
    if (known) {
      if (!res.headersSent) sendError(res, known);
      return;
    }
    const chainFault = findChainUnavailable(error);
    if (chainFault !== null) {
      counters.chainError(chainFault.kind);
      faultLog.report(`chain_${chainFault.kind}`, chainFault);
      if (!res.headersSent) {
        sendError(res, serviceUnavailable('The blockchain cannot be read right now (no RPC node answered). Please try again shortly.'));
      }
      return;
    }
    const dbFault = classifyDbError(error);
    if (dbFault !== null) {
      counters.dbError(dbFault);
      faultLog.report(`db_${dbFault}`, error);
      if (!res.headersSent) {
        sendError(res, serviceUnavailable('The service is temporarily unavailable: its database is not answering. Please try again shortly.'));
      }
      return;
    }
    counters.internalError();
    faultLog.report(`internal:${error instanceof Error ? error.name : typeof error}`, error);
    if (res.headersSent) return;
    res.status(500).json({ message: 'Internal server error.', code: 'INTERNAL_ERROR' });
  };
}
