import { CONFIRMATIONS } from '@gm-claim/shared/constants';
import { getAuthorizeSignature, getRegisterSignature } from '@gm-claim/web-core-api';
import { getConfig } from '@gm-claim/web-core-config';
import { invalidateChainReads } from '@gm-claim/web-feature-eligibility';
import { challengeContract } from '@gm-claim/web-core-chain';
import { getSigner } from '@gm-claim/web-core-chain';
import { readEligibility } from '@gm-claim/web-feature-eligibility/data-access';
import { shortMessage } from '@gm-claim/web-core-errors';
import { notify } from '@gm-claim/web-core-ui';
import { modalStore } from '@gm-claim/web-core-state';
import { uiStore } from '@gm-claim/web-core-state';
import { walletStore } from '@gm-claim/web-core-wallet';
import { ensureChain } from '@gm-claim/web-core-wallet';

/**
 * YES, I AGREE (spec §4 Vesting confirm): a server signature, then claimAndVest (registered) or
 * registerAndClaimAndVest, 1 confirmation, then CLAIM / VESTING / STEP1. A failure toasts the short
 * message and returns false.
 */
export async function confirmVesting(): Promise<boolean> {
  const ui = uiStore.getState().actions;
  const { address, provider } = walletStore.getState();
  ui.setLoading(true);
  try {
    if (!address || !provider) throw new Error('Wallet not connected');
    await ensureChain(provider, getConfig());
    const { isRegistered } = await readEligibility(address);
    const challenge = challengeContract(getConfig().contracts.GMChallenge, await getSigner());
    let tx;
    if (isRegistered) {
      const auth = await getAuthorizeSignature();
      tx = await challenge.claimAndVest(auth.nonce, auth.deadline, auth.signature);
    } else {
      const auth = await getRegisterSignature();
      tx = await challenge.registerAndClaimAndVest(auth.amount, auth.nonce, auth.deadline, auth.signature);
    }
    await tx.wait(CONFIRMATIONS.claim);
    await invalidateChainReads();
    ui.setMainStep('CLAIM');
    ui.setType('VESTING');
    ui.setStep('STEP1');
    modalStore.getState().actions.close();
    return true;
  } catch (error) {
    notify.error(shortMessage(error));
    return false;
  } finally {
    ui.setLoading(false);
  }
}
