// The ledger component's entry: app.ts and the other components use it only through this file.
export { createLedgerRepository } from './ledger.repository';
export { ledgerRoutes } from './ledger.routes';
export { createLedgerService } from './ledger.service';
