import { CONFIRMATIONS } from '@gm-claim/shared/constants';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import {
  contractCall,
  sendContractCall,
  valueOf,
  waitForReceipt,
  type ChainReader,
  type TransactionSigner,
} from '@gm-claim/web-core-chain';
import type { Bet } from './bet';

/**
 * Cancelling a Challenge whose random number never came. Everything that depends on how GMChallenge
 * cancels lives in this file: the timing read, the steps, and the transaction. Today it is one step,
 * `cancelBet(requestId)` once `cancelDelay` has passed since the request; a two-step cancel adds a
 * step here (e.g. a request, then a finalize after its own delay) without touching the views.
 */

export interface CancelTiming {
  /** Seconds after the request before the bettor may cancel. */
  cancelDelay: bigint;
}

export async function readCancelTiming(reader: ChainReader): Promise<CancelTiming> {
  const [delay] = await reader.multicall([contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'cancelDelay')]);
  return { cancelDelay: valueOf(delay) };
}

/** Where a pending Challenge's cancel stands: nothing to do until `availableAt`, or an action to send. */
export type CancelStep = { kind: 'locked'; availableAt: bigint } | { kind: 'ready'; call: 'cancelBet' };

export function cancelStep(bet: Bet, timing: CancelTiming, chainTime: bigint): CancelStep {
  const availableAt = bet.requestedAt + timing.cancelDelay;
  // GMChallenge refuses while `block.timestamp < requestedAt + cancelDelay` (GMChallenge_CancelTooEarly).
  return chainTime >= availableAt ? { kind: 'ready', call: 'cancelBet' } : { kind: 'locked', availableAt };
}

/** Sends the step's transaction (simulated first, so a refusal shows its contract error) and waits 1 confirmation. */
export async function sendCancelStep(
  signer: TransactionSigner,
  challenge: string,
  bet: Bet,
  step: Extract<CancelStep, { kind: 'ready' }>,
  timeoutMs: number,
): Promise<void> {
  const call = contractCall(gmChallengeAbi, challenge, step.call, [bet.requestId]);
  const tx = await sendContractCall(signer, call, { simulate: true });
  await waitForReceipt(tx, CONFIRMATIONS.bet, timeoutMs);
}
