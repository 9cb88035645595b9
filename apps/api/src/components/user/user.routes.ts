import { tokenByAddressQuerySchema } from '@gm-claim/shared';
import { Router, type RequestHandler } from 'express';
import { parseInput } from '../../http/validate';
import { authenticatedWallet } from '../auth/require-auth';
import type { UserService } from './user.service';

/** Public eligibility may be cached by browsers and CDNs for a short while. */
const PUBLIC_CACHE = 'public, max-age=30';

export function userRoutes(service: UserService, auth: RequestHandler): Router {
  const router = Router();

  router.get('/user/token', auth, async (_req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json({ tokenInfo: await service.tokenInfo(authenticatedWallet(res)) });
  });

  router.get('/user/tokenByInputAddress', async (req, res) => {
    const { walletAddress } = parseInput(tokenByAddressQuerySchema, req.query, 'query');
    res.set('Cache-Control', PUBLIC_CACHE);
    res.json({ tokenInfo: await service.tokenInfo(walletAddress) });
  });

  return router;
}
