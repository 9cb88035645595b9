import { MESSAGES } from '@gm-claim/shared/constants';
import type { ApiErrorCode } from '@gm-claim/shared/dto/common';

/**
 * Plain words for every stable error code of the API (libs/shared `API_ERROR_CODES`; the `Record`
 * makes a missing one a type error). RATE_LIMITED keeps the product's exact text (docs/product.md#api-errors).
 */
export const API_ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  BAD_REQUEST: 'The request was not accepted. Please try again.',
  VALIDATION_FAILED: 'The request was not accepted. Please try again.',
  MALFORMED_JSON: 'The request was not accepted. Please try again.',
  PAYLOAD_TOO_LARGE: 'The request was too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request was not accepted. Please try again.',
  NOT_FOUND: 'This was not found on the server.',
  RATE_LIMITED: MESSAGES.tooManyRequests,
  UNAUTHENTICATED: 'Please sign in again.',
  FORBIDDEN: 'This wallet may not see this.',
  ACCESS_TOKEN_EXPIRED: MESSAGES.accessTokenExpired,
  INVALID_ACCESS_TOKEN: 'Your session is no longer valid. Please sign in again.',
  INVALID_REFRESH_TOKEN: 'Your session has ended. Please sign in again.',
  REFRESH_TOKEN_REUSED: 'Your session has ended. Please sign in again.',
  INVALID_SIWE_MESSAGE: 'The sign-in message was not accepted. Please try again.',
  SIWE_MISMATCH: 'The signature does not match the sign-in message. Please try again.',
  SIWE_DOMAIN_MISMATCH: 'The sign-in message is for another site.',
  SIWE_URI_MISMATCH: 'The sign-in message is for another site.',
  SIWE_CHAIN_MISMATCH: 'The sign-in message is for another chain. Switch the network in your wallet.',
  SIWE_EXPIRED: 'The sign-in message has expired. Please sign in again.',
  SIWE_NOT_YET_VALID: 'The sign-in message is not valid yet. Check your computer clock.',
  INVALID_SIGNATURE: 'The signature could not be verified. Please try again.',
  INVALID_NONCE: 'The sign-in request has expired. Please sign in again.',
  NOT_ELIGIBLE: 'This wallet is not eligible for the GM airdrop.',
  SUPPLY_EXHAUSTED: 'The airdrop pool cannot register this allocation right now. Please contact support.',
  SMART_ACCOUNT_UNAVAILABLE: 'This smart-account wallet cannot be verified right now. Please try again later.',
  MISSIONS_INCOMPLETE: 'Complete every mission first.',
  UNKNOWN_MISSION: 'This mission does not exist.',
  CORS_REJECTED: 'This site is not allowed to use the server.',
  SERVICE_UNAVAILABLE: 'The service is busy. Please try again in a moment.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again later.',
};

/**
 * What an API failure shows: the sentence for its code, else one by status (a proxy's 502 has no
 * code), else the server's own message.
 */
export function apiErrorMessage(status: number, code: string | undefined, serverMessage: string | undefined): string {
  if (code && code in API_ERROR_MESSAGES) return API_ERROR_MESSAGES[code as ApiErrorCode];
  if (status === 429) return MESSAGES.tooManyRequests;
  if (status >= 500) return API_ERROR_MESSAGES.INTERNAL_ERROR;
  return serverMessage ?? `Request failed with status ${status}`;
}
