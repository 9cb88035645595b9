/** A binomial rate's 3σ band, clamped to [0, 1]. */
export interface SigmaBand {
  low: number;
  high: number;
  /** σ of the observed rate: sqrt(p(1−p)/n). */
  sigma: number;
}

/**
 * The band a fair draw's observed win rate falls in about 99.7% of the time: p ± 3·sqrt(p(1−p)/n)
 * (normal approximation of the binomial). Null without a resolved Challenge (n = 0).
 */
export function threeSigmaBand(p: number, n: number): SigmaBand | null {
  if (!(p >= 0 && p <= 1)) throw new RangeError('p must be a probability in [0, 1]');
  if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a whole count');
  if (n === 0) return null;
  const sigma = Math.sqrt((p * (1 - p)) / n);
  return { low: Math.max(0, p - 3 * sigma), high: Math.min(1, p + 3 * sigma), sigma };
}

/** Where an observed rate stands against the band (null: nothing to compare yet). */
export function bandVerdict(observed: number | null, band: SigmaBand | null): 'within' | 'outside' | null {
  if (observed === null || band === null) return null;
  return observed >= band.low && observed <= band.high ? 'within' : 'outside';
}
