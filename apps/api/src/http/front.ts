import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors, { type CorsOptions } from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The first middleware of every request, in one step: request id, the security headers helmet
 * sets, CORS. Doing this in one function instead of ~15 (helmet is a chain of 12 middlewares,
 * cors rebuilds its options per request) matters on the hot public GETs: the Express router's
 * per-layer cost dominated the API's overhead over a hello-world.
 *
 * The headers are exactly those of `helmet()` and `cors(corsOptions(...))`: helmet's are recorded
 * once at start-up by running helmet itself, CORS preflights (OPTIONS) still go through the cors
 * package, and test/front.test.ts compares both against the packages on every kind of request.
 */

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

export const CORS_EXPOSED_HEADERS = ['X-Request-Id', 'RateLimit', 'RateLimit-Policy', 'Retry-After'];

/** The request id: the caller's X-Request-Id when well formed, a fresh UUID otherwise. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The options the API has always given the cors package. */
export function corsOptions(allowedOrigins: readonly string[]): CorsOptions {
  return {
    origin: (origin, callback) => callback(null, origin === undefined || allowedOrigins.includes(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id'],
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
  };
}

/** The headers `helmet()` sets (and removes) on every response, recorded by running helmet once. */
export function helmetHeaders(): { set: Array<[string, string]>; removed: string[] } {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
    getHeader: () => undefined,
  };
  let called = false;
  helmet()({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    called = true;
  });
  // helmet's default middlewares are synchronous and request independent; fail loudly if that changes.
  if (!called || set.length === 0) throw new Error('helmet() did not complete synchronously: cannot precompute its headers');
  return { set, removed };
}

export function frontMiddleware(allowedOrigins: readonly string[]): RequestHandler {
  const security = helmetHeaders();
  const securitySet = security.set;
  const securityRemoved = security.removed;
  const allowed = new Set(allowedOrigins);
  const exposed = CORS_EXPOSED_HEADERS.join(',');
  const preflight = cors(corsOptions(allowedOrigins));

  return (req, res, next) => {
    const id = requestId(req);
    (req as { id?: string }).id = id;
    res.setHeader('X-Request-Id', id);
    for (let i = 0; i < securitySet.length; i++) {
      const header = securitySet[i] as [string, string];
      res.setHeader(header[0], header[1]);
    }
    for (let i = 0; i < securityRemoved.length; i++) res.removeHeader(securityRemoved[i] as string);

    if (req.method === 'OPTIONS') {
      preflight(req, res, next);
      return;
    }
    // What cors() does on a non-preflight request with our origin callback: no Origin or an allowed
    // one → reflect it (nothing when absent), Vary: Origin, the exposed headers; otherwise nothing.
    const origin = req.headers.origin;
    if (origin === undefined || allowed.has(origin)) {
      if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', exposed);
    }
    next();
  };
}
