import { currentLocale, t, type MessageKey } from '@gm-claim/web-core-i18n';
import type { ApiErrorCode } from '@gm-claim/shared/dto/common';

/**
 * Plain words for every stable error code of the API (libs/shared `API_ERROR_CODES`): the catalogue key
 * `api.<CODE>`. The type below makes a code without its key a type error; RATE_LIMITED keeps the product's exact
 * text (docs/product.md#api-errors). The codes are listed once more as one string (not a code → key object): this
 * module is on the first visit, and the list is what tells a known code from a server's own.
 */
type Assert<T extends true> = T;
/** A code of API_ERROR_CODES whose `api.<CODE>` key the catalogue lacks makes this a type error. */
export type EveryCodeHasItsKey = Assert<[Exclude<`api.${ApiErrorCode}`, MessageKey>] extends [never] ? true : false>;
const API_ERROR_CODE_LIST: readonly ApiErrorCode[] = (
  'BAD_REQUEST VALIDATION_FAILED MALFORMED_JSON PAYLOAD_TOO_LARGE UNSUPPORTED_MEDIA_TYPE NOT_FOUND RATE_LIMITED ' +
  'UNAUTHENTICATED FORBIDDEN ACCESS_TOKEN_EXPIRED INVALID_ACCESS_TOKEN INVALID_REFRESH_TOKEN REFRESH_TOKEN_REUSED ' +
  'INVALID_SIWE_MESSAGE SIWE_MISMATCH SIWE_DOMAIN_MISMATCH SIWE_URI_MISMATCH SIWE_CHAIN_MISMATCH SIWE_EXPIRED ' +
  'SIWE_NOT_YET_VALID INVALID_SIGNATURE INVALID_NONCE NOT_ELIGIBLE SUPPLY_EXHAUSTED SMART_ACCOUNT_UNAVAILABLE ' +
  'MISSIONS_INCOMPLETE CLAIMS_NOT_OPEN CLAIMS_CLOSED UNKNOWN_MISSION APPEAL_OPEN APPEAL_DECIDED STALE_SIGNATURE ' +
  'CORS_REJECTED SERVICE_UNAVAILABLE WAITING_ROOM INVALID_TICKET TICKET_EXPIRED INTERNAL_ERROR'
).split(' ') as ApiErrorCode[];
const KNOWN_CODES = new Set<string>(API_ERROR_CODE_LIST);

/** Every code of libs/shared's `API_ERROR_CODES`, in the list above (api-error-messages.test.ts checks it). */
export const apiErrorCodesKnown = (): readonly ApiErrorCode[] => API_ERROR_CODE_LIST;

/**
 * What an API failure shows: the sentence for its code, else one by status (a proxy's 502 has no
 * code), else the server's own message — which is English: in another language it is quoted inside a
 * sentence of that language that says what happened.
 */
export function apiErrorMessage(status: number, code: string | undefined, serverMessage: string | undefined): string {
  if (code && KNOWN_CODES.has(code)) return apiErrorText(code as ApiErrorCode);
  if (status === 429) return t('api.RATE_LIMITED');
  if (status >= 500) return t('api.INTERNAL_ERROR');
  if (serverMessage === undefined) return t('api.failedStatus', { status });
  return currentLocale() === 'en' ? serverMessage : t('api.refusedWithMessage', { status, message: serverMessage });
}

/** The sentence for an API error code in the current language. */
export function apiErrorText<C extends ApiErrorCode>(code: C): string {
  return t(`api.${code}` as `api.${C}` & MessageKey);
}
