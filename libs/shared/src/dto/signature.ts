import { z } from 'zod';
import { baseUnitsSchema } from './common';

/** GET /signature: an EIP-712 Authorize(user, nonce, deadline) signature for bet and claimAndVest. */
export const signatureResponseSchema = z.object({
  /** uint256 as a decimal string. */
  nonce: z.string().regex(/^\d+$/),
  /** Unix seconds after which GMChallenge rejects the signature, as a decimal string. */
  deadline: z.string().regex(/^\d+$/),
  /** 65-byte signature, 0x-prefixed hex. */
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
});
export type SignatureResponse = z.infer<typeof signatureResponseSchema>;

/**
 * GET /signature/amount: an EIP-712 Register(user, amount, nonce, deadline) signature for
 * registerAndBet and registerAndClaimAndVest. `amount` is the wallet's total eligibility.
 */
export const amountSignatureResponseSchema = signatureResponseSchema.extend({
  amount: baseUnitsSchema,
});
export type AmountSignatureResponse = z.infer<typeof amountSignatureResponseSchema>;
