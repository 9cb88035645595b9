import { BPS, returnVarianceScaled, rtpScaled, RTP_SCALE } from './odds';

/** One settled Challenge, judged by the odds it was placed at. */
export interface SettledBet {
  unit: bigint;
  multiple: number;
  probBps: number;
  lossBps: number;
  success: boolean;
  /** BetResolved's `gained`: unit × multiple on a win, 0 on a loss. */
  gained: bigint;
}

/**
 * The settled Challenges of one multiplier summed in exact integers (wei), so that any two readers of the same
 * events — the API over its index, the verifier command over the chain — agree to the wei.
 */
export interface ObservedTotals {
  multiple: number;
  bets: number;
  wins: number;
  /** Σ unit (wei). */
  staked: bigint;
  /** Σ what each bet returned: unit × multiple on a win, unit − unit × lossBps / 10^4 on a loss (wei). */
  returned: bigint;
  /** Σ unit × rtpScaled(odds of the bet): the return a fair draw gives on average, × 10^8 (wei). */
  expectedScaled: bigint;
  /** Σ unit² × returnVarianceScaled(odds of the bet): the variance of `returned`, × 10^16 (wei²). */
  varianceScaled: bigint;
}

/** What a settled bet returned (GMChallenge.fulfillRandomWords). */
export function betReturn(bet: SettledBet): bigint {
  return bet.success ? bet.gained : bet.unit - (bet.unit * BigInt(bet.lossBps)) / BPS;
}

export function emptyTotals(multiple: number): ObservedTotals {
  return { multiple, bets: 0, wins: 0, staked: 0n, returned: 0n, expectedScaled: 0n, varianceScaled: 0n };
}

/** Settled bets summed per multiplier, in ascending multiplier order. */
export function observedTotals(bets: readonly SettledBet[]): ObservedTotals[] {
  const byMultiple = new Map<number, ObservedTotals>();
  for (const bet of bets) {
    const totals = byMultiple.get(bet.multiple) ?? emptyTotals(bet.multiple);
    totals.bets += 1;
    if (bet.success) totals.wins += 1;
    totals.staked += bet.unit;
    totals.returned += betReturn(bet);
    totals.expectedScaled += bet.unit * rtpScaled(bet);
    totals.varianceScaled += bet.unit * bet.unit * returnVarianceScaled(bet);
    byMultiple.set(bet.multiple, totals);
  }
  return [...byMultiple.values()].sort((a, b) => a.multiple - b.multiple);
}

/** z of a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

export interface ObservedFigures {
  /** returned / staked, or null before the first settled bet. */
  observedRtp: number | null;
  /** The RTP the bets' own odds promise (stake-weighted), or null before the first settled bet. */
  expectedRtp: number | null;
  /** Where a fair draw puts the observed RTP 95% of the time (normal approximation), or null. */
  interval: { low: number; high: number } | null;
  /** (observed − expected) / σ, or null when there is nothing to compare (no bet, or no variance). */
  z: number | null;
  /** How often a fair draw lands at least this far from the expected return, either way (two-sided), or null. */
  chanceThisFar: number | null;
  /** Whether the observed RTP lies outside the 95% interval. */
  outside: boolean;
}

/** A ratio of two bigints as a float without losing precision to overflow first. */
function ratio(numerator: bigint, denominator: bigint): number {
  const whole = numerator / denominator;
  const rest = numerator - whole * denominator;
  return Number(whole) + Number((rest * 10n ** 15n) / denominator) / 1e15;
}

/** The observed RTP next to the expected one, with its 95% interval and how unusual the difference is. */
export function observedFigures(totals: ObservedTotals): ObservedFigures {
  if (totals.bets === 0 || totals.staked === 0n) {
    return { observedRtp: null, expectedRtp: null, interval: null, z: null, chanceThisFar: null, outside: false };
  }
  const observedRtp = ratio(totals.returned, totals.staked);
  const expectedRtp = ratio(totals.expectedScaled, totals.staked * RTP_SCALE);
  // σ of returned / staked: sqrt(varianceScaled / 10^16) / staked.
  const sigma = Math.sqrt(ratio(totals.varianceScaled, totals.staked * totals.staked)) / 1e8;
  if (sigma === 0) {
    const outside = observedRtp !== expectedRtp;
    return {
      observedRtp,
      expectedRtp,
      interval: { low: expectedRtp, high: expectedRtp },
      z: null,
      chanceThisFar: outside ? 0 : 1,
      outside,
    };
  }
  const z = (observedRtp - expectedRtp) / sigma;
  const interval = { low: expectedRtp - Z_95 * sigma, high: expectedRtp + Z_95 * sigma };
  return {
    observedRtp,
    expectedRtp,
    interval,
    z,
    chanceThisFar: erfc(Math.abs(z) / Math.SQRT2),
    outside: observedRtp < interval.low || observedRtp > interval.high,
  };
}

/**
 * The complementary error function (Numerical Recipes' erfcc, fractional error below 1.2 × 10^-7 everywhere), so
 * that small tail chances ("1 in 40,000") keep their digits.
 */
export function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * Math.abs(x));
  const y =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? y : 2 - y;
}
