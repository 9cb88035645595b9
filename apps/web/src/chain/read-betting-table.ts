import { MULTIPLIERS, STAKE_UNITS, tokens } from '@gm-claim/shared';
import { getConfig } from '../config/config';
import { challengeInterface } from './abis';
import { defaultBettingTable, type BettingTable } from './default-betting-table';
import { multicall } from './multicall';


/** Reads bettingTable(unit, multiple) for every unit and multiplier in one multicall. */
export async function readBettingTable(): Promise<BettingTable> {
  const target = getConfig().contracts.GMChallenge;
  const pairs = STAKE_UNITS.flatMap((unit) => MULTIPLIERS.map((multiple) => ({ unit, multiple })));
  const results = await multicall(
    pairs.map(({ unit, multiple }) => ({
      target,
      abi: challengeInterface,
      functionName: 'bettingTable',
      args: [tokens(unit), multiple],
      allowFailure: true,
    })),
  );
  const table = defaultBettingTable();
  pairs.forEach(({ unit, multiple }, index) => {
    const result = results[index];
    const row = table[unit]?.find((odds) => odds.multiplier === multiple);
    if (!result || !row || Number(result[0]) === 0) return;
    row.winChanceBps = Number(result[0]);
    row.lossShareBps = Number(result[1]);
  });
  return table;
}
