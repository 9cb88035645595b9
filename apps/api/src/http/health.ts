import type { Db } from '@gm-claim/server/db';
import { classifyDbError } from '@gm-claim/server/db/unavailable';
import { pendingMigrations, type Migration } from '@gm-claim/server/db/migrate';
import { RETRY_AFTER_SECONDS } from '../errors';
import type { RouteTarget } from './route-target';

/** A readiness probe must answer quickly even when the database does not. */
const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('Query read timeout'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness are separate. GET /healthz says the process runs and its event loop
 * answers: it touches nothing else, so an orchestrator never restarts healthy workers because the
 * database is down (a restart cannot fix that). GET /readyz says this instance can serve: the
 * database answers and every migration in the image is applied; a load balancer stops sending
 * traffic while it is 503.
 */
export function healthRoutes(db: Db, migrations: readonly Migration[], app: RouteTarget): void {
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    let pending: string[];
    try {
      pending = await withTimeout(pendingMigrations(db, migrations), READY_TIMEOUT_MS);
    } catch (error) {
      const kind = classifyDbError(error) ?? 'error';
      res.set('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json({
        status: 'unavailable',
        db: kind,
        message: `The database is not answering (${kind}).`,
        code: 'SERVICE_UNAVAILABLE',
      });
      return;
    }
    if (pending.length > 0) {
      res.set('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json({
        status: 'unavailable',
        db: db.kind,
        pendingMigrations: pending,
        message: `The database schema is behind this version: ${pending.length} migration(s) not applied.`,
        code: 'SERVICE_UNAVAILABLE',
      });
      return;
    }
    res.json({ status: 'ready', db: db.kind, migrations: migrations.length });
  });
}
