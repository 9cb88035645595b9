import { shortMessage } from '@gm-claim/web-core-errors';
import { currentLocale } from '@gm-claim/web-core-i18n';

/**
 * A failed bet's toast: the short message with "bet" replaced by "challenge" (docs/product.md#challenge).
 * The other languages' catalogs already name it a Challenge.
 */
export function challengeErrorMessage(error: unknown): string {
  const message = shortMessage(error);
  if (currentLocale() !== 'en') return message;
  return message.replace(/bet/g, 'challenge').replace(/Bet/g, 'Challenge');
}
