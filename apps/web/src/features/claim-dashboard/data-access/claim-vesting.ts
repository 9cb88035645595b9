import { CONFIRMATIONS, GAS_LIMITS, MESSAGES, STORAGE, type ClaimType } from '@gm-claim/shared/constants';
import { vestingContract } from '@gm-claim/web-core-chain';
import { getSigner } from '@gm-claim/web-core-chain';
import { getConfig } from '@gm-claim/web-core-config';
import { BaseError } from '@gm-claim/web-core-errors';
import { notify } from '@gm-claim/web-core-ui';
import { walletStore } from '@gm-claim/web-core-wallet';
import { ensureChain } from '@gm-claim/web-core-wallet';

function isWalletOrContractError(error: unknown): error is { shortMessage: string } {
  if (error instanceof BaseError) return true;
  return Boolean(error && typeof error === 'object' && typeof (error as { shortMessage?: unknown }).shortMessage === 'string');
}

/** The toast of a failed claim (spec §8). */
export function claimFailureMessage(error: unknown): string {
  return isWalletOrContractError(error) ? `${MESSAGES.claimFailedPrefix}${error.shortMessage}` : MESSAGES.claimFailedRetry;
}

/**
 * CLAIM NOW (spec §4 Claim flow): switch chain if needed, simulate with staticCall, send with gas
 * limit 800000, wait 1 confirmation, "Claim successful!". Failures toast and store the error.
 */
export async function claimVesting(type: ClaimType, scheduleId: bigint, onDone?: () => Promise<unknown> | void): Promise<boolean> {
  const { provider } = walletStore.getState();
  try {
    if (!provider) throw new Error('Wallet not connected');
    await ensureChain(provider, getConfig());
    const vesting = vestingContract(getConfig().contracts.GMVesting[type], await getSigner());
    const claim = vesting.claim;
    await claim.staticCall(scheduleId);
    const tx = await claim(scheduleId, { gasLimit: GAS_LIMITS.claim });
    await tx.wait(CONFIRMATIONS.claim);
    await onDone?.();
    notify.success(MESSAGES.claimSuccessful);
    return true;
  } catch (error) {
    localStorage.setItem(
      STORAGE.vestingErrorKey,
      JSON.stringify({ message: error instanceof Error ? error.message : String(error), at: new Date().toISOString() }),
    );
    notify.error(claimFailureMessage(error));
    return false;
  }
}
