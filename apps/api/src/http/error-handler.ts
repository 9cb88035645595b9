import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../errors';

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

/** The one place errors become responses: `{ message, code }`, 5xx only for real server faults. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const known =
      error instanceof AppError ? error : typeof error === 'object' && error !== null ? fromHttpError(error as HttpishError) : null;
    if (known) {
      res.status(known.status).json({ message: known.message, code: known.code });
      return;
    }
    logger.error({ err: error, reqId: req.id }, 'unhandled error');
    if (res.headersSent) return;
    res.status(500).json({ message: 'Internal server error.', code: 'INTERNAL_ERROR' });
  };
}
