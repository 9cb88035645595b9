/** Whether the wallet can pay the claim's gas itself, and so whether "Claim without BNB" is offered. */
export type SponsorOffer =
  /** The wallet's BNB covers the gas: the normal claim, nothing more offered. */
  | { kind: 'covered'; needWei: bigint; balanceWei: bigint }
  /** It does not, and the relayer takes this kind of claim now: "Claim without BNB" is offered. */
  | { kind: 'offer'; needWei: bigint; balanceWei: bigint }
  /** It does not, and the relayer is not configured, unreachable or paused (`reason` says why). */
  | { kind: 'unavailable'; needWei: bigint; balanceWei: bigint; reason: RelayerAvailability }
  /** The balance or the gas price could not be read: both ways are shown, the wallet decides. */
  | { kind: 'unknown' }
  /** eth_estimateGas of the call says it would revert: the contract's reason, in plain words (issue 37 §3). */
  | { kind: 'would-revert'; reason: string };

export type RelayerAvailability =
  { state: 'accepting' } | { state: 'not-configured' } | { state: 'unreachable' } | { state: 'paused'; reason: string };

/**
 * The decision (pure): the gas a claim needs (`gasUnits` at `gasPrice`) against the wallet's balance;
 * when the balance falls short, the relayer's availability decides between the offer and a plain
 * "not available, and why". An unreadable balance or gas price is never taken for 0 or for enough.
 */
export function decideSponsorOffer(input: {
  balanceWei: bigint | undefined;
  gasPriceWei: bigint | undefined;
  gasUnits: bigint;
  relayer: RelayerAvailability;
}): SponsorOffer {
  const { balanceWei, gasPriceWei, gasUnits, relayer } = input;
  if (balanceWei === undefined || gasPriceWei === undefined) return { kind: 'unknown' };
  const needWei = gasUnits * gasPriceWei;
  if (balanceWei >= needWei) return { kind: 'covered', needWei, balanceWei };
  if (relayer.state === 'accepting') return { kind: 'offer', needWei, balanceWei };
  return { kind: 'unavailable', needWei, balanceWei, reason: relayer };
}

/** BNB with up to 6 decimals (gas amounts are small): "0.0004", "0". */
export function formatBnb(wei: bigint): string {
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').slice(0, 6).replace(/0+$/, '');
  const rounded = fraction === '' && wei > 0n && whole === 0n ? '0.000001' : null;
  return rounded ?? (fraction ? `${whole}.${fraction}` : whole.toString());
}

/**
 * Issue 37 §3: the margin added to eth_estimateGas of the call the user is about to make, for "does the wallet's BNB
 * cover the gas": 25% (the relayer's RELAYER_GAS_LIMIT_MARGIN_PERCENT default), for state that changes between the
 * estimate and the block (another claim, a month passing). Kept here, out of the first visit's configuration chunk.
 */
export const GAS_ESTIMATE_MARGIN_PERCENT = 25n;

/** An eth_estimateGas answer with the documented margin (GAS_ESTIMATE_MARGIN_PERCENT), rounded up. */
export function withMargin(estimate: bigint, marginPercent: bigint): bigint {
  return (estimate * (100n + marginPercent) + 99n) / 100n;
}
