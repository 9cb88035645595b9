import { tokenByAddressQuerySchema } from '@gm-claim/shared';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Deadline } from '../../http/deadline';
import { requestId, type Front } from '../../http/front';
import type { Metrics } from '../../http/metrics';
import { passThrough } from '../../http/rate-limit';
import { parseInput } from '../../http/validate';
import { authenticatedWallet } from '../auth/require-auth';
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
}

const ignore = (): void => undefined;

/**
 * GET /user/tokenByInputAddress in its exact common form, answered ahead of the middleware chain:
 * the app's first layer. It takes the same steps the chain would — request id, the request
 * deadline, the request log, the request histogram (under the route's own label), the general rate
 * limiter, then `publicTokenRoutes`' handler — but without a router pass per middleware, without a
 * query-string parse (the address is read from the URL), and, when no limiter sets headers, with
 * the front headers (helmet's, CORS, the request id) and the route's written in one `writeHead`
 * instead of ~20 `setHeader` calls. Any other answer (429, 503 from the deadline or the database,
 * a bug's 500) first gets the front headers set as the chain would have: the deadline and the
 * error handler see the same response. Every other request form (another query, case, trailing
 * slash, HEAD) goes down the chain to the route itself; test/token-fast-path.test.ts compares the two.
 */
export function tokenFastPath(deps: TokenFastPathDeps): RequestHandler {
  const { service, limiter, front, deadline, metrics, logging } = deps;
  const limited = limiter !== passThrough;

  function answer(req: Request, res: Response, walletAddress: string, id: string, next: (error?: unknown) => void): void {
    const fail = (error: unknown): void => {
      front.applyDeferred(res);
      next(error);
    };
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

  return (req, res, next) => {
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
    (req as { id?: string }).id = id;
    if (limited) front.setHeaders(req, res, id);
    else front.defer(res, id);
    try {
      deadline.watch(res);
      if (logging) logging(req, res, ignore);
      metrics.watch(req, res, TOKEN_ROUTE);
    } catch (error) {
      front.applyDeferred(res);
      next(error);
      return;
    }
    if (!limited) {
      answer(req, res, walletAddress, id, next);
      return;
    }
    limiter(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null) next(error);
      else answer(req, res, walletAddress, id, next);
    });
  };
}
