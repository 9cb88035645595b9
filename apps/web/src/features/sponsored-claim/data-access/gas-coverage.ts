/**
 * Whether the wallet can pay the claim's gas itself, and so whether "Claim without BNB" is offered. `needWei` is what
 * the gas is expected to cost; `holdWei`, only when it is more, what the wallet must hold to be able to send it at
 * all (a transaction sent with a fixed gas limit: see gasNeed).
 */
export type SponsorOffer =
  /** The wallet's BNB covers the gas: the normal claim, nothing more offered. */
  | { kind: 'covered'; needWei: bigint; balanceWei: bigint; holdWei?: bigint }
  /** It does not, and the relayer takes this kind of claim now: "Claim without BNB" is offered. */
  | { kind: 'offer'; needWei: bigint; balanceWei: bigint; holdWei?: bigint }
  /** It does not, and the relayer is not configured, unreachable or paused (`reason` says why). */
  | { kind: 'unavailable'; needWei: bigint; balanceWei: bigint; holdWei?: bigint; reason: RelayerAvailability }
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
 * `holdUnits` (gasNeed's): what the wallet must hold to send it, when that is more than it costs.
 */
export function decideSponsorOffer(input: {
  balanceWei: bigint | undefined;
  gasPriceWei: bigint | undefined;
  gasUnits: bigint;
  holdUnits?: bigint;
  relayer: RelayerAvailability;
}): SponsorOffer {
  const { balanceWei, gasPriceWei, gasUnits, relayer } = input;
  if (balanceWei === undefined || gasPriceWei === undefined) return { kind: 'unknown' };
  const needWei = gasUnits * gasPriceWei;
  const holdWei = input.holdUnits === undefined ? needWei : input.holdUnits * gasPriceWei;
  const amounts = holdWei > needWei ? { needWei, balanceWei, holdWei } : { needWei, balanceWei };
  if (balanceWei >= needWei && balanceWei >= holdWei) return { kind: 'covered', ...amounts };
  if (relayer.state === 'accepting') return { kind: 'offer', ...amounts };
  return { kind: 'unavailable', ...amounts, reason: relayer };
}

/** BNB with up to 6 decimals (gas amounts are small): "0.0004", "0". */
export function formatBnb(wei: bigint): string {
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').slice(0, 6).replace(/0+$/, '');
  const rounded = fraction === '' && wei > 0n && whole === 0n ? '0.000001' : null;
  return rounded ?? (fraction ? `${whole}.${fraction}` : whole.toString());
}

/**
 * Issue 37 §3: the margin added to eth_estimateGas of the call the user is about to make (CLAIM NOW, YES, I AGREE,
 * each claim of Claim all), for every gas figure shown and "does the wallet's BNB cover the gas": 25% (the relayer's
 * RELAYER_GAS_LIMIT_MARGIN_PERCENT default), for state that changes between the estimate and the block (another
 * claim, a month passing). Documented in docs/product.md ("Gas: what is estimated"). Kept here, out of the first
 * visit's configuration chunk.
 */
export const GAS_ESTIMATE_MARGIN_PERCENT = 25n;

/** An eth_estimateGas answer with the documented margin (GAS_ESTIMATE_MARGIN_PERCENT), rounded up. */
export function withMargin(estimate: bigint, marginPercent: bigint): bigint {
  return (estimate * (100n + marginPercent) + 99n) / 100n;
}

/** The gas of the transactions a claim sends, from their estimates (issue 37 §3). */
export interface GasNeed {
  /** What their gas is expected to cost: the sum of each eth_estimateGas with the margin. */
  units: bigint;
  /**
   * What the wallet must hold (in gas units, at the gas price) to be able to send them. A transaction sent with a
   * fixed gas limit (the specification's 800,000 for a claim: GAS_LIMITS.claim) is refused by the node and the
   * wallet unless the balance covers limit × price, however little of it the transaction then burns; sent one after
   * another, the last one still needs its whole limit after the others were paid. Without a fixed limit (the wallet
   * estimates itself, as for claim & vest): `units`.
   */
  holdUnits: bigint;
}

/** gasNeed (pure): from each transaction's eth_estimateGas (in the order they are sent), the margin and their limit. */
export function gasNeed(estimates: readonly bigint[], marginPercent: bigint, sendGasLimit?: bigint): GasNeed {
  const each = estimates.map((estimate) => withMargin(estimate, marginPercent));
  const units = each.reduce((sum, value) => sum + value, 0n);
  if (sendGasLimit === undefined || each.length === 0) return { units, holdUnits: units };
  const beforeLast = units - (each[each.length - 1] as bigint);
  const holdUnits = beforeLast + sendGasLimit > units ? beforeLast + sendGasLimit : units;
  return { units, holdUnits };
}
