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

/** Stable error codes of the API. */
export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'ACCESS_TOKEN_EXPIRED',
  'INVALID_ACCESS_TOKEN',
  'INVALID_REFRESH_TOKEN',
  'REFRESH_TOKEN_REUSED',
  'INVALID_SIWE_MESSAGE',
  'SIWE_MISMATCH',
  'SIWE_DOMAIN_MISMATCH',
  'SIWE_URI_MISMATCH',
  'SIWE_CHAIN_MISMATCH',
  'SIWE_EXPIRED',
  'SIWE_NOT_YET_VALID',
  'INVALID_SIGNATURE',
  'INVALID_NONCE',
  'NOT_ELIGIBLE',
  'SUPPLY_EXHAUSTED',
  'SMART_ACCOUNT_UNAVAILABLE',
  'MISSIONS_INCOMPLETE',
  'CLAIMS_NOT_OPEN',
  'CLAIMS_CLOSED',
  'UNKNOWN_MISSION',
  // Appeals (issue 33 §4).
  'APPEAL_OPEN',
  'APPEAL_DECIDED',
  'STALE_SIGNATURE',
  'CORS_REJECTED',
  'SERVICE_UNAVAILABLE',
  // Issue 34 §3: the waiting room.
  'WAITING_ROOM',
  'INVALID_TICKET',
  'TICKET_EXPIRED',
  'INTERNAL_ERROR',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
