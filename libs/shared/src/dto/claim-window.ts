import { z } from 'zod';

/**
 * GET /claim-window (issue 34): when the TGE claim opens and closes, read from GMChallenge. Times are unix seconds
 * with their ISO form; `deadline` and `missionsGateEndsAt` are null when none is set. `now` is the chain's time when
 * the window was read, moved on by the API's clock since: a page computes its countdown against it, not against a
 * device clock that may be wrong (or a local chain moved in time).
 */
export const claimWindowResponseSchema = z.object({
  state: z.enum(['before-opening', 'open', 'closed']),
  openAt: z.number().int().nonnegative(),
  openAtIso: z.string(),
  deadline: z.number().int().positive().nullable(),
  deadlineIso: z.string().nullable(),
  missionsGateEndsAt: z.number().int().positive().nullable(),
  missionsGateEndsAtIso: z.string().nullable(),
  /** The operator paused new Challenge bets (GMChallenge.isOff); claim & vest stays open. */
  paused: z.boolean(),
  now: z.number().int().nonnegative(),
});
export type ClaimWindowResponse = z.infer<typeof claimWindowResponseSchema>;

/** Unix seconds as `2026-12-01T12:00:00Z`. */
export const isoSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
