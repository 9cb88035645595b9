import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, sendContractCall, waitForReceipt, type TransactionSigner } from '@gm-claim/web-core-chain';
import { BaseError } from '@gm-claim/web-core-errors';
import { CONFIRMATIONS, GAS_LIMITS } from '@gm-claim/web-core-config';
import { t } from '@gm-claim/web-core-i18n';

function isWalletOrContractError(error: unknown): error is { shortMessage: string } {
  if (error instanceof BaseError) return true;
  return Boolean(
    error && typeof error === 'object' && typeof (error as { shortMessage?: unknown }).shortMessage === 'string',
  );
}

/** The toast of a failed claim (docs/product.md#vesting-pages): "Claim failed. " + the short message, else "Claim failed. Please try again." */
export function claimFailureMessage(error: unknown): string {
  return isWalletOrContractError(error)
    ? t('web.claimFailed', { reason: error.shortMessage })
    : t('web.claimFailedRetry');
}

/** Everything CLAIM NOW works with, handed in by its hook (tests pass fakes). */
export interface ClaimVestingDeps {
  /** The GMVesting of the page's claim type. */
  vesting: string;
  /** A signer for the connected wallet, on the configured chain (it switches first when needed). */
  getSigner(): Promise<TransactionSigner>;
  /** The chain reads changed: the dashboard and the history are read again. */
  chainChanged(): Promise<void>;
  /** The success toast, with the confirmed transaction's hash. */
  notifySuccess(message: string, txHash: string): void;
  notifyError(message: string): void;
  /** A claim failure is also kept in local storage (docs/product.md#vesting-pages). */
  recordFailure(error: unknown): void;
  receiptTimeoutMs?: number;
}

/**
 * CLAIM NOW (docs/product.md#vesting-pages): switch chain if needed, simulate, send with gas limit 800000, wait 1
 * confirmation, read the data again, "Claim successful!". A failure toasts (docs/product.md#vesting-pages) and is recorded.
 */
export async function claimVesting(scheduleId: bigint, deps: ClaimVestingDeps): Promise<boolean> {
  try {
    const signer = await deps.getSigner();
    const call = contractCall(gmVestingAbi, deps.vesting, 'claim', [scheduleId]);
    const tx = await sendContractCall(signer, call, { simulate: true, gasLimit: GAS_LIMITS.claim });
    await waitForReceipt(tx, CONFIRMATIONS.claim, deps.receiptTimeoutMs ?? 120_000);
    await deps.chainChanged();
    deps.notifySuccess(t('web.claimSuccessful'), tx.hash);
    return true;
  } catch (error) {
    deps.recordFailure(error);
    deps.notifyError(claimFailureMessage(error));
    return false;
  }
}
