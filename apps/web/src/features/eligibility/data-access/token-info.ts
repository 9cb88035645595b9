import { MESSAGES } from '@gm-claim/shared/constants';
import { ApiError } from '@gm-claim/web-core-errors';
import { apiRequest } from '@gm-claim/web-core-api';
import type { TokenInfo, TokenInfoResponse } from '@gm-claim/shared';

/** The signed-in user's token info (GET /user/token). */
export async function getTokenInfo(): Promise<TokenInfo> {
  const body = await apiRequest<TokenInfoResponse>('/user/token');
  return body.tokenInfo;
}

/** Token info of a typed address (GET /user/tokenByInputAddress, lowercased). */
export async function getTokenInfoByAddress(walletAddress: string): Promise<TokenInfo> {
  const body = await apiRequest<TokenInfoResponse>('/user/tokenByInputAddress', { query: { walletAddress: walletAddress.toLowerCase() } });
  return body.tokenInfo;
}

/** What a token-info failure shows: 429 → the rate-limit text, else the error's message. */
export function tokenInfoErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return MESSAGES.tooManyRequests;
  if (error instanceof Error) return error.message;
  return String(error ?? 'Unknown error');
}
