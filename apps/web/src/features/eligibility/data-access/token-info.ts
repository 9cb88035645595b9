import type { TokenInfo } from '@gm-claim/shared';
import { MESSAGES } from '@gm-claim/shared/constants';
import { apiClient, type ApiClient } from '@gm-claim/web-core-api';
import { ApiError, shortMessage } from '@gm-claim/web-core-errors';

const tokenInfoSchema = () => import('@gm-claim/shared/dto/user').then((module) => module.tokenInfoResponseSchema);

/** The signed-in user's token info (GET /user/token). */
export async function getTokenInfo(api: ApiClient = apiClient): Promise<TokenInfo> {
  return (await api.request('/user/token', { schema: tokenInfoSchema })).tokenInfo;
}

/** Token info of a typed address (GET /user/tokenByInputAddress, lowercased). */
export async function getTokenInfoByAddress(walletAddress: string, api: ApiClient = apiClient): Promise<TokenInfo> {
  const body = await api.request('/user/tokenByInputAddress', {
    query: { walletAddress: walletAddress.toLowerCase() },
    schema: tokenInfoSchema,
  });
  return body.tokenInfo;
}

/** What a token-info failure shows (docs/product.md#eligibility): 429 → the rate-limit text, else the error's message. */
export function tokenInfoErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return MESSAGES.tooManyRequests;
  return shortMessage(error);
}
