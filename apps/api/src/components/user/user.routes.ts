import { tokenByAddressQuerySchema } from '@gm-claim/shared';
import { Router, type RequestHandler } from 'express';
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
