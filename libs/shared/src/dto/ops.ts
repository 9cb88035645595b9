import { z } from 'zod';
import { CLAIM_TYPES } from '../constants';
import { indexStatusSchema } from './history';

/*
 * The operator's cockpit (GET /ops/*, operators only). Amounts are decimal strings of 18-decimal base units
 * (GM, or wei of BNB); timestamps unix seconds.
 */

const units = z.string().regex(/^\d+$/);

/** GET /ops/me: why the wallet may use the cockpit. */
export const opsMeResponseSchema = z.object({
  wallet: z.string(),
  /** `configured`: in OPS_ADDRESSES; `owner`: owner of GMChallenge or a GMVesting (a Safe signs in as itself, EIP-1271). */
  roles: z.array(z.enum(['configured', 'owner'])).min(1),
});
export type OpsMeResponse = z.infer<typeof opsMeResponseSchema>;

/** GET /ops/status: the `gm status` figures (libs/shared/src/ops/read-operator-status.ts), as strings. */
export const opsStatusResponseSchema = z.object({
  readAt: z.number().int(),
  chainId: z.number().int(),
  blockNumber: z.number().int(),
  blockTimestamp: z.number().int(),
  challenge: z.object({
    address: z.string(),
    owner: z.string(),
    ownerIsContract: z.boolean(),
    pendingOwner: z.string().nullable(),
    signer: z.string(),
    signerBalance: units,
    withdrawAddress: z.string(),
    paused: z.boolean(),
    cancelDelaySeconds: z.number().int(),
    callbackGasLimit: z.number().int(),
    tokenBalance: units,
    supply: units,
    buffer: units,
    owed: units,
    registered: units,
    transferred: units,
    unregistered: units,
    surplus: units,
    nativeBalance: units,
    registeredUsers: z.number().int(),
    vrfGasPrice: units,
    vrfPriceOfOneBet: units,
    pendingBets: z.number().int(),
    oldestPendingAgeSeconds: z.number().int().nullable(),
    cancellableBets: z.number().int(),
    bettingTable: z.array(
      z.object({ unit: units, multiple: z.number().int(), probBps: z.number().int(), lossBps: z.number().int() }),
    ),
    /** Issue 34: the claim window (unix seconds; null: no deadline / the missions gate never ends). */
    window: z
      .object({
        state: z.enum(['before-opening', 'open', 'closed']),
        openAt: z.number().int(),
        deadline: z.number().int().nullable(),
        missionsGateEndsAt: z.number().int().nullable(),
        /** Owed to claimants who have not claimed (owed minus the pending bets). */
        unclaimed: units,
        pendingBetsAmount: units,
        /** What `gm sweep-unclaimed` would move after the deadline. */
        sweepable: units,
      })
      .optional(),
    /** Issue 33: the allocation root versions. */
    allocationRoots: z
      .array(
        z.object({
          version: z.number().int(),
          state: z.enum(['pending', 'active', 'cancelled']),
          total: units,
          claimed: units,
          activatesAt: z.number().int(),
        }),
      )
      .optional(),
  }),
  vestings: z.array(
    z.object({
      claimType: z.enum(CLAIM_TYPES),
      address: z.string(),
      schedules: z.number().int(),
      allocated: units,
      vested: units,
      claimed: units,
      unclaimed: units,
      tokenBalance: units,
    }),
  ),
});
export type OpsStatusResponse = z.infer<typeof opsStatusResponseSchema>;

export const challengeFunnelRowSchema = z.object({
  multiple: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  pending: z.number().int(),
  cancelled: z.number().int(),
  /** Paid to winners: stake × multiple. */
  paid: units,
  /** Forfeited by losers: stake × loss share. */
  forfeited: units,
});

/** GET /ops/funnel: the campaign from the API's database and the event index. */
export const opsFunnelResponseSchema = z.object({
  index: indexStatusSchema,
  eligible: z.object({ wallets: z.number().int(), amount: units }),
  signedIn: z.object({ wallets: z.number().int() }),
  missionsDone: z.object({ wallets: z.number().int() }),
  registered: z.object({ wallets: z.number().int(), amount: units }),
  claimedAndVested: z.object({ wallets: z.number().int(), paid: units, vested: units }),
  /** Eligible wallets that have not claimed & vested, and their eligible GM. */
  unclaimed: z.object({ wallets: z.number().int(), amount: units }),
  vestingClaims: z.array(z.object({ claimType: z.enum(CLAIM_TYPES), claims: z.number().int(), amount: units })),
  challenges: z.array(challengeFunnelRowSchema),
  /** Claims (claim & vest and vesting claims) per UTC hour, the last 48 hours, oldest first. */
  claimsPerHour: z.array(z.object({ hour: z.number().int(), claims: z.number().int(), amount: units })),
});
export type OpsFunnelResponse = z.infer<typeof opsFunnelResponseSchema>;

export const pendingBetSchema = z.object({
  requestId: z.string(),
  user: z.string(),
  unit: units,
  multiple: z.number().int(),
  requestedAt: z.number().int(),
  ageSeconds: z.number().int(),
  pastCancelDelay: z.boolean(),
});

/** GET /ops/risk */
export const opsRiskResponseSchema = z.object({
  index: indexStatusSchema,
  buffer: units,
  cancelDelaySeconds: z.number().int(),
  runway: z.object({
    /** The stake the estimate assumes: the average x6 stake observed, or the largest x6 unit when none was placed. */
    x6Stake: units,
    /** What one x6 win takes from the buffer: stake × 5. */
    x6WinCost: units,
    /** floor(buffer / x6WinCost): "covers about N more x6 wins". */
    x6WinsCovered: z.number().int().nullable(),
    /** x6 wins in the last 24 hours (the observed rate). */
    x6WinsLast24h: z.number().int(),
    /** At that rate, hours until the buffer runs out (null when no x6 win was observed). */
    hoursAtObservedRate: z.number().nullable(),
  }),
  pending: z.object({
    count: z.number().int(),
    oldestAgeSeconds: z.number().int().nullable(),
    pastCancelDelay: z.number().int(),
    /** Oldest first, at most 50. */
    bets: z.array(pendingBetSchema),
  }),
  relayer: z.discriminatedUnion('state', [
    z.object({ state: z.literal('none') }),
    z.object({ state: z.literal('unavailable'), message: z.string() }),
    z.object({ state: z.literal('ok'), figures: z.array(z.object({ name: z.string(), value: z.string() })) }),
  ]),
});
export type OpsRiskResponse = z.infer<typeof opsRiskResponseSchema>;

// Issue 34 §2: the public status page's incident note, posted from /ops.
export const opsIncidentRequestSchema = z.object({
  message: z.string().describe('The note, 1–500 characters (trimmed)'),
});
export const opsIncidentResponseSchema = z.object({
  incident: z.object({ message: z.string(), postedBy: z.string(), postedAt: z.string() }).nullable(),
});
export type OpsIncidentResponse = z.infer<typeof opsIncidentResponseSchema>;
