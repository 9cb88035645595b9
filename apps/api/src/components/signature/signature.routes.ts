import { Router, type RequestHandler } from 'express';
import { authenticatedWallet } from '../auth';
import type { SignatureService } from './signature.service';
import type { RouteTarget } from '../../http/route-target';

export function signatureRoutes(service: SignatureService, auth: RequestHandler, router: RouteTarget = Router()): RouteTarget {

  router.get('/signature', auth, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await service.authorize(authenticatedWallet(res)));
  });

  router.get('/signature/amount', auth, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await service.register(authenticatedWallet(res)));
  });

  return router;
}
