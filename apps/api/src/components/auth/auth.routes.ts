import { loginRequestSchema, logoutRequestSchema, refreshRequestSchema } from '@gm-claim/shared';
import { Router, type RequestHandler } from 'express';
import { parseInput } from '../../http/validate';
import type { AuthService } from './auth.service';
import type { RouteTarget } from '../../http/route-target';

export function authRoutes(service: AuthService, limiter: RequestHandler, router: RouteTarget = Router()): RouteTarget {

  router.get('/auth/nonce', limiter, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ nonce: await service.issueNonce() });
  });

  router.post('/auth/login', limiter, async (req, res) => {
    const body = parseInput(loginRequestSchema, req.body, 'request body');
    res.set('Cache-Control', 'no-store');
    res.json(await service.login(body));
  });

  router.post('/auth/refresh', limiter, async (req, res) => {
    const { refreshToken } = parseInput(refreshRequestSchema, req.body, 'request body');
    res.set('Cache-Control', 'no-store');
    res.json(await service.refresh(refreshToken));
  });

  router.post('/auth/logout', limiter, async (req, res) => {
    const { refreshToken } = parseInput(logoutRequestSchema, req.body, 'request body');
    await service.logout(refreshToken);
    res.status(204).end();
  });

  return router;
}
