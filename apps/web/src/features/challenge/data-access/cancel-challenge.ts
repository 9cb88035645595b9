import { type TransactionSigner } from '@gm-claim/web-core-chain';
import type { Bet } from './bet-record';
import { cancelStepDone, sendCancelStep, type CancelStep } from './cancel-bet';
import { challengeErrorMessage } from './challenge-error-message';

export interface CancelChallengeDeps {
  challenge: string;
  getSigner(): Promise<TransactionSigner>;
  actions: { flowStarted(): void; flowEnded(): void };
  /** The chain reads changed (the bet, the amounts): read them again. */
  chainChanged(): Promise<void>;
  /** The success toast, with the confirmed transaction's hash. */
  notifySuccess(message: string, txHash: string): void;
  notifyError(message: string): void;
  receiptTimeoutMs?: number;
}


/**
 * "Cancel and take my stake back": sends the next cancel step of a Challenge whose random number
 * never came (see cancel-bet.ts), waits 1 confirmation and reads the chain again. The VRF fee is not
 * refunded (the contract keeps no fee to return). Failures toast with "bet" replaced by "challenge".
 */
export async function cancelChallenge(
  bet: Bet,
  step: Extract<CancelStep, { kind: 'ready' }>,
  deps: CancelChallengeDeps,
): Promise<boolean> {
  deps.actions.flowStarted();
  try {
    const hash = await sendCancelStep(await deps.getSigner(), deps.challenge, bet, step, deps.receiptTimeoutMs ?? 120_000);
    await deps.chainChanged();
    deps.notifySuccess(cancelStepDone(step), hash);
    return true;
  } catch (error) {
    deps.notifyError(challengeErrorMessage(error));
    await deps.chainChanged().catch(() => undefined);
    return false;
  } finally {
    deps.actions.flowEnded();
  }
}
