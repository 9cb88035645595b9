import { z } from 'zod';
import { ADDRESS_PATTERN, RELAY_STATUSES, TX_HASH_PATTERN } from '../relay/answers';
import type { RelayKind } from '../relay/kinds';
import { walletAddressSchema } from './common';

/**
 * The sponsoring relayer's HTTP shapes (apps/relayer, `npm run relayer`): the web posts a
 * claim the claimant signed, the relayer pays its gas. Every uint256 is a decimal string.
 * The relayer's intake validates requests with these schemas; its answers are read with libs/shared relay/answers.ts
 * (no zod in the web), and the answer schemas here describe them in its OpenAPI document (relay/answers.test.ts holds
 * the two together). Each kind's typed data, request and calldata: relay/claims.ts.
 */
const UINT256_MAX = (1n << 256n) - 1n;
/** A uint256 as a decimal string: digits only, and no larger than 2^256 − 1 (a larger one is bad input, not a chain error). */
const uint = z
  .string()
  .regex(/^\d{1,78}$/, 'must be a decimal integer string')
  .refine((value) => !/^\d+$/.test(value) || BigInt(value) <= UINT256_MAX, 'must fit in uint256 (at most 2^256 − 1)');
/** 0x-prefixed hex bytes (65-byte ECDSA, EIP-1271 or EIP-6492-wrapped signatures). */
const hexBytes = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})+$/, 'must be 0x-prefixed hex bytes')
  .max(2 + 2 * 8_192, 'is too long');

const common = {
  chainId: z.number().int().positive(),
  /** The contract the claim is sent to: one of the five GMVesting contracts, or GMChallenge. */
  contract: walletAddressSchema,
  recipient: walletAddressSchema,
  deadline: uint,
};

/** GMVesting.claimViaSig(scheduleId, recipient, deadline, signature): a monthly claim signed by the schedule's beneficiary. */
export const vestingClaimRelaySchema = z.object({
  kind: z.literal('vesting.claimViaSig' satisfies RelayKind),
  ...common,
  scheduleId: uint,
  signature: hexBytes,
});

/** GMChallenge.claimAndVestViaSig(user, recipient, nonce, deadline, serverSignature, userSignature). */
export const claimAndVestRelaySchema = z.object({
  kind: z.literal('challenge.claimAndVestViaSig' satisfies RelayKind),
  ...common,
  user: walletAddressSchema,
  nonce: uint,
  serverSignature: hexBytes,
  userSignature: hexBytes,
});

/** GMChallenge.registerAndClaimAndVestViaSig(user, recipient, amount, nonce, deadline, serverSignature, userSignature). */
export const registerAndClaimAndVestRelaySchema = claimAndVestRelaySchema.extend({
  kind: z.literal('challenge.registerAndClaimAndVestViaSig' satisfies RelayKind),
  amount: uint,
});

/** POST /relay/requests */
export const relayRequestSchema = z.discriminatedUnion('kind', [
  vestingClaimRelaySchema,
  claimAndVestRelaySchema,
  registerAndClaimAndVestRelaySchema,
]);
export type RelayRequest = z.infer<typeof relayRequestSchema>;
/** The same as relay/kinds.ts `RelayKind` (every kind has a schema above). */
export type RelayKindName = RelayRequest['kind'];

/** POST /relay/requests → 202 (accepted and persisted) */
export const relayAcceptedResponseSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(RELAY_STATUSES),
});

/** GET /relay/requests/:id */
export const relayRequestStatusSchema = z.object({
  id: z.string().uuid(),
  kind: z.string(),
  status: z.enum(RELAY_STATUSES),
  /** The transaction that carries the claim now (the replacement's, after a replacement). */
  txHash: z.string().regex(TX_HASH_PATTERN).optional(),
  blockNumber: z.number().int().optional(),
  /** Why it failed (status failed), or why it waits (status queued: e.g. the budget is spent). */
  error: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RelayRequestStatus = z.infer<typeof relayRequestStatusSchema>;

/**
 * GET /relay/requests?claimant=0x…: the claimant's requests not yet mined or failed (queued or
 * submitted), newest first, each with the address its tokens go to: what a page on any device
 * follows (not only the browser that sent them).
 */
export const relayOpenRequestsResponseSchema = z.object({
  requests: z.array(relayRequestStatusSchema.extend({ recipient: z.string().regex(ADDRESS_PATTERN) })),
});
export type RelayOpenRequestsResponse = z.infer<typeof relayOpenRequestsResponseSchema>;

/** GET /relay/status: what the relayer sponsors now. */
export const relayStatusResponseSchema = z.object({
  chainId: z.number().int(),
  relayer: z.string(),
  /** The kinds of POST /relay/requests it takes. */
  sponsored: z.array(z.string()),
  accepting: z.boolean(),
  /** Why it does not accept requests now (budget spent, gas over the ceiling, balance low). */
  reason: z.string().optional(),
  /** Wei, decimal strings. */
  balance: z.string(),
  lowWater: z.string(),
  gasPrice: z.string().optional(),
  maxGasPrice: z.string(),
  /** The pool of sending keys (issue 35): each one's balance (wei), what it has in flight, whether it takes new work. */
  keys: z
    .array(
      z.object({
        address: z.string(),
        balance: z.string(),
        low: z.boolean(),
        inFlight: z.number().int(),
        accepting: z.boolean(),
      }),
    )
    .optional(),
  campaigns: z.array(
    z.object({
      campaign: z.string(),
      budget: z.string(),
      spent: z.string(),
      left: z.string(),
      low: z.boolean(),
      /** False when this campaign's budget cannot pay for one more claim (its claims get 503 BUDGET_SPENT). */
      accepting: z.boolean().optional(),
    }),
  ),
  queueDepth: z.number().int(),
  /** The operator's pause while it lasts (accepting is then false). */
  pause: z.object({ reason: z.string(), by: z.string(), at: z.string() }).optional(),
  /** The furthest a signed claim's deadline may be from now (seconds). */
  maxDeadlineSeconds: z.number().int().optional(),
});
export type RelayStatusResponse = z.infer<typeof relayStatusResponseSchema>;

/**
 * POST /relay/pause (issue 35): an operator pauses or resumes sponsoring without a restart. The operator's wallet signs
 * `RelayerPause(paused, reason, issuedAt)` (EIP-712: relay/pause.ts) from the /ops cockpit; the relayer takes it from an
 * operator (its RELAYER_OPERATORS, else OPS_ADDRESSES, and the contracts' owners) when `issuedAt` is within five
 * minutes of its clock and newer than the last one it took.
 */
export const relayPauseRequestSchema = z.object({
  paused: z.boolean(),
  reason: z.string().max(200),
  /** Unix seconds. */
  issuedAt: z.number().int().positive(),
  signature: hexBytes,
});
export type RelayPauseRequest = z.infer<typeof relayPauseRequestSchema>;

/** POST /relay/pause → 200, and `pause` in GET /relay/status while paused. */
export const relayPauseStateSchema = z.object({
  paused: z.boolean(),
  reason: z.string(),
  by: z.string(),
  at: z.string(),
});
export type RelayPauseState = z.infer<typeof relayPauseStateSchema>;
