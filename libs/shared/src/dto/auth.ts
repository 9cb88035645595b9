import { z } from 'zod';
import { walletAddressSchema } from './common';

/** GET /auth/nonce */
export const nonceResponseSchema = z.object({
  /** Single-use sign-in nonce (128 random bits, hex), valid for 5 minutes. */
  nonce: z.string(),
});
export type NonceResponse = z.infer<typeof nonceResponseSchema>;

/** A sign-in nonce as the client sends it back: EIP-4361 requires at least 8 alphanumerics. */
export const siweNonceSchema = z.string().regex(/^[a-zA-Z0-9]{8,64}$/, 'must be 8 to 64 letters or digits');

/** A 65-byte secp256k1 signature as 0x-prefixed hex. */
export const signatureHexSchema = z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 0x-prefixed 65-byte hex signature');

/**
 * A sign-in signature: 65 bytes from a wallet's own key, or longer from a contract wallet — EIP-1271
 * signatures (a Safe's owners' signatures) and EIP-6492 ones (wrapped with the factory call that
 * deploys a counterfactual wallet). At most 8 kB.
 */
export const loginSignatureSchema = z
  .string()
  .regex(/^0x(?:[0-9a-fA-F]{2}){65,8192}$/, 'must be 0x-prefixed hex of a 65-byte signature or a contract-wallet signature (at most 8 kB)');

/** A lone UTF-16 surrogate: no UTF-8 encoding exists, so such a message cannot have been signed. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** POST /auth/login */
export const loginRequestSchema = z.object({
  walletAddress: walletAddressSchema,
  nonce: siweNonceSchema,
  signature: loginSignatureSchema,
  /** The EIP-4361 message the wallet signed (personal_sign). */
  message: z
    .string()
    .min(1)
    .max(4096)
    .refine((value) => !LONE_SURROGATE.test(value), { message: 'must be valid Unicode text (no lone surrogates)' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  /** HS256 JWT, about 15 minutes; send as `Authorization: Bearer <token>`. */
  accessToken: z.string(),
  /** Opaque, single-use: POST it to /auth/refresh for a new pair. */
  refreshToken: z.string(),
  /** True when the wallet has completed every mission. */
  clearAllMissions: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** An opaque refresh token (256 random bits, base64url). */
export const refreshTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'must be a refresh token');

/** POST /auth/refresh and POST /auth/logout */
export const refreshRequestSchema = z.object({ refreshToken: refreshTokenSchema });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const refreshResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutRequestSchema = refreshRequestSchema;
export type LogoutRequest = RefreshRequest;
