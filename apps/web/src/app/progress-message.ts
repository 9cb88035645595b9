import type { WalletActivity } from '@gm-claim/web-core-wallet';

/** What the wallet asks of the user, in words (shown on the loading overlay and announced). */
export const PROMPT_MESSAGES = {
  connect: 'Approve the connection in your wallet.',
  switch: 'Approve the network switch in your wallet.',
  signature: 'Sign the message in your wallet.',
  transaction: 'Confirm the transaction in your wallet.',
} as const;

export const TRANSACTION_SENT_MESSAGE = 'Transaction sent. Waiting for its confirmation…';
export const WORKING_MESSAGE = 'Please wait…';

/**
 * The progress of what the user started, in words: what the wallet waits for, else (during a flow)
 * whether its transaction is on its way; null when nothing is going on.
 */
export function progressMessage(
  activity: WalletActivity,
  flow: { loading: boolean; sentAtStart: number },
): string | null {
  if (activity.prompt) return PROMPT_MESSAGES[activity.prompt];
  if (!flow.loading) return null;
  return activity.sentTransactions > flow.sentAtStart ? TRANSACTION_SENT_MESSAGE : WORKING_MESSAGE;
}
