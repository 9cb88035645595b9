import type { RequestHandler } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '@gm-claim/server/db';
import type { RouteTarget } from '../../http/route-target';
import { parseInput } from '../../http/validate';
import { authenticatedWallet } from '../auth';

/** The note as the cockpit shows it (the status page gets it through apps/status-writer's /status.json). */
export interface IncidentNote {
  message: string;
  postedBy: string;
  postedAt: string;
}

const noteSchema = z.object({
  message: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'must not be empty').max(500, 'must be at most 500 characters')),
});

async function currentNote(db: Db): Promise<IncidentNote | null> {
  const [row] = await db.query<{ message: string; posted_by: string; posted_at: Date | string }>(
    'SELECT message, posted_by, posted_at FROM status_incidents WHERE cleared_at IS NULL ORDER BY id DESC LIMIT 1',
  );
  return row
    ? { message: row.message, postedBy: row.posted_by, postedAt: new Date(row.posted_at).toISOString() }
    : null;
}

/**
 * The incident note on the public status page (issue 34 §2), for operators only — signed in with their wallet
 * (SIWE) as for every /ops route, then `operator`: 401 without a session, 403 for another wallet.
 * GET /ops/incident: the note shown now (or null). POST /ops/incident {message}: posts a note (it replaces the one
 * shown; the old one stays on record as cleared). POST /ops/incident/clear: clears it (POST: the API's CORS
 * allows GET and POST only). The status page shows a change
 * within its writer's interval (5 s).
 */
export function incidentRoutes(
  db: Db,
  auth: RequestHandler,
  operator: RequestHandler,
  router: RouteTarget = Router(),
): RouteTarget {
  const guard = [auth, operator];
  router.get('/ops/incident', ...guard, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ incident: await currentNote(db) });
  });
  router.post('/ops/incident', ...guard, async (req, res) => {
    const { message } = parseInput(noteSchema, req.body, 'incident note');
    const wallet = authenticatedWallet(res);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE status_incidents SET cleared_at = now(), cleared_by = $1 WHERE cleared_at IS NULL', [
        wallet,
      ]);
      await tx.query('INSERT INTO status_incidents (message, posted_by) VALUES ($1, $2)', [message, wallet]);
    });
    res.set('Cache-Control', 'no-store');
    res.json({ incident: await currentNote(db) });
  });
  router.post('/ops/incident/clear', ...guard, async (_req, res) => {
    await db.query('UPDATE status_incidents SET cleared_at = now(), cleared_by = $1 WHERE cleared_at IS NULL', [
      authenticatedWallet(res),
    ]);
    res.set('Cache-Control', 'no-store');
    res.json({ incident: null });
  });
  return router;
}
