import type { WalletActivity } from '@gm-claim/web-core-wallet';
import { t, type MessageKey } from '@gm-claim/web-core-i18n';

/** What the wallet asks of the user, in words (shown on the loading overlay and announced). */
export const PROMPT_MESSAGES = {
  connect: 'progress.connect',
  switch: 'progress.switch',
  signature: 'progress.signature',
  transaction: 'progress.transaction',
} as const satisfies Record<string, MessageKey>;

/**
 * The progress of what the user started, in words: what the wallet waits for, else (during a flow)
 * whether its transaction is on its way; null when nothing is going on.
 */
export function progressMessage(
  activity: WalletActivity,
  flow: { loading: boolean; sentAtStart: number },
): string | null {
  if (activity.prompt) return t(PROMPT_MESSAGES[activity.prompt]);
  if (!flow.loading) return null;
  return t(activity.sentTransactions > flow.sentAtStart ? 'progress.sent' : 'progress.working');
}
