import { ledgerQuerySchema } from '@gm-claim/shared';
import type { RequestHandler } from 'express';
import { Router } from 'express';
import type { RouteTarget } from '../../http/route-target';
import { parseInput } from '../../http/validate';
import { authenticatedWallet } from '../auth';
import { ledgerCsv } from './ledger-csv';
import type { LedgerService } from './ledger.service';

/** GET /me/ledger?format=json|csv: the signed-in wallet's credits (also `Accept: text/csv`). */
export function ledgerRoutes(
  service: LedgerService,
  auth: RequestHandler,
  router: RouteTarget = Router(),
): RouteTarget {
  router.get('/me/ledger', auth, async (req, res) => {
    const query = parseInput(ledgerQuerySchema, req.query, 'query');
    const csv =
      query.format === 'csv' ||
      (req.query['format'] === undefined && req.accepts(['application/json', 'text/csv']) === 'text/csv');
    const ledger = await service.ledger(authenticatedWallet(res));
    res.set('Cache-Control', 'private, no-store');
    if (ledger.index.indexedBlock !== null) res.set('X-Index-Block', String(ledger.index.indexedBlock));
    if (!csv) {
      res.json(ledger);
      return;
    }
    res.set('Content-Disposition', `attachment; filename="gm-claims-${ledger.wallet}.csv"`);
    res.type('text/csv; charset=utf-8').send(ledgerCsv(ledger));
  });
  return router;
}
