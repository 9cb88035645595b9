import { MULTIPLIERS, STAKE_UNITS } from '@gm-claim/shared/constants';
import { tokens } from '@gm-claim/shared/amount';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, getChainReader, valueOf, type ChainReader } from '@gm-claim/web-core-chain';

export interface Odds {
  multiplier: number;
  /** Win chance in basis points. */
  winChanceBps: number;
  /** Share of the stake lost on a loss, in basis points. */
  lossShareBps: number;
}

/** The odds offered per stake unit (whole GM): the chain's betting table. */
export type BettingTable = Record<number, Odds[]>;

/**
 * Reads bettingTable(unit, multiple) for every unit and multiplier in one multicall. A pair the
 * contract does not offer (win chance 0) is left out; a failed read fails the table (the modal and the
 * terms must never show odds the contract does not use).
 */
export async function readBettingTable(reader: ChainReader = getChainReader()): Promise<BettingTable> {
  const pairs = STAKE_UNITS.flatMap((unit) => MULTIPLIERS.map((multiple) => ({ unit, multiple })));
  const outcomes = await reader.multicall(
    pairs.map(({ unit, multiple }) =>
      contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'bettingTable', [tokens(unit), multiple]),
    ),
  );
  const table: BettingTable = Object.fromEntries(STAKE_UNITS.map((unit) => [unit, [] as Odds[]]));
  pairs.forEach(({ unit, multiple }, index) => {
    const outcome = outcomes[index];
    if (!outcome) throw new Error('multicall answered fewer calls than asked');
    const { probBps, lossBps } = valueOf(outcome);
    if (probBps === 0n) return;
    table[unit]?.push({ multiplier: multiple, winChanceBps: Number(probBps), lossShareBps: Number(lossBps) });
  });
  return table;
}
