// The betting table's shape and lookups: plain code the screens import (the read itself, in
// betting-table.ts, brings ethers and is loaded on demand).

export interface Odds {
  multiplier: number;
  /** Win chance in basis points. */
  winChanceBps: number;
  /** Share of the stake lost on a loss, in basis points. */
  lossShareBps: number;
}

/** The odds offered per stake unit (whole GM): the chain's betting table. */
export type BettingTable = Record<number, Odds[]>;

/** The row of (`unit`, `multiplier`), undefined when the chain does not offer it (or it is not read). */
export function oddsRow(table: BettingTable | undefined, unit: number, multiplier: number): Odds | undefined {
  return table?.[unit]?.find((row) => row.multiplier === multiplier);
}
