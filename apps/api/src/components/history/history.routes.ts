import {
  challengeListQuerySchema,
  challengeParamsSchema,
  claimHistoryParamsSchema,
  type IndexStatus,
} from '@gm-claim/shared';
import { Router, type Response } from 'express';
import { AppError, serviceUnavailable } from '../../errors';
import type { RouteTarget } from '../../http/route-target';
import { parseInput } from '../../http/validate';
import type { HistoryService } from './history.service';

/** Index data moves on every few seconds: a short shared cache is enough. */
const CACHE = 'public, max-age=5';

/**
 * A database that cannot answer is a 503 (with Retry-After) the client retries, not a 500 — including
 * failures the central handler does not classify (a closed PGlite). SQL errors of the query itself
 * (a SQLSTATE outside the connection, shutdown and resource classes) stay 500s: they are bugs.
 */
function unavailableUnlessBug(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const sqlBug = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57|53)/.test(code);
  if (sqlBug) return error;
  return serviceUnavailable('The history index cannot be read right now: its database is not answering. Please try again shortly.');
}

async function answer(res: Response, work: () => Promise<{ index: IndexStatus }>): Promise<void> {
  let body: { index: IndexStatus };
  try {
    body = await work();
  } catch (error) {
    throw unavailableUnlessBug(error);
  }
  const { index } = body;
  res.set('Cache-Control', CACHE);
  // The same progress as the body's `index`, for clients that only look at headers.
  if (index.indexedBlock !== null) res.set('X-Index-Block', String(index.indexedBlock));
  if (index.lagBlocks !== null) res.set('X-Index-Lag', String(index.lagBlocks));
  res.json(body);
}

/** Public, read-only history served from the event index. */
export function historyRoutes(service: HistoryService, router: RouteTarget = Router()): RouteTarget {
  router.get('/index/status', (_req, res) => answer(res, async () => ({ index: await service.status() })));

  router.get('/vesting/:vesting/schedules/:scheduleId/claims', (req, res) => {
    const params = parseInput(claimHistoryParamsSchema, req.params, 'path');
    return answer(res, () => service.claimHistory(params.vesting, params.scheduleId));
  });

  router.get('/challenges/fairness', (_req, res) => answer(res, () => service.fairness()));

  router.get('/challenges', (req, res) => {
    const query = parseInput(challengeListQuerySchema, req.query, 'query');
    return answer(res, () => service.userChallenges(query.user, query.limit, query.cursor));
  });

  router.get('/challenges/:requestId', (req, res) => {
    const params = parseInput(challengeParamsSchema, req.params, 'path');
    return answer(res, () => service.challenge(params.requestId));
  });

  return router;
}
