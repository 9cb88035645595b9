import { z } from 'zod';
import { CLAIM_TYPES } from '../constants';
import { baseUnitsSchema, walletAddressSchema } from './common';

/*
 * Claim and Challenge history served from the event index (apps/indexer). Every response
 * carries `index`: how far the index has got, so a client can say "the index is N blocks behind"
 * instead of presenting a lagging history as complete. Amounts, ids and random words are decimal
 * strings (uint256); block numbers are numbers; timestamps are unix seconds.
 */

const decimalString = z.string().regex(/^\d+$/, 'must be a decimal string');
const hexAddress = z.string().regex(/^0x[0-9a-f]{40}$/, 'must be a lowercase 0x-prefixed 20-byte address');
const txHash = z.string().regex(/^0x[0-9a-f]{64}$/, 'must be a 0x-prefixed 32-byte hash');

/** How far the index has got. */
export const indexStatusSchema = z.object({
  chainId: z.number().int().positive(),
  /** The last block whose events are all in the index; null before the first range is indexed. */
  indexedBlock: z.number().int().nonnegative().nullable(),
  /** The newest chain head the indexer has seen; null before it first reached a node. */
  chainHead: z.number().int().nonnegative().nullable(),
  /** chainHead − indexedBlock (null while either is unknown). Includes the confirmation depth. */
  lagBlocks: z.number().int().nonnegative().nullable(),
  /** Blocks the indexer waits behind the head before it indexes a block (reorg safety). */
  confirmations: z.number().int().nonnegative(),
  /** When the indexer last recorded progress (ISO 8601); null when it never ran. */
  updatedAt: z.string().nullable(),
});
export type IndexStatus = z.infer<typeof indexStatusSchema>;

/** GET /index/status */
export const indexStatusResponseSchema = z.object({ index: indexStatusSchema });
export type IndexStatusResponse = z.infer<typeof indexStatusResponseSchema>;

/** Where an event was emitted. */
export const eventRefSchema = z.object({
  txHash,
  blockNumber: z.number().int().nonnegative(),
  logIndex: z.number().int().nonnegative(),
  /** The block's timestamp, unix seconds. */
  timestamp: z.number().int().nonnegative(),
});
export type EventRef = z.infer<typeof eventRefSchema>;

/** `:vesting` of the vesting routes: a claim type (any case) or a vesting contract address. */
export const vestingSelectorSchema = z.union([
  z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(CLAIM_TYPES)),
  walletAddressSchema.transform((value) => value.toLowerCase()),
]);

/** A uint256 id in a path: decimal digits, no sign, at most 78 digits. */
export const uint256ParamSchema = z
  .string()
  .regex(/^\d{1,78}$/, 'must be a decimal integer')
  .refine((value) => !/^\d{1,78}$/.test(value) || BigInt(value) < 2n ** 256n, { message: 'must fit in uint256' })
  .transform((value) => (/^\d{1,78}$/.test(value) ? BigInt(value).toString() : value));

/** GET /vesting/{vesting}/schedules/{scheduleId}/claims — path parameters. */
export const claimHistoryParamsSchema = z.object({
  vesting: vestingSelectorSchema,
  scheduleId: uint256ParamSchema,
});

export const vestingScheduleRecordSchema = z.object({
  /** The beneficiary at creation; for a gift, its recipient (the schedule is created with beneficiary 0). */
  beneficiary: hexAddress,
  /**
   * Set for a gift (GMVesting.createGiftSchedule: a claim & vest sent to another address): it waits for its
   * recipient's acceptance, or was accepted since. `from`: the wallet whose claim & vest sent it, null if unknown.
   */
  gift: z.object({ from: hexAddress.nullable() }).optional(),
  totalAmount: baseUnitsSchema,
  tgeAmount: baseUnitsSchema,
  releaseDay: z.number().int(),
  created: eventRefSchema,
  /** Set when the owner revoked the schedule. */
  revoked: eventRefSchema.extend({ unvestedReturned: baseUnitsSchema }).nullable(),
});
export type VestingScheduleRecord = z.infer<typeof vestingScheduleRecordSchema>;

export const claimRecordSchema = eventRefSchema.extend({
  amount: baseUnitsSchema,
  beneficiary: hexAddress,
  /** The timestamp the contract put in the event (equal to the block's). */
  claimedAt: z.number().int().nonnegative(),
});
export type ClaimRecordDto = z.infer<typeof claimRecordSchema>;

/** GET /vesting/{vesting}/schedules/{scheduleId}/claims — newest claim first. */
export const claimHistoryResponseSchema = z.object({
  index: indexStatusSchema,
  vestingType: z.enum(CLAIM_TYPES),
  contract: hexAddress,
  scheduleId: decimalString,
  schedule: vestingScheduleRecordSchema,
  claims: z.array(claimRecordSchema),
});
export type ClaimHistoryResponse = z.infer<typeof claimHistoryResponseSchema>;

export const betOddsSchema = z.object({
  probBps: z.number().int().min(0).max(10_000),
  lossBps: z.number().int().min(0).max(10_000),
});
export type BetOdds = z.infer<typeof betOddsSchema>;

export const CHALLENGE_STATUSES = ['pending', 'resolved', 'cancelled'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const challengeRecordSchema = z.object({
  requestId: decimalString,
  /** The Chainlink VRF request id (GMChallenge keys its bets by it). */
  vrfRequestId: decimalString,
  user: hexAddress,
  /** The stake, 18-decimal base units. */
  unit: baseUnitsSchema,
  multiple: z.number().int().positive(),
  /** The VRF fee paid with the bet, in wei. */
  price: decimalString,
  /** The odds the contract recorded with the bet (null for contracts whose event does not carry them). */
  odds: betOddsSchema.nullable(),
  /** The betting-table row for (unit, multiple) in force at the bet's block (null when none was set). */
  tableRow: betOddsSchema.extend({ setAtBlock: z.number().int().nonnegative() }).nullable(),
  status: z.enum(CHALLENGE_STATUSES),
  requested: eventRefSchema,
  /** The VRF fulfilment that settled the bet. */
  fulfilment: eventRefSchema
    .extend({
      success: z.boolean(),
      /** The random word (null for contracts whose event does not carry it). */
      randomWord: decimalString.nullable(),
      /** `unit × multiple` on a win, 0 on a loss (the event's `gained`). */
      gained: baseUnitsSchema,
      /** What became redeemable: `gained` on a win, `unit − unit × lossBps / 10000` on a loss. */
      credited: baseUnitsSchema.nullable(),
    })
    .nullable(),
  /** The bettor's cancel request (contracts with a two-step cancel). */
  cancelRequest: eventRefSchema.extend({ finalizableAt: z.number().int().nonnegative() }).nullable(),
  cancellation: eventRefSchema.nullable(),
});
export type ChallengeRecord = z.infer<typeof challengeRecordSchema>;

/** GET /challenges/{requestId} — path parameters. */
export const challengeParamsSchema = z.object({ requestId: uint256ParamSchema });

/** GET /challenges/{requestId} */
export const challengeResponseSchema = z.object({ index: indexStatusSchema, challenge: challengeRecordSchema });
export type ChallengeResponse = z.infer<typeof challengeResponseSchema>;

export const CHALLENGE_PAGE_MAX = 100;

/** GET /challenges?user=&limit=&cursor= — newest first; `cursor` is the `nextCursor` of the previous page. */
export const challengeListQuerySchema = z.object({
  user: walletAddressSchema.transform((value) => value.toLowerCase()),
  limit: z.coerce.number().int().min(1).max(CHALLENGE_PAGE_MAX).default(20),
  cursor: z
    .string()
    .regex(/^\d{1,18}-\d{1,9}$/, 'must be the nextCursor of a previous page')
    .optional(),
});
export type ChallengeListQuery = z.infer<typeof challengeListQuerySchema>;

export const challengeListResponseSchema = z.object({
  index: indexStatusSchema,
  user: hexAddress,
  /** Every Challenge of the user in the index. */
  total: z.number().int().nonnegative(),
  challenges: z.array(challengeRecordSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ChallengeListResponse = z.infer<typeof challengeListResponseSchema>;

export const fairnessRowSchema = z.object({
  multiple: z.number().int().positive(),
  resolved: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  /** wins / resolved (null before the first resolved bet). */
  observedWinRate: z.number().min(0).max(1).nullable(),
  /** The mean of the win probabilities the resolved bets were placed at (recorded odds, else the table row in force). */
  expectedWinRate: z.number().min(0).max(1).nullable(),
  /** The sum of those probabilities: the wins a fair draw gives on average. */
  expectedWins: z.number().nonnegative(),
  /** The table's current win probability for this multiple, per unit (basis points). */
  currentTable: z.array(z.object({ unit: baseUnitsSchema, probBps: z.number().int(), lossBps: z.number().int() })),
  /** Σ stake of the resolved bets (wei). */
  staked: baseUnitsSchema,
  /** Σ what they returned: unit × multiple on a win, unit − unit × lossBps / 10^4 on a loss (wei). */
  returned: baseUnitsSchema,
  /** Σ unit × (probBps × multiple × 10^4 + (10^4 − probBps)(10^4 − lossBps)) at each bet's own odds: expected return × 10^8. */
  expectedScaled: baseUnitsSchema,
  /** Σ unit² × probBps (10^4 − probBps)(multiple × 10^4 − 10^4 + lossBps)²: the variance of `returned` × 10^16. */
  varianceScaled: baseUnitsSchema,
  /** Bets of this multiple cancelled before any draw (stake returned). */
  cancelled: z.number().int().nonnegative(),
  /** Bets of this multiple neither resolved nor cancelled. */
  pending: z.number().int().nonnegative(),
});
export type FairnessRow = z.infer<typeof fairnessRowSchema>;

/** One BettingTableSet event: the row (unit, multiple) set to (probBps, lossBps) from this block on; 0/0 removes it. */
export const tableChangeSchema = z.object({
  unit: baseUnitsSchema,
  multiple: z.number().int().positive(),
  probBps: z.number().int().nonnegative(),
  lossBps: z.number().int().nonnegative(),
  blockNumber: z.number().int().nonnegative(),
  logIndex: z.number().int().nonnegative(),
  txHash: z.string(),
  timestamp: z.number().int().nonnegative(),
});
export type TableChangeDto = z.infer<typeof tableChangeSchema>;

/** GET /challenges/fairness */
export const fairnessResponseSchema = z.object({
  index: indexStatusSchema,
  multiples: z.array(fairnessRowSchema),
  /** Every change of the betting table in the index, oldest first. */
  tableChanges: z.array(tableChangeSchema),
  /** Bets whose recorded odds differ from the table row in force when they were placed (none on a sound contract). */
  oddsMismatches: z.number().int().nonnegative(),
});
export type FairnessResponse = z.infer<typeof fairnessResponseSchema>;
