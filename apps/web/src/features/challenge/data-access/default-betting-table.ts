import { DEFAULT_MULTIPLIER_TABLE, STAKE_UNITS, type MultiplierOdds } from '@gm-claim/shared/constants';

/** Odds per stake unit (whole GM) and multiplier. */
export type BettingTable = Record<number, MultiplierOdds[]>;

/** The table used until the chain's betting table is read (spec §9 defaults). */
export function defaultBettingTable(): BettingTable {
  return Object.fromEntries(STAKE_UNITS.map((unit) => [unit, DEFAULT_MULTIPLIER_TABLE.map((row) => ({ ...row }))]));
}
