import { CONFIRMATIONS } from '@gm-claim/shared/constants';
import { getAuthorizeSignature, getRegisterSignature } from '../api/signature';
import { getConfig } from '../config/config';
import { invalidateChainReads } from '../hooks/query-client';
import { challengeContract } from '../chain/contracts';
import { getSigner } from '../chain/get-signer';
import { readEligibility } from '../chain/read-eligibility';
import { shortMessage } from '../errors/short-message';
import { notify } from '../notify/notify';
import { modalStore } from '../stores/modal-store';
import { uiStore } from '../stores/ui-store';
import { walletStore } from '../stores/wallet-store';
import { ensureChain } from '../wallet/ensure-chain';

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
