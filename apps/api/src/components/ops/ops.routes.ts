import type { RequestHandler } from 'express';
import { Router } from 'express';
import type { RouteTarget } from '../../http/route-target';
import { opsCsv } from './ops-csv';
import type { OpsService } from './ops.service';

/** GET /ops/*: the operator's cockpit. `auth` then `operator`: 401 without a session, 403 for non-operators. */
export function opsRoutes(
  service: OpsService,
  auth: RequestHandler,
  operator: RequestHandler,
  router: RouteTarget = Router(),
): RouteTarget {
  const guard = [auth, operator];
  router.get('/ops/me', ...guard, (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ wallet: res.locals['wallet'] as string, roles: res.locals['opsRoles'] as string[] });
  });
  router.get('/ops/status', ...guard, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await service.status());
  });
  router.get('/ops/funnel', ...guard, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await service.funnel());
  });
  router.get('/ops/risk', ...guard, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await service.risk());
  });
  router.get('/ops/export.csv', ...guard, async (_req, res) => {
    const [status, funnel, risk] = await Promise.all([service.status(), service.funnel(), service.risk()]);
    const stamp = new Date(status.blockTimestamp * 1000).toISOString().slice(0, 16).replace(/[-:T]/g, '');
    res.set('Cache-Control', 'no-store');
    res.set('Content-Disposition', `attachment; filename="gm-claim-ops-${stamp}.csv"`);
    res.type('text/csv; charset=utf-8').send(opsCsv(status, funnel, risk));
  });
  return router;
}
