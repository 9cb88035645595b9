import { tokenByAddressQuerySchema } from '@gm-claim/shared';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Deadline } from '../../http/deadline';
import { requestId, type Front } from '@gm-claim/server/http/front';
import type { Metrics } from '../../http/metrics';
import { passThrough } from '@gm-claim/server/http/rate-limit';
import { parseInput } from '../../http/validate';
import { authenticatedWallet } from '../auth';
import type { UserService } from './user.service';
import type { RouteTarget } from '../../http/route-target';

/** Public eligibility may be cached by browsers and CDNs for a short while. */
const PUBLIC_CACHE = 'public, max-age=30';

/** What the web sends: 0x + 40 lowercase hex digits, valid by definition (no EIP-55 checksum to check). */
const LOWERCASE_ADDRESS = /^0x[0-9a-f]{40}$/;

/** The query's wallet address: the common lowercase form without a zod pass, anything else through the schema. */
function walletAddressOf(query: unknown): string {
  const raw = (query as Record<string, unknown> | undefined)?.['walletAddress'];
  if (typeof raw === 'string' && LOWERCASE_ADDRESS.test(raw)) return raw;
  return parseInput(tokenByAddressQuerySchema, query, 'query').walletAddress;
}

export function userRoutes(service: UserService, auth: RequestHandler, router: RouteTarget = Router()): RouteTarget {
  router.get('/user/token', auth, async (_req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json({ tokenInfo: await service.tokenInfo(authenticatedWallet(res)) });
  });
  return router;
}

/**
 * GET /user/tokenByInputAddress, the hottest public route (the claim page looks up any address).
 * The app registers it ahead of the docs and service routes and the body parser, none of which
 * it needs, with the general rate limiter in its own chain.
 */
export function publicTokenRoutes(service: UserService, limiter: RequestHandler, router: RouteTarget = Router()): RouteTarget {
  router.get('/user/tokenByInputAddress', limiter, async (req, res) => {
    const walletAddress = walletAddressOf(req.query);
    const body = JSON.stringify({ tokenInfo: await service.tokenInfo(walletAddress) });
    // What res.json would send (no ETag: the app disables them), without its content-type parsing.
    res.setHeader('Cache-Control', PUBLIC_CACHE);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  });

  return router;
}

const TOKEN_ROUTE = '/user/tokenByInputAddress';
const FAST_PREFIX = `${TOKEN_ROUTE}?walletAddress=`;
const FAST_URL_LENGTH = FAST_PREFIX.length + 42;
const JSON_TYPE = 'application/json; charset=utf-8';

/** The address of `/user/tokenByInputAddress?walletAddress=0x<40 lowercase hex>` exactly (what the web sends), else undefined. */
export function fastLookupAddress(url: string): string | undefined {
  if (url.length !== FAST_URL_LENGTH || !url.startsWith(FAST_PREFIX)) return undefined;
  const address = url.slice(FAST_PREFIX.length);
  return LOWERCASE_ADDRESS.test(address) ? address : undefined;
}

export interface TokenFastPathDeps {
  service: UserService;
  limiter: RequestHandler;
  front: Front;
  deadline: Deadline;
  metrics: Pick<Metrics, 'watch'>;
  /** The request logger when requests are logged (pino-http's middleware; it calls next at once). */
  logging?: RequestHandler | undefined;
  /** The Express app the server falls back to: what `serve` hands a request over to (see `TokenFastPath`). */
  app: (req: IncomingMessage, res: ServerResponse) => void;
}

/** A step run with the app's (Express's) request and response, as a middleware of its chain. */
export type ExpressStep = (req: Request, res: Response, next: NextFunction) => void;

export interface TokenFastPath {
  /**
   * The http.Server's step, ahead of Express: answers the look-up's common form (see
   * `fastLookupAddress`) when no rate limiter is on and returns true; returns false for everything
   * else, which the server gives to the app. Express's per-request set-up (its request and response
   * prototypes, the router's pass, the final handler) is skipped; whatever needs it later — the
   * error handler, the deadline's 503 — gets the request handed over to the app (`viaApp`).
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * The app's first layer: runs the step of a request `serve` handed over; answers the common form
   * itself when the request reached the app directly (a rate limiter is on: express-rate-limit reads
   * Express's `req.ip`); passes everything else down the chain.
   */
  middleware: RequestHandler;
  /** Runs `step` with the app's request and response: at once when the app has them, else after handing them over to it. */
  viaApp(res: ServerResponse, step: ExpressStep): void;
}

const ignore = (): void => undefined;

/** On a response `serve` began, until it is handed over to the app. */
const BEGUN = Symbol('tokenFastPathBegun');
/** On a request handed over to the app: the step its first layer runs. */
const STEP = Symbol('tokenFastPathStep');
type Begun = ServerResponse & { [BEGUN]?: boolean };
type HandedOver = IncomingMessage & { [STEP]?: ExpressStep | undefined };

/**
 * GET /user/tokenByInputAddress in its exact common form, answered ahead of the middleware chain:
 * by the http.Server before Express (`serve`) or, with a rate limiter on, by the app's first layer.
 * It takes the same steps the chain would — request id, the request deadline, the request log, the
 * request histogram (under the route's own label), the general rate limiter, then
 * `publicTokenRoutes`' handler — but without a router pass per middleware, without a query-string
 * parse (the address is read from the URL), and, when no limiter sets headers, with the front
 * headers (helmet's, CORS, the request id) and the route's written in one `writeHead` instead of
 * ~20 `setHeader` calls. Any other answer (429, 503 from the deadline or the database, a bug's
 * 500) first gets the front headers set as the chain would have, from the app: the deadline and
 * the error handler see the same response. Every other request form (another query, case,
 * trailing slash, HEAD) goes down the chain to the route itself; test/token-fast-path.test.ts
 * compares the two.
 */
export function tokenFastPath(deps: TokenFastPathDeps): TokenFastPath {
  const { service, limiter, front, deadline, metrics, logging, app } = deps;
  const limited = limiter !== passThrough;

  function answer(req: IncomingMessage, res: ServerResponse, walletAddress: string, id: string, fail: (error: unknown) => void): void {
    service
      .tokenInfo(walletAddress)
      .then((tokenInfo) => {
        // The deadline answered meanwhile (a 503): this late result is dropped, as the chain's handler's would be.
        if (res.headersSent) return;
        const body = JSON.stringify({ tokenInfo });
        if (limited) {
          res.setHeader('Cache-Control', PUBLIC_CACHE);
          res.setHeader('Content-Type', JSON_TYPE);
          res.setHeader('Content-Length', Buffer.byteLength(body));
        } else {
          front.undefer(res);
          const headers = front.headerList(req, id);
          headers.push('Cache-Control', PUBLIC_CACHE, 'Content-Type', JSON_TYPE, 'Content-Length', String(Buffer.byteLength(body)));
          res.writeHead(200, headers);
        }
        res.end(body);
      }, fail)
      .catch(fail);
  }

  /** Dispatches a request `serve` began into the app, whose first layer runs `step` with Express's request and response. */
  function handOver(req: IncomingMessage, res: ServerResponse, step: ExpressStep): void {
    (res as Begun)[BEGUN] = false;
    (req as HandedOver)[STEP] = step;
    app(req, res);
  }

  /** The chain's way with an error: the front headers, then the error handler. */
  const failing =
    (error: unknown): ExpressStep =>
      (_req, res, next) => {
        front.applyDeferred(res);
        next(error);
      };

  /** The steps every form shares, up to the limiter: false when one threw (`fail` has it). */
  function begin(req: IncomingMessage, res: ServerResponse, id: string, fail: (error: unknown) => void): boolean {
    (req as { id?: string }).id = id;
    if (limited) front.setHeaders(req, res, id);
    else front.defer(res, id);
    try {
      deadline.watch(res as Response);
      if (logging) logging(req as Request, res as Response, ignore);
      metrics.watch(req as Request, res as Response, TOKEN_ROUTE);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  }

  return {
    serve(req, res) {
      if (limited || req.method !== 'GET') return false;
      const walletAddress = fastLookupAddress(req.url ?? '');
      if (walletAddress === undefined) return false;
      const id = requestId(req);
      (res as Begun)[BEGUN] = true;
      const fail = (error: unknown): void => handOver(req, res, failing(error));
      if (begin(req, res, id, fail)) answer(req, res, walletAddress, id, fail);
      return true;
    },

    middleware(req, res, next) {
      const step = (req as HandedOver)[STEP];
      if (step !== undefined) {
        (req as HandedOver)[STEP] = undefined;
        step(req, res, next);
        return;
      }
      if (req.method !== 'GET') {
        next();
        return;
      }
      const walletAddress = fastLookupAddress(req.url);
      if (walletAddress === undefined) {
        next();
        return;
      }
      const id = requestId(req);
      const fail = (error: unknown): void => failing(error)(req, res, next);
      if (!begin(req, res, id, fail)) return;
      if (!limited) {
        answer(req, res, walletAddress, id, fail);
        return;
      }
      limiter(req, res, (error?: unknown) => {
        if (error !== undefined && error !== null) next(error);
        else answer(req, res, walletAddress, id, fail);
      });
    },

    viaApp(res, step) {
      if ((res as Begun)[BEGUN] === true) handOver(res.req, res, step);
      else step(res.req as Request, res as Response, ignore);
    },
  };
}
