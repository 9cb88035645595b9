import { BPS_DENOMINATOR } from '@gm-claim/shared/constants';

/** Basis points as a percentage ("45%", "12.5%"). */
export function pct(bps: number): string {
  return `${(bps * 100) / BPS_DENOMINATOR}%`;
}

/** A rate in [0, 1] as a percentage with one decimal. */
export function rate(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** Unix seconds as a UTC date and time. */
export function utc(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}
