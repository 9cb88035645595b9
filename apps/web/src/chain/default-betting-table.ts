import type { MultiplierOdds } from '@gm-claim/shared/constants';

/**
 * Odds per stake unit (whole GM) and multiplier, exactly as the chain's betting table has them.
 * A multiplier the chain does not offer (0 / 0) has no row: the screens say "not offered". There is
 * deliberately no default table here: a failed read is an error, never the spec's defaults shown as
 * if they were the chain's (the bet carries the displayed row as its odds bound).
 */
export type BettingTable = Record<number, MultiplierOdds[]>;

/** The row of (`unit`, `multiplier`), undefined when the chain does not offer it. */
export function oddsRow(table: BettingTable | undefined, unit: number, multiplier: number): MultiplierOdds | undefined {
  return table?.[unit]?.find((row) => row.multiplier === multiplier);
}
