import { z } from 'zod';
import { CLAIM_TYPES } from '../constants';
import { indexStatusSchema } from './history';

/*
 * A claimant's ledger (GET /me/ledger): every credit the signed-in wallet received, from the event index.
 * Amounts are decimal strings of 18-decimal base units; timestamps unix seconds (the UTC time of the block).
 */

export const LEDGER_KINDS = ['claim_and_vest', 'challenge_result', 'vesting_claim', 'stake_returned'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntrySchema = z.object({
  kind: z.enum(LEDGER_KINDS),
  /**
   * True when the amount reached the wallet in `txHash` (a token transfer: what a tax tool imports). False for a
   * credit kept inside GMChallenge until the wallet's claim & vest (a Challenge result before the claim, a stake
   * back after a cancel, which returns to the allocation that claim & vest then pays and vests).
   */
  paid: z.boolean(),
  amount: z.string().regex(/^\d+$/),
  token: z.literal('GM'),
  /** Unix seconds of the block `txHash` is in. */
  timestamp: z.number().int().nonnegative(),
  /** The same instant as ISO 8601 UTC. */
  time: z.string(),
  txHash: z.string().regex(/^0x[0-9a-f]{64}$/),
  blockNumber: z.number().int().nonnegative(),
  logIndex: z.number().int().nonnegative(),
  /** The transaction on the chain's block explorer (null on a chain without one, e.g. the local chain). */
  explorerUrl: z.string().nullable(),
  /** The vesting contract's claim type (vesting claims) or null. */
  claimType: z.enum(CLAIM_TYPES).nullable(),
  /** The schedule (vesting claims) or the Challenge's request id (challenge results, stakes back). */
  reference: z.string().nullable(),
  description: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerResponseSchema = z.object({
  wallet: z.string(),
  index: indexStatusSchema,
  /** Oldest first. */
  entries: z.array(ledgerEntrySchema),
  /** Sum of the paid entries (base units). */
  totalReceived: z.string().regex(/^\d+$/),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/** GET /me/ledger?format=json|csv */
export const ledgerQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') }).strict();

/** A CSV download's body (the API's `text/csv` answers: /me/ledger?format=csv, /ops/export.csv). */
export const csvTextSchema = z.string();
