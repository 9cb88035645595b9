import { Router } from 'express';
import type { ClaimWindowReader } from '../../chain/claim-window';
import { serviceUnavailable } from '../../errors';
import type { RouteTarget } from '../../http/route-target';

/**
 * GET /claim-window (public, issue 34): when claims open and close, when the missions gate ends and whether the
 * operator paused the Challenge — what the web renders before, during and after the window. Without a configured
 * chain it is a 503: the API cannot know the window and says so rather than inventing one.
 */
export function claimWindowRoutes(reader: ClaimWindowReader | undefined, router: RouteTarget = Router()): RouteTarget {
  router.get('/claim-window', async (_req, res) => {
    if (reader === undefined) throw serviceUnavailable('No chain is configured: the claim window cannot be read.', 30);
    const window = await reader.read();
    res.set('Cache-Control', 'public, max-age=5');
    res.json(window);
  });
  return router;
}
