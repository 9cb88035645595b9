import { z } from 'zod';
import { isWalletAddress } from '../address';

/**
 * A wallet address as the API accepts it: 0x + 40 hex digits; mixed case must carry a valid
 * EIP-55 checksum, all-lowercase (what the web sends) and all-uppercase are accepted as is.
 */
export const walletAddressSchema = z
  .string()
  .refine((value) => /^0x[0-9a-fA-F]{40}$/.test(value), { message: 'must be a 0x-prefixed 20-byte hex address' })
  .refine((value) => !/^0x[0-9a-fA-F]{40}$/.test(value) || isWalletAddress(value), {
    message: 'has an invalid EIP-55 checksum',
  });

/** A non-negative integer amount of 18-decimal base units, as a decimal string. */
export const baseUnitsSchema = z.string().regex(/^\d+$/, 'must be a decimal string of 18-decimal base units');

/** Every error the API returns. `code` is stable and machine-readable; `message` is for people. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** CLAIMS_NOT_OPEN / CLAIMS_CLOSED: the opening or the deadline, ISO and unix seconds. */
  time: z.string().optional(),
  timestamp: z.number().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// The codes live in a module without zod (the web's first visit names them): see error-codes.ts.
export { API_ERROR_CODES, type ApiErrorCode } from './error-codes';
