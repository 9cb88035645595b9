import { z } from 'zod';

/** GET /vesting/contract: the PUBLIC GMVesting address. */
export const vestingContractResponseSchema = z.object({
  contractAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
});
export type VestingContractResponse = z.infer<typeof vestingContractResponseSchema>;

/** GET /healthz */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
