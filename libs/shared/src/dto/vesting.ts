import { z } from 'zod';

/** GET /vesting/contract: the PUBLIC GMVesting address. */
export const vestingContractResponseSchema = z.object({
  contractAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
});
export type VestingContractResponse = z.infer<typeof vestingContractResponseSchema>;

/** GET /healthz: liveness — the process answers (it checks nothing else). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /readyz: readiness — the database answers and every migration of this build is applied. */
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  db: z.enum(['pglite', 'postgres']),
  /** How many migrations this build has (all applied). */
  migrations: z.number().int(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
