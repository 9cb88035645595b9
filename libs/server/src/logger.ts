import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Paths pino replaces with "[redacted]": credentials in headers and every token or signature that
 * could reach a log line through a serialised object.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'accessToken',
  'refreshToken',
  'signature',
  'privateKey',
  'password',
  '*.accessToken',
  '*.refreshToken',
  '*.signature',
  '*.privateKey',
  '*.password',
  '*.secret',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { service: 'gm-claim-api' },
    },
    destination,
  );
}
