import type { ChainReader } from '@gm-claim/web-core-chain';
import { ApiError, ContractRevertError } from '@gm-claim/web-core-errors';
import { GAS_ESTIMATE_MARGIN_PERCENT, gasNeed, type GasNeed } from './gas-coverage';

/** A transaction the wallet is about to send, as eth_estimateGas takes it (sent from the wallet's address). */
export interface EstimateTx {
  to: string;
  data: string;
  value?: bigint;
}

/**
 * Issue 37 §3: the transactions a claim would have the wallet send, for "does the wallet's BNB cover their gas".
 * `txs` builds them (claim & vest first asks our server for its signature); `sendGasLimit` is the fixed gas limit
 * they are sent with, if any (a monthly claim: GAS_LIMITS.claim, the specification's 800,000); `key` names them
 * (they are estimated again when it changes).
 */
export interface ClaimEstimate {
  key: string;
  txs(): Promise<readonly EstimateTx[]>;
  sendGasLimit?: bigint;
}

export type EstimateOutcome =
  /** Every transaction's eth_estimateGas, with the documented margin (gasNeed). */
  | { kind: 'estimated'; need: GasNeed }
  /** One would fail now: the contract's reason in plain words (or our server's refusal); `index`: which one. */
  | { kind: 'would-revert'; reason: string; index: number }
  /** The node (or our server) did not answer, or answered an error: the page shows it with a retry, no figure. */
  | { kind: 'failed'; error: unknown };

/**
 * Our server refused what the call needs (its signature) with a reason: not eligible, missions still open,
 * claims not open yet or closed, the allocation pool exhausted (403 / 409). The call could only fail: that is
 * the answer, as a revert's reason is. Anything else (no answer, 429, 5xx) is a failed read.
 */
function refused(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 403 || error.status === 409);
}

/**
 * eth_estimateGas of each transaction `estimate` builds, from `from`, at the latest block (issue 37 §3). A revert is
 * never guessed around: it comes back as its decoded reason. Estimated one by one against the same state: the
 * claims of different schedules do not depend on each other.
 */
export async function estimateClaim(
  reader: Pick<ChainReader, 'estimateGas'>,
  from: string,
  estimate: ClaimEstimate,
): Promise<EstimateOutcome> {
  let txs: readonly EstimateTx[];
  try {
    txs = await estimate.txs();
  } catch (error) {
    return refused(error) ? { kind: 'would-revert', reason: error.shortMessage, index: 0 } : { kind: 'failed', error };
  }
  const answers = await Promise.allSettled(txs.map((tx) => reader.estimateGas({ from, ...tx })));
  const reverted = answers.findIndex(
    (answer) => answer.status === 'rejected' && answer.reason instanceof ContractRevertError,
  );
  if (reverted >= 0) {
    const answer = answers[reverted] as PromiseRejectedResult;
    return { kind: 'would-revert', reason: (answer.reason as ContractRevertError).shortMessage, index: reverted };
  }
  const failed = answers.find((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
  if (failed) return { kind: 'failed', error: failed.reason };
  const units = answers.map((answer) => (answer as PromiseFulfilledResult<bigint>).value);
  return { kind: 'estimated', need: gasNeed(units, GAS_ESTIMATE_MARGIN_PERCENT, estimate.sendGasLimit) };
}
