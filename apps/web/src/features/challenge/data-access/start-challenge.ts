import { CONFIRMATIONS, GAS_LIMITS, TIMING } from '@gm-claim/shared/constants';
import { tokens } from '@gm-claim/shared/amount';
import { getAuthorizeSignature, getRegisterSignature } from '@gm-claim/web-core-api';
import { getTokenInfo } from '@gm-claim/web-feature-eligibility/data-access';
import { challengeContract } from '@gm-claim/web-core-chain';
import { getSigner } from '@gm-claim/web-core-chain';
import { readBet, type BetRecord } from './read-bet';
import { readEligibility } from '@gm-claim/web-feature-eligibility/data-access';
import { getConfig } from '@gm-claim/web-core-config';
import { invalidateChainReads, refreshEligibility } from '@gm-claim/web-feature-eligibility';
import { notify } from '@gm-claim/web-core-ui';
import { modalStore } from '@gm-claim/web-core-state';
import { uiStore } from '@gm-claim/web-core-state';
import { walletStore } from '@gm-claim/web-core-wallet';
import { ensureChain } from '@gm-claim/web-core-wallet';
import { challengeErrorMessage } from './challenge-error-message';

export interface ChallengeInput {
  /** Stake in whole GM. */
  amount: number;
  multiplier: number;
  /** The quoted VRF fee in wei (estimate × 1.5). */
  fee: bigint;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls getBetHistoryByRequestId every 2 s until the bet is resolved or cancelled. */
export async function pollBet(requestId: bigint, wait: (ms: number) => Promise<void> = sleep): Promise<BetRecord> {
  for (;;) {
    const bet = await readBet({ requestId });
    if (bet && (bet.resolved || bet.cancelled)) return bet;
    await wait(TIMING.betPollMs);
  }
}

/**
 * Challenge confirm (spec §4): close the modal and show loading; bet (registered) or fetch the
 * token info and registerAndBet; then CLAIM / BETTING, wait 1 confirmation, read the last bet and
 * poll its result by requestId; refresh the user's chain reads, then store the result.
 */
export async function startChallenge(input: ChallengeInput, wait?: (ms: number) => Promise<void>): Promise<boolean> {
  const ui = uiStore.getState().actions;
  modalStore.getState().actions.close();
  ui.setLoading(true);
  const { address, provider } = walletStore.getState();
  try {
    if (!address || !provider) throw new Error('Wallet not connected');
    await ensureChain(provider, getConfig());
    const { isRegistered } = await readEligibility(address);
    const challenge = challengeContract(getConfig().contracts.GMChallenge, await getSigner());
    const overrides = { value: input.fee, gasLimit: GAS_LIMITS.bet };
    const unit = tokens(input.amount);
    let tx;
    if (isRegistered) {
      const auth = await getAuthorizeSignature();
      tx = await challenge.bet(unit, input.multiplier, auth.nonce, auth.deadline, auth.signature, overrides);
    } else {
      // Spec §4: the token info first, then register-and-bet with the amount the server signed.
      await getTokenInfo();
      const auth = await getRegisterSignature();
      tx = await challenge.registerAndBet(auth.amount, unit, input.multiplier, auth.nonce, auth.deadline, auth.signature, overrides);
    }
    if (!tx) return false;
    ui.setBetWaiting(true);
    ui.setTxHash(String(tx.hash ?? ''));
    ui.setMainStep('CLAIM');
    ui.setType('BETTING');
    ui.setChallengeStarted(true);
    ui.setLoading(false);
    await tx.wait(CONFIRMATIONS.bet);
    const last = await readBet({ user: address });
    if (!last) throw new Error('Challenge not found');
    const result = await pollBet(last.requestId, wait);
    // The result's CLAIM opens the CLAIM & VESTING modal: its amounts must already be the post-bet
    // split when the result appears, never the pre-bet one for a moment.
    await refreshEligibility(address);
    ui.setBetResult({
      requestId: result.requestId.toString(),
      unit: result.unit.toString(),
      multiple: Number(result.multiple),
      success: result.success,
      gain: result.gain.toString(),
      loss: result.loss.toString(),
      cancelled: result.cancelled,
    });
    ui.setGlitchEnd(true);
    await invalidateChainReads();
    return true;
  } catch (error) {
    notify.error(challengeErrorMessage(error));
    return false;
  } finally {
    ui.setBetWaiting(false);
    ui.setLoading(false);
  }
}
