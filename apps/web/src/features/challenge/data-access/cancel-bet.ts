import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, sendContractCall, valueOf, waitForReceipt, type ChainReader, type TransactionSigner } from '@gm-claim/web-core-chain';
import { CONFIRMATIONS } from '@gm-claim/web-core-config';
import type { Bet } from './bet-record';
import { t } from '@gm-claim/web-core-i18n';

/**
 * Cancelling a Challenge whose random number never came. Everything that depends on how GMChallenge
 * cancels lives in this file: the timing read, the steps, and the transactions. It takes two steps:
 * `requestCancelBet(requestId)` once `cancelDelay` has passed since the request, then
 * `cancelBet(requestId)` once `CANCEL_FINALIZE_DELAY` has passed since that (a late random number can
 * still settle the bet in between). The views only show the step this file says.
 */

export interface CancelTiming {
  /** Seconds after the request before the bettor may ask to cancel. */
  cancelDelay: bigint;
  /** Seconds after that ask before the cancel can be completed. */
  finalizeDelay: bigint;
}

export async function readCancelTiming(reader: ChainReader): Promise<CancelTiming> {
  const [delay, finalize] = await reader.multicall([
    contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'cancelDelay'),
    contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'CANCEL_FINALIZE_DELAY'),
  ]);
  return { cancelDelay: valueOf(delay), finalizeDelay: valueOf(finalize) };
}

/**
 * Where a pending Challenge's cancel stands: nothing to do until `availableAt` (`requested`: the first
 * step is done), or a transaction to send.
 */
export type CancelStep =
  | { kind: 'locked'; availableAt: bigint; requested: boolean }
  | { kind: 'ready'; call: 'requestCancelBet' | 'cancelBet' };

export function cancelStep(bet: Bet, timing: CancelTiming, chainTime: bigint): CancelStep {
  // GMChallenge refuses before these times (GMChallenge_CancelTooEarly / GMChallenge_CancelFinalizeTooEarly).
  if (bet.cancelRequestedAt === 0n) {
    const availableAt = bet.requestedAt + timing.cancelDelay;
    return chainTime >= availableAt ? { kind: 'ready', call: 'requestCancelBet' } : { kind: 'locked', availableAt, requested: false };
  }
  const finalizableAt = bet.cancelRequestedAt + timing.finalizeDelay;
  return chainTime >= finalizableAt ? { kind: 'ready', call: 'cancelBet' } : { kind: 'locked', availableAt: finalizableAt, requested: true };
}

/** Sends the step's transaction (simulated first, so a refusal shows its contract error) and waits 1 confirmation. */
export async function sendCancelStep(
  signer: TransactionSigner,
  challenge: string,
  bet: Bet,
  step: Extract<CancelStep, { kind: 'ready' }>,
  timeoutMs: number,
): Promise<string> {
  const call = contractCall(gmChallengeAbi, challenge, step.call, [bet.requestId]);
  const tx = await sendContractCall(signer, call, { simulate: true });
  await waitForReceipt(tx, CONFIRMATIONS.bet, timeoutMs);
  return tx.hash;
}

/** What the user is told once the step's transaction is confirmed. */
export function cancelStepDone(step: Extract<CancelStep, { kind: 'ready' }>): string {
  return step.call === 'requestCancelBet'
    ? t('toast.cancelRequested')
    : t('toast.challengeCancelled');
}
