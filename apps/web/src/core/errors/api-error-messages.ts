import { currentLocale, t, type MessageKey } from '@gm-claim/web-core-i18n';
import { API_ERROR_CODES, type ApiErrorCode } from '@gm-claim/shared/dto/error-codes';

/**
 * Plain words for every stable error code of the API (libs/shared `API_ERROR_CODES`, a module without zod): the
 * catalogue key `api.<CODE>`. The type below makes a code without its key a type error; RATE_LIMITED keeps the
 * product's exact text (docs/product.md#api-errors).
 */
type Assert<T extends true> = T;
/** A code of API_ERROR_CODES whose `api.<CODE>` key the catalogue lacks makes this a type error. */
export type EveryCodeHasItsKey = Assert<[Exclude<`api.${ApiErrorCode}`, MessageKey>] extends [never] ? true : false>;
const KNOWN_CODES = new Set<string>(API_ERROR_CODES);

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
