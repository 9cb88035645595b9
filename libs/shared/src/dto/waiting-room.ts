import { z } from 'zod';

/** Issue 34 §3: POST /queue — join the waiting room (no ticket) or ask about a ticket. */
export const queueRequestSchema = z
  .object({
    ticket: z.string().min(1).max(300).optional(),
  })
  .strict();
export type QueueRequest = z.infer<typeof queueRequestSchema>;

export const queueAdmittedSchema = z.object({
  status: z.literal('admitted'),
  /** The place this claimant had (arrival order); 0 when the waiting room is off. */
  ticketNumber: z.number().int().min(0),
  /** Sent back in the X-Admission-Pass header of the claim flow's requests. */
  pass: z.string(),
  passExpiresAt: z.string(),
});

export const queueWaitingSchema = z.object({
  status: z.literal('waiting'),
  /** Keep it (a reload asks about it instead of joining again). */
  ticket: z.string(),
  ticketNumber: z.number().int().min(1),
  /** Claimants ahead who are not admitted yet. */
  position: z.number().int().min(1),
  estimatedWaitSeconds: z.number().int().min(1),
  /** When to ask again (also the Retry-After header). */
  checkAfterSeconds: z.number().int().min(1),
});

export const queueResponseSchema = z.discriminatedUnion('status', [queueAdmittedSchema, queueWaitingSchema]);
export type QueueResponse = z.infer<typeof queueResponseSchema>;

/** The header that carries the admission pass (requests and renewed answers). */
export const ADMISSION_PASS_HEADER = 'X-Admission-Pass';
