import { tokens } from '@gm-claim/shared/amount';
import type { AmountSignatureResponse, SignatureResponse } from '@gm-claim/shared';
import { waitForReceipt, type TransactionSigner } from '@gm-claim/web-core-chain';
import { TransactionTimeoutError } from '@gm-claim/web-core-errors';
import { CONFIRMATIONS, TIMING } from '@gm-claim/web-core-config';
import { challengeErrorMessage } from './challenge-error-message';
import { sendBet, type OddsBound } from './send-bet';
import { t, type MessageKey } from '@gm-claim/web-core-i18n';

export interface ChallengeInput {
  /** Stake in whole GM. */
  amount: number;
  multiplier: number;
  /** The quoted VRF fee in wei (estimate × 1.5). */
  fee: bigint;
  /** The odds row the user was shown: the bet's bound (the chain refuses worse odds). */
  odds: OddsBound;
}

/** Everything the Challenge flow works with, handed in by its hook (tests pass fakes). */
export interface ChallengeDeps {
  challenge: string;
  /** A signer for the connected wallet, on the configured chain (it switches first when needed). */
  getSigner(): Promise<TransactionSigner>;
  isRegistered(): Promise<boolean>;
  api: {
    tokenInfo(): Promise<unknown>;
    authorizeSignature(): Promise<SignatureResponse>;
    registerSignature(): Promise<AmountSignatureResponse>;
  };
  actions: {
    modalClosed(): void;
    flowStarted(): void;
    flowEnded(): void;
    betSent(txHash: string): void;
    betMined(): void;
    betFailed(): void;
  };
  /** The chain reads changed: the Challenge view reads the last bet and polls its result from here. */
  chainChanged(): Promise<void>;
  /** The betting table may have changed (a bet refused with GMChallenge_OddsChanged): read it again. */
  oddsChanged(): Promise<void>;
  notifyError(message: string): void;
  /** The pending toast once the wallet sent the bet, with its transaction's hash. */
  notifySent(message: string, txHash: string): void;
  /** How long to wait for the transaction's confirmation before handing over to the pending view. */
  receiptTimeoutMs?: number;
}

export const BET_RECEIPT_TIMEOUT_MS = 120_000;

/** The pending toast once the Challenge's transaction is sent. */
export const CHALLENGE_SENT_KEY = 'toast.challengeSent' satisfies MessageKey;

/**
 * Challenge confirm (docs/product.md#challenge): close the modal and show loading; bet (registered) or fetch the token
 * info and registerAndBet; then CLAIM / BETTING and wait 1 confirmation. From there the Challenge view
 * reads the last bet from the chain and polls its result by request id (so a reload shows the same).
 * A failure toasts the short message with "bet" replaced by "challenge" (docs/product.md#challenge).
 */
export async function startChallenge(input: ChallengeInput, deps: ChallengeDeps): Promise<boolean> {
  const { actions } = deps;
  actions.modalClosed();
  actions.flowStarted();
  let sent = false;
  try {
    const signer = await deps.getSigner();
    const unit = tokens(input.amount);
    const tx = (await deps.isRegistered())
      ? await sendBet(signer, deps.challenge, {
          registered: true,
          auth: await deps.api.authorizeSignature(),
          unit,
          multiple: input.multiplier,
          odds: input.odds,
          fee: input.fee,
        })
      : await (async () => {
          // The token info first (docs/product.md#challenge), then register-and-bet with the amount the server signed.
          await deps.api.tokenInfo();
          const auth = await deps.api.registerSignature();
          return sendBet(signer, deps.challenge, {
            registered: false,
            auth,
            unit,
            multiple: input.multiplier,
            odds: input.odds,
            fee: input.fee,
          });
        })();
    sent = true;
    actions.betSent(tx.hash);
    deps.notifySent(t(CHALLENGE_SENT_KEY), tx.hash);
    actions.flowEnded();
    await waitForReceipt(tx, CONFIRMATIONS.bet, deps.receiptTimeoutMs ?? BET_RECEIPT_TIMEOUT_MS);
    // Read the new last bet before the view leaves "confirming": it then shows this Challenge, not the previous one.
    await deps.chainChanged();
    actions.betMined();
    return true;
  } catch (error) {
    deps.notifyError(challengeErrorMessage(error));
    // A refusal may be GMChallenge_OddsChanged: the odds are read again before the next try.
    await deps.oddsChanged().catch(() => undefined);
    // Sent but not confirmed in time: the pending view takes over from the chain. Refused or reverted:
    // back to the claim choice.
    if (sent && error instanceof TransactionTimeoutError) await deps.chainChanged().catch(() => undefined);
    else actions.betFailed();
    return false;
  } finally {
    actions.flowEnded();
  }
}

/** The bet result poll: every 2 s (docs/product.md#challenge) while the result is pending, for at most this long. */
export const BET_POLL_MS = TIMING.betPollMs;
export const BET_POLL_TIMEOUT_MS = 5 * 60_000;
