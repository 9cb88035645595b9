import { t } from '@gm-claim/web-core-i18n';
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

/** The betting table with where it comes from: the block whose state it was read at. */
export interface BettingTableRead {
  rows: BettingTable;
  /** The block number the table was read at (every row of one read comes from this one block). */
  atBlock: number;
}

/** What the odds' provenance says on hover / tap / to a screen reader. */
export function oddsSource(atBlock: number): string {
  return t('odds.source', { block: atBlock });
}

/** Whether two rows differ in what the user is offered (win chance or loss share). */
export function oddsDiffer(a: Odds, b: Odds): boolean {
  return a.winChanceBps !== b.winChanceBps || a.lossShareBps !== b.lossShareBps;
}

/** The row of (`unit`, `multiplier`), undefined when the chain does not offer it (or it is not read). */
export function oddsRow(table: BettingTable | undefined, unit: number, multiplier: number): Odds | undefined {
  return table?.[unit]?.find((row) => row.multiplier === multiplier);
}
