import { missionParamsSchema } from '@gm-claim/shared';
import { Router, type RequestHandler } from 'express';
import { parseInput } from '../../http/validate';
import { authenticatedWallet } from '../auth';
import type { MissionsService } from './missions.service';
import type { RouteTarget } from '../../http/route-target';

export function missionsRoutes(service: MissionsService, auth: RequestHandler, router: RouteTarget = Router()): RouteTarget {

  router.get('/user/missions', auth, async (_req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json(await service.list(authenticatedWallet(res)));
  });

  router.post('/user/missions/:id/complete', auth, async (req, res) => {
    const { id } = parseInput(missionParamsSchema, req.params, 'path');
    res.json(await service.complete(authenticatedWallet(res), id));
  });

  return router;
}
