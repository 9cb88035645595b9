import { currentLocale, t, type MessageKey } from '@gm-claim/web-core-i18n';
import type { ApiErrorCode } from '@gm-claim/shared/dto/common';

/**
 * Plain words for every stable error code of the API (libs/shared `API_ERROR_CODES`; the `Record`
 * makes a missing one a type error). RATE_LIMITED keeps the product's exact text (docs/product.md#api-errors).
 */
export const API_ERROR_KEYS: Record<ApiErrorCode, MessageKey> = {
  BAD_REQUEST: 'api.BAD_REQUEST',
  VALIDATION_FAILED: 'api.VALIDATION_FAILED',
  MALFORMED_JSON: 'api.MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'api.PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'api.UNSUPPORTED_MEDIA_TYPE',
  NOT_FOUND: 'api.NOT_FOUND',
  RATE_LIMITED: 'api.RATE_LIMITED',
  UNAUTHENTICATED: 'api.UNAUTHENTICATED',
  FORBIDDEN: 'api.FORBIDDEN',
  ACCESS_TOKEN_EXPIRED: 'api.ACCESS_TOKEN_EXPIRED',
  INVALID_ACCESS_TOKEN: 'api.INVALID_ACCESS_TOKEN',
  INVALID_REFRESH_TOKEN: 'api.INVALID_REFRESH_TOKEN',
  REFRESH_TOKEN_REUSED: 'api.REFRESH_TOKEN_REUSED',
  INVALID_SIWE_MESSAGE: 'api.INVALID_SIWE_MESSAGE',
  SIWE_MISMATCH: 'api.SIWE_MISMATCH',
  SIWE_DOMAIN_MISMATCH: 'api.SIWE_DOMAIN_MISMATCH',
  SIWE_URI_MISMATCH: 'api.SIWE_URI_MISMATCH',
  SIWE_CHAIN_MISMATCH: 'api.SIWE_CHAIN_MISMATCH',
  SIWE_EXPIRED: 'api.SIWE_EXPIRED',
  SIWE_NOT_YET_VALID: 'api.SIWE_NOT_YET_VALID',
  INVALID_SIGNATURE: 'api.INVALID_SIGNATURE',
  INVALID_NONCE: 'api.INVALID_NONCE',
  NOT_ELIGIBLE: 'api.NOT_ELIGIBLE',
  SUPPLY_EXHAUSTED: 'api.SUPPLY_EXHAUSTED',
  SMART_ACCOUNT_UNAVAILABLE: 'api.SMART_ACCOUNT_UNAVAILABLE',
  MISSIONS_INCOMPLETE: 'api.MISSIONS_INCOMPLETE',
  CLAIMS_NOT_OPEN: 'api.CLAIMS_NOT_OPEN',
  CLAIMS_CLOSED: 'api.CLAIMS_CLOSED',
  UNKNOWN_MISSION: 'api.UNKNOWN_MISSION',
  APPEAL_OPEN: 'api.APPEAL_OPEN',
  APPEAL_DECIDED: 'api.APPEAL_DECIDED',
  STALE_SIGNATURE: 'api.STALE_SIGNATURE',
  CORS_REJECTED: 'api.CORS_REJECTED',
  SERVICE_UNAVAILABLE: 'api.SERVICE_UNAVAILABLE',
  // Issue 34 §3: the waiting room.
  WAITING_ROOM: 'api.WAITING_ROOM',
  INVALID_TICKET: 'api.INVALID_TICKET',
  TICKET_EXPIRED: 'api.TICKET_EXPIRED',
  INTERNAL_ERROR: 'api.INTERNAL_ERROR',
};

/**
 * What an API failure shows: the sentence for its code, else one by status (a proxy's 502 has no
 * code), else the server's own message — which is English: in another language it is quoted inside a
 * sentence of that language that says what happened.
 */
export function apiErrorMessage(status: number, code: string | undefined, serverMessage: string | undefined): string {
  if (code && code in API_ERROR_KEYS) return apiErrorText(code as ApiErrorCode);
  if (status === 429) return t('api.RATE_LIMITED');
  if (status >= 500) return t('api.INTERNAL_ERROR');
  if (serverMessage === undefined) return t('api.failedStatus', { status });
  return currentLocale() === 'en' ? serverMessage : t('api.refusedWithMessage', { status, message: serverMessage });
}

/** The sentence for an API error code in the current language. */
export function apiErrorText(code: ApiErrorCode): string {
  return t(API_ERROR_KEYS[code]);
}
