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

export const CORS_EXPOSED_HEADERS = ['X-Request-Id', 'RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-Admission-Pass'];

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
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id', 'X-Admission-Pass'],
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

/** A response whose front headers the fast path defers to one `writeHead` (see `Front.applyDeferred`). */
const DEFERRED = Symbol('frontDeferred');
type Deferring = ServerResponse & { [DEFERRED]?: string | undefined };

export interface Front {
  /** Request id, helmet's headers and CORS, set on the response (OPTIONS preflights through cors). */
  middleware: RequestHandler;
  /**
   * The headers `middleware` sets on a GET with request id `id`, as one flat `[name, value, …]`
   * list for `res.writeHead` (a fresh array the caller may extend). helmet's removals are moot there:
   * the list is the whole of a response that had no header before.
   */
  headerList(req: IncomingMessage, id: string): string[];
  /** `middleware`'s own step for a GET with request id `id` (no preflight, no next). */
  setHeaders(req: IncomingMessage, res: ServerResponse, id: string): void;
  /**
   * Marks `res` as answered by `headerList` later: a writer that answers it instead (the request
   * deadline, the error handler) first calls `applyDeferred`, which sets them as `middleware` does.
   */
  defer(res: ServerResponse, id: string): void;
  /** Sets a deferred response's headers (nothing for any other, or once headers are sent). */
  applyDeferred(res: ServerResponse): void;
  /** Forgets the deferral: the caller writes the list itself. */
  undefer(res: ServerResponse): void;
}

export function createFront(allowedOrigins: readonly string[]): Front {
  const security = helmetHeaders();
  const securitySet = security.set;
  const securityRemoved = security.removed;
  const allowed = new Set(allowedOrigins);
  const exposed = CORS_EXPOSED_HEADERS.join(',');
  const preflight = cors(corsOptions(allowedOrigins));
  const securityFlat = securitySet.flat();

  function setHeaders(req: IncomingMessage, res: ServerResponse, id: string): void {
    res.setHeader('X-Request-Id', id);
    for (let i = 0; i < securitySet.length; i++) {
      const header = securitySet[i] as [string, string];
      res.setHeader(header[0], header[1]);
    }
    for (let i = 0; i < securityRemoved.length; i++) res.removeHeader(securityRemoved[i] as string);
    corsHeaders(req, res);
  }

  // What cors() does on a non-preflight request with our origin callback: no Origin or an allowed
  // one → reflect it (nothing when absent), Vary: Origin, the exposed headers; otherwise nothing.
  function corsHeaders(req: IncomingMessage, res: ServerResponse): void {
    const origin = req.headers.origin;
    if (origin === undefined || allowed.has(origin)) {
      if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', exposed);
    }
  }

  return {
    middleware(req, res, next) {
      const id = requestId(req);
      (req as { id?: string }).id = id;
      if (req.method === 'OPTIONS') {
        res.setHeader('X-Request-Id', id);
        for (let i = 0; i < securitySet.length; i++) {
          const header = securitySet[i] as [string, string];
          res.setHeader(header[0], header[1]);
        }
        for (let i = 0; i < securityRemoved.length; i++) res.removeHeader(securityRemoved[i] as string);
        preflight(req, res, next);
        return;
      }
      setHeaders(req, res, id);
      next();
    },
    headerList(req, id) {
      const list = ['X-Request-Id', id, ...securityFlat];
      const origin = req.headers.origin;
      if (origin === undefined || allowed.has(origin)) {
        if (origin) list.push('Access-Control-Allow-Origin', origin);
        list.push('Vary', 'Origin', 'Access-Control-Expose-Headers', exposed);
      }
      return list;
    },
    setHeaders,
    defer(res, id) {
      (res as Deferring)[DEFERRED] = id;
    },
    applyDeferred(res) {
      const deferring = res as Deferring;
      const id = deferring[DEFERRED];
      if (id === undefined) return;
      deferring[DEFERRED] = undefined;
      if (!res.headersSent) setHeaders(res.req, res, id);
    },
    undefer(res) {
      (res as Deferring)[DEFERRED] = undefined;
    },
  };
}

export function frontMiddleware(allowedOrigins: readonly string[]): RequestHandler {
  return createFront(allowedOrigins).middleware;
}
