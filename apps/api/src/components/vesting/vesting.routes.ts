import { Router } from 'express';
import type { RouteTarget } from '../../http/route-target';

/** GET /vesting/contract: the PUBLIC GMVesting address (from the deployment or configuration). */
export function vestingRoutes(publicVestingAddress: string, router: RouteTarget = Router()): RouteTarget {
  router.get('/vesting/contract', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ contractAddress: publicVestingAddress });
  });
  return router;
}
