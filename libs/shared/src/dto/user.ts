import { z } from 'zod';
import { baseUnitsSchema, walletAddressSchema } from './common';

/** Eligibility by source, each a decimal string of 18-decimal base units; unknown wallets get "0". */
export const tokenInfoSchema = z.object({
  totalAmount: baseUnitsSchema,
  /** Mystery Marble */
  mmToG: baseUnitsSchema,
  discordRoleToG: baseUnitsSchema,
  spaceKidsToG: baseUnitsSchema,
  /** G-Capsule */
  capsuleToG: baseUnitsSchema,
  /** $winG */
  wingToG: baseUnitsSchema,
  communityAirdropToG: baseUnitsSchema,
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

/** GET /user/token and GET /user/tokenByInputAddress */
export const tokenInfoResponseSchema = z.object({ tokenInfo: tokenInfoSchema });
export type TokenInfoResponse = z.infer<typeof tokenInfoResponseSchema>;

/** GET /user/tokenByInputAddress?walletAddress= (the web sends the address lowercased). */
export const tokenByAddressQuerySchema = z.object({ walletAddress: walletAddressSchema });
export type TokenByAddressQuery = z.infer<typeof tokenByAddressQuerySchema>;

export const EMPTY_TOKEN_INFO: TokenInfo = {
  totalAmount: '0',
  mmToG: '0',
  discordRoleToG: '0',
  spaceKidsToG: '0',
  capsuleToG: '0',
  wingToG: '0',
  communityAirdropToG: '0',
};
