import type { AmountSignatureResponse, SignatureResponse } from '@gm-claim/shared';
import { failedRelayOutcome, type RelayOutcome } from '@gm-claim/shared/relay/answers';
import { challengeClaim, signRelayClaim, type RelaySend } from '@gm-claim/shared/relay/claims';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, sendContractCall, waitForReceipt, type TransactionSigner } from '@gm-claim/web-core-chain';
import { BaseError, shortMessage } from '@gm-claim/web-core-errors';
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
 * How YES, I AGREE claims: to the wallet itself (default) or to `recipient` (claimAndVestTo:
 * the part paid now and the PUBLIC schedule go to it); paid by the wallet, or signed by it and sent
 * by the relayer (`relay`: the claim's typed data, ClaimAndVest, signed with eth_signTypedData_v4).
 */
export interface VestingRoute {
  recipient?: string;
  relay?: {
    chainId: number;
    /** Posts the signed claim and follows it to its block; resolves with the mined transaction's hash. */
    send: RelaySend;
  };
}

/** The server's signature YES, I AGREE claims with: Authorize when registered, else Register (with the amount). */
export type VestingSignature =
  | { registered: true; auth: SignatureResponse }
  | { registered: false; auth: AmountSignatureResponse };

/**
 * The transaction YES, I AGREE has the wallet send when it pays the gas itself: claimAndVest (registered) or
 * registerAndClaimAndVest over the server's signature, or their …To forms for another recipient. The page estimates
 * this same call for "does the wallet's BNB cover the gas" (issue 37 §3). Sent without a gas limit: the wallet
 * estimates it.
 */
export function claimAndVestCall(challenge: string, signed: VestingSignature, recipient?: string) {
  const { auth } = signed;
  const nonce = BigInt(auth.nonce);
  const deadline = BigInt(auth.deadline);
  if (signed.registered) {
    return recipient
      ? contractCall(gmChallengeAbi, challenge, 'claimAndVestTo', [recipient, nonce, deadline, auth.signature])
      : contractCall(gmChallengeAbi, challenge, 'claimAndVest', [nonce, deadline, auth.signature]);
  }
  const amount = BigInt(signed.auth.amount);
  return recipient
    ? contractCall(gmChallengeAbi, challenge, 'registerAndClaimAndVestTo', [
        recipient,
        amount,
        nonce,
        deadline,
        auth.signature,
      ])
    : contractCall(gmChallengeAbi, challenge, 'registerAndClaimAndVest', [amount, nonce, deadline, auth.signature]);
}

/**
 * YES, I AGREE (docs/product.md#claim-and-vest): a server signature, then claimAndVest (registered) or
 * registerAndClaimAndVest, 1 confirmation, then CLAIM / VESTING / STEP1 and the modal closes. A
 * failure toasts the short message (a contract error in plain words) (docs/product.md#claim-and-vest). The outcome says
 * whether a failure was the relayer's unavailability (the page then offers the normal claim).
 */
export async function confirmVesting(deps: ConfirmVestingDeps, route: VestingRoute = {}): Promise<RelayOutcome> {
  const { actions } = deps;
  actions.flowStarted();
  try {
    const signer = await deps.getSigner();
    const registered = await deps.isRegistered();
    const auth = registered ? await deps.api.authorizeSignature() : await deps.api.registerSignature();
    const amount = registered ? 0n : BigInt((auth as AmountSignatureResponse).amount);
    let hash: string;
    if (route.relay) {
      if (!signer.signTypedData) throw new BaseError(t('sponsored.noTypedData'));
      const user = await signer.getAddress();
      // Registered: claimAndVestViaSig (amount 0 signed); not yet: registerAndClaimAndVestViaSig (the Register amount).
      const claim = challengeClaim({
        chainId: route.relay.chainId,
        challenge: deps.challenge,
        user,
        recipient: route.recipient ?? user,
        nonce: BigInt(auth.nonce),
        deadline: BigInt(auth.deadline),
        serverSignature: auth.signature,
        ...(registered ? {} : { registerAmount: amount }),
      });
      const request = await signRelayClaim({ signTypedData: signer.signTypedData.bind(signer) }, claim);
      hash = await route.relay.send(request, user);
    } else {
      const signed: VestingSignature = registered
        ? { registered: true, auth }
        : { registered: false, auth: auth as AmountSignatureResponse };
      const call = claimAndVestCall(deps.challenge, signed, route.recipient);
      const tx = await sendContractCall(signer, call, { simulate: true });
      await waitForReceipt(tx, CONFIRMATIONS.claim, deps.receiptTimeoutMs ?? 120_000);
      hash = tx.hash;
    }
    await deps.chainChanged();
    actions.vestingConfirmed();
    actions.modalClosed();
    deps.notifySuccess(t(VESTING_CONFIRMED_KEY), hash);
    return 'done';
  } catch (error) {
    deps.notifyError(shortMessage(error));
    return failedRelayOutcome(error);
  } finally {
    actions.flowEnded();
  }
}
