import { failedRelayOutcome, type RelayOutcome } from '@gm-claim/shared/relay/answers';
import { signRelayClaim, vestingClaim, type RelayRequestOf, type RelaySend } from '@gm-claim/shared/relay/claims';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import {
  contractCall,
  sendContractCall,
  valueOf,
  waitForReceipt,
  type ChainReader,
  type TransactionSigner,
} from '@gm-claim/web-core-chain';
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
 * How CLAIM NOW claims: to the wallet itself (default) or to `recipient` (claimTo); paid by
 * the wallet, or signed by it (EIP-712 `Claim`, nonce = nonces(beneficiary)) and sent by the relayer.
 */
export interface MonthlyRoute {
  recipient?: string;
  relay?: {
    chainId: number;
    reader: Pick<ChainReader, 'multicall' | 'latestBlockTime'>;
    /** Seconds the signature stays valid, from the chain's clock. */
    ttlSeconds: number;
    send: RelaySend;
  };
}

/**
 * A monthly claim the relayer sends (claimViaSig): the wallet signs EIP-712 `Claim` with the beneficiary's
 * next nonce on this GMVesting (nonces(beneficiary): one per wallet and contract, used up by each claim)
 * and a deadline from the chain's clock. Claim all signs these one at a time, each after the last is mined.
 */
export async function signMonthlyClaim(
  signer: TransactionSigner,
  vesting: string,
  scheduleId: bigint,
  recipient: string,
  relay: Omit<NonNullable<MonthlyRoute['relay']>, 'send'>,
): Promise<RelayRequestOf<'vesting.claimViaSig'>> {
  if (!signer.signTypedData) throw new BaseError(t('sponsored.noTypedData'));
  const beneficiary = await signer.getAddress();
  const [[nonceOutcome], now] = await Promise.all([
    relay.reader.multicall([contractCall(gmVestingAbi, vesting, 'nonces', [beneficiary])]),
    relay.reader.latestBlockTime(),
  ]);
  const claim = vestingClaim({
    chainId: relay.chainId,
    vesting,
    scheduleId,
    recipient,
    nonce: valueOf(nonceOutcome),
    deadline: now + BigInt(relay.ttlSeconds),
  });
  return signRelayClaim({ signTypedData: signer.signTypedData.bind(signer) }, claim);
}

/**
 * CLAIM NOW (docs/product.md#vesting-pages): switch chain if needed, simulate, send with gas limit 800000, wait 1
 * confirmation, read the data again, "Claim successful!". A failure toasts (docs/product.md#vesting-pages) and is recorded;
 * the outcome says whether it was the relayer's unavailability (the page then offers the normal claim).
 */
export async function claimVesting(
  scheduleId: bigint,
  deps: ClaimVestingDeps,
  route: MonthlyRoute = {},
): Promise<RelayOutcome> {
  try {
    const signer = await deps.getSigner();
    let hash: string;
    if (route.relay) {
      if (!signer.signTypedData) throw new BaseError(t('sponsored.noTypedData'));
      const beneficiary = await signer.getAddress();
      const request = await signMonthlyClaim(signer, deps.vesting, scheduleId, route.recipient ?? beneficiary, route.relay);
      hash = await route.relay.send(request, beneficiary);
    } else {
      const call = route.recipient
        ? contractCall(gmVestingAbi, deps.vesting, 'claimTo', [scheduleId, route.recipient])
        : contractCall(gmVestingAbi, deps.vesting, 'claim', [scheduleId]);
      const tx = await sendContractCall(signer, call, { simulate: true, gasLimit: GAS_LIMITS.claim });
      await waitForReceipt(tx, CONFIRMATIONS.claim, deps.receiptTimeoutMs ?? 120_000);
      hash = tx.hash;
    }
    await deps.chainChanged();
    deps.notifySuccess(t('web.claimSuccessful'), hash);
    return 'done';
  } catch (error) {
    deps.recordFailure(error);
    deps.notifyError(claimFailureMessage(error));
    return failedRelayOutcome(error);
  }
}

/** The toast of a failed acceptance: "Accepting the gift failed. " + the short message, else "… Please try again." */
export function acceptFailureMessage(error: unknown): string {
  return isWalletOrContractError(error)
    ? t('gift.acceptFailed', { reason: error.shortMessage })
    : t('gift.acceptFailedRetry');
}

/**
 * ACCEPT GIFT: acceptBeneficiary(scheduleId) from the recipient, paid in BNB (simulated first, sent with the
 * claim's gas limit, one confirmation), then the chain is read again: the schedule is the wallet's own from then on.
 */
export async function acceptGift(scheduleId: bigint, deps: ClaimVestingDeps): Promise<boolean> {
  try {
    const signer = await deps.getSigner();
    const call = contractCall(gmVestingAbi, deps.vesting, 'acceptBeneficiary', [scheduleId]);
    const tx = await sendContractCall(signer, call, { simulate: true, gasLimit: GAS_LIMITS.claim });
    await waitForReceipt(tx, CONFIRMATIONS.claim, deps.receiptTimeoutMs ?? 120_000);
    await deps.chainChanged();
    deps.notifySuccess(t('gift.accepted'), tx.hash);
    return true;
  } catch (error) {
    deps.recordFailure(error);
    deps.notifyError(acceptFailureMessage(error));
    return false;
  }
}
