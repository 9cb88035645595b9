import {
  appealDecisionRequestSchema,
  appealIdParamsSchema,
  appealParamsSchema,
  appealRequestSchema,
  opsAppealsQuerySchema,
} from '@gm-claim/shared';
import { Router, type Request, type RequestHandler } from 'express';
import type { RouteTarget } from '../../http/route-target';
import { parseInput } from '../../http/validate';
import { authenticatedWallet } from '../auth';
import type { AppealsService } from './appeals.service';

export interface AppealsRouteDeps {
  service: AppealsService;
  /** The per-IP limiter of POST /appeals (the per-wallet limit is the service's). */
  limiter: RequestHandler;
  /** The signed-in wallet of a request's bearer token, if it carries a valid one (never throws). */
  viewer: (req: Request) => string | undefined;
  auth: RequestHandler;
  operator: RequestHandler;
}

/**
 * POST /appeals (signed by the wallet), GET /appeals/:address (public state; the text for that wallet's session),
 * and the cockpit's GET /ops/appeals, POST /ops/appeals/:id/decision (signed by the operator), GET
 * /ops/appeals/export.csv.
 */
export function appealsRoutes(deps: AppealsRouteDeps, router: RouteTarget = Router()): RouteTarget {
  const { service } = deps;
  const guard = [deps.auth, deps.operator];

  router.post('/appeals', deps.limiter, async (req, res) => {
    const request = parseInput(appealRequestSchema, req.body, 'body');
    res.set('Cache-Control', 'no-store');
    res.status(201).json({ appeal: await service.file(request) });
  });

  router.get('/appeals/:address', async (req, res) => {
    const { address } = parseInput(appealParamsSchema, req.params, 'path');
    res.set('Cache-Control', 'private, no-store');
    res.json({ appeal: await service.status(address, deps.viewer(req)) });
  });

  router.get('/ops/appeals/export.csv', ...guard, async (_req, res) => {
    const { csv, ids } = await service.exportAccepted();
    res.set('Cache-Control', 'no-store');
    res.set('Content-Disposition', 'attachment; filename="gm-claim-accepted-appeals.csv"');
    res.set('X-Appeals-Count', String(ids.length));
    res.type('text/csv; charset=utf-8').send(csv);
  });

  router.get('/ops/appeals', ...guard, async (req, res) => {
    const query = parseInput(opsAppealsQuerySchema, req.query, 'query');
    res.set('Cache-Control', 'no-store');
    res.json(await service.list(query));
  });

  router.post('/ops/appeals/:id/decision', ...guard, async (req, res) => {
    const { id } = parseInput(appealIdParamsSchema, req.params, 'path');
    const request = parseInput(appealDecisionRequestSchema, req.body, 'body');
    res.set('Cache-Control', 'no-store');
    res.json({ appeal: await service.decide(id, authenticatedWallet(res), request) });
  });

  return router;
}
