import type { AmountSignatureResponse, SignatureResponse } from '@gm-claim/shared';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, sendContractCall, waitForReceipt, type TransactionSigner } from '@gm-claim/web-core-chain';
import { shortMessage } from '@gm-claim/web-core-errors';
import { CONFIRMATIONS } from '@gm-claim/web-core-config';
import { t, type MessageKey } from '@gm-claim/web-core-i18n';

/** The success toast once claimAndVest is confirmed. */
export const VESTING_CONFIRMED_KEY = 'toast.vestingConfirmed' satisfies MessageKey;

/** Everything YES, I AGREE works with, handed in by its hook (tests pass fakes). */
export interface ConfirmVestingDeps {
  challenge: string;
  getSigner(): Promise<TransactionSigner>;
  isRegistered(): Promise<boolean>;
  api: { authorizeSignature(): Promise<SignatureResponse>; registerSignature(): Promise<AmountSignatureResponse> };
  actions: { flowStarted(): void; flowEnded(): void; vestingConfirmed(): void; modalClosed(): void };
  chainChanged(): Promise<void>;
  notifyError(message: string): void;
  /** The success toast, with the confirmed transaction's hash. */
  notifySuccess(message: string, txHash: string): void;
  receiptTimeoutMs?: number;
}

/**
 * YES, I AGREE (docs/product.md#claim-and-vest): a server signature, then claimAndVest (registered) or
 * registerAndClaimAndVest, 1 confirmation, then CLAIM / VESTING / STEP1 and the modal closes. A
 * failure toasts the short message (a contract error in plain words) and returns false (docs/product.md#claim-and-vest).
 */
export async function confirmVesting(deps: ConfirmVestingDeps): Promise<boolean> {
  const { actions } = deps;
  actions.flowStarted();
  try {
    const signer = await deps.getSigner();
    let call;
    if (await deps.isRegistered()) {
      const auth = await deps.api.authorizeSignature();
      call = contractCall(gmChallengeAbi, deps.challenge, 'claimAndVest', [
        BigInt(auth.nonce),
        BigInt(auth.deadline),
        auth.signature,
      ]);
    } else {
      const auth = await deps.api.registerSignature();
      call = contractCall(gmChallengeAbi, deps.challenge, 'registerAndClaimAndVest', [
        BigInt(auth.amount),
        BigInt(auth.nonce),
        BigInt(auth.deadline),
        auth.signature,
      ]);
    }
    const tx = await sendContractCall(signer, call, { simulate: true });
    await waitForReceipt(tx, CONFIRMATIONS.claim, deps.receiptTimeoutMs ?? 120_000);
    await deps.chainChanged();
    actions.vestingConfirmed();
    actions.modalClosed();
    deps.notifySuccess(t(VESTING_CONFIRMED_KEY), tx.hash);
    return true;
  } catch (error) {
    deps.notifyError(shortMessage(error));
    return false;
  } finally {
    actions.flowEnded();
  }
}
