import { shortMessage } from '@gm-claim/web-core-errors';

/** A failed bet's toast: the short message with "bet" replaced by "challenge" (docs/product.md#challenge). */
export function challengeErrorMessage(error: unknown): string {
  return shortMessage(error).replace(/bet/g, 'challenge').replace(/Bet/g, 'Challenge');
}
