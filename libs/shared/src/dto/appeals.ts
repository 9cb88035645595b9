import { z } from 'zod';
import {
  APPEAL_CATEGORIES,
  APPEAL_DECISIONS,
  APPEAL_REASON_MAX,
  APPEAL_STATES,
  APPEAL_TEXT_MAX,
  appealTextLength,
} from '../appeals/typed-data';
import { walletAddressSchema } from './common';

/*
 * Appeals (issue 33 §4): POST /appeals, GET /appeals/:address, GET /ops/appeals, POST /ops/appeals/:id/decision,
 * GET /ops/appeals/export.csv. Signed requests: libs/shared/src/appeals/typed-data.ts.
 */

/** A lone UTF-16 surrogate has no UTF-8 encoding: no wallet can sign such text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const signedText = (max: number) =>
  z
    .string()
    .refine((value) => value.trim().length > 0, { message: 'must not be empty' })
    .refine((value) => appealTextLength(value) <= max, { message: `must be at most ${max} characters` })
    .refine((value) => !LONE_SURROGATE.test(value), { message: 'must be valid Unicode text' });

const signature = z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'must be a 0x-prefixed hex signature').max(20_000);
const issuedAt = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const appealCategorySchema = z.enum(APPEAL_CATEGORIES);
export const appealStateSchema = z.enum(APPEAL_STATES);

/** POST /appeals: the appeal as the wallet signed it (EIP-712 `Appeal`). */
export const appealRequestSchema = z.object({
  account: walletAddressSchema,
  category: appealCategorySchema,
  text: signedText(APPEAL_TEXT_MAX),
  issuedAt,
  signature,
});
export type AppealRequest = z.infer<typeof appealRequestSchema>;

export const appealParamsSchema = z.object({ address: walletAddressSchema });

/** An appeal as its claimant sees it. `text` only for a session of that wallet (and operators). */
export const appealSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  category: appealCategorySchema,
  state: appealStateSchema,
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  /** The operator's reason (accepted or rejected). */
  reason: z.string().nullable(),
  /** Accepted: the amount the next list version gives, in 18-decimal base units. */
  amount: z.string().regex(/^\d+$/).nullable(),
  /** Accepted and exported: the list version it was exported into. */
  listVersion: z.number().int().nullable(),
  text: z.string().optional(),
});
export type Appeal = z.infer<typeof appealSchema>;

/** GET /appeals/:address: the wallet's latest appeal, or null. */
export const appealStatusResponseSchema = z.object({ appeal: appealSchema.nullable() });
export type AppealStatusResponse = z.infer<typeof appealStatusResponseSchema>;

/** An appeal in the cockpit: with its text and who decided it. */
export const opsAppealSchema = appealSchema.extend({ text: z.string(), decidedBy: z.string().nullable() });
export type OpsAppeal = z.infer<typeof opsAppealSchema>;

/** GET /ops/appeals?state=&category=&before=&limit= — newest first; `before` an id for the next page. */
export const opsAppealsQuerySchema = z.object({
  state: appealStateSchema.optional(),
  category: appealCategorySchema.optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OpsAppealsQuery = z.infer<typeof opsAppealsQuerySchema>;

export const opsAppealsResponseSchema = z.object({
  appeals: z.array(opsAppealSchema),
  counts: z.object({ received: z.number().int(), accepted: z.number().int(), rejected: z.number().int() }),
});
export type OpsAppealsResponse = z.infer<typeof opsAppealsResponseSchema>;

export const appealIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/** POST /ops/appeals/:id/decision: as the operator's wallet signed it (EIP-712 `AppealDecision`). */
export const appealDecisionRequestSchema = z
  .object({
    decision: z.enum(APPEAL_DECISIONS),
    /** Accepted: base units (> 0) the next version gives the account. Rejected: "0" or absent. */
    amount: z.string().regex(/^\d{1,60}$/, 'must be a decimal string of 18-decimal base units').default('0'),
    reason: signedText(APPEAL_REASON_MAX),
    issuedAt,
    signature,
  })
  .refine((value) => (value.decision === 'accepted' ? BigInt(value.amount) > 0n : BigInt(value.amount) === 0n), {
    message: 'must be more than 0 to accept and 0 to reject',
    path: ['amount'],
  });
export type AppealDecisionRequest = z.infer<typeof appealDecisionRequestSchema>;

/** POST /ops/appeals/:id/decision: the decided appeal. */
export const opsAppealDecisionResponseSchema = z.object({ appeal: opsAppealSchema });
export type OpsAppealDecisionResponse = z.infer<typeof opsAppealDecisionResponseSchema>;
