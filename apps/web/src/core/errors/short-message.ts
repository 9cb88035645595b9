import { t } from '@gm-claim/web-core-i18n';
/** What the user reads when an error has no words of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The web's one error-to-text rule: the short, user-facing message of any error a toast or an error
 * panel shows — a BaseError's `shortMessage` (plain words), else ethers' `shortMessage` or `reason`,
 * else the error's message, else a thrown string; an error with no words gets the fallback.
 */
export function shortMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const record = error as { shortMessage?: unknown; reason?: unknown; message?: unknown };
    for (const text of [record.shortMessage, record.reason, record.message]) {
      if (typeof text === 'string' && text) return text;
    }
  }
  return t('error.fallback');
}
