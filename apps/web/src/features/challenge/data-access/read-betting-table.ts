import { MULTIPLIERS, STAKE_UNITS } from '@gm-claim/shared/constants';
import { tokens } from '@gm-claim/shared/amount';
import { getConfig } from '@gm-claim/web-core-config';
import { challengeRead } from '@gm-claim/web-core-chain';
import { defaultBettingTable, type BettingTable } from './default-betting-table';
import { multicall } from '@gm-claim/web-core-chain';


/** Reads bettingTable(unit, multiple) for every unit and multiplier in one multicall. */
export async function readBettingTable(): Promise<BettingTable> {
  const target = getConfig().contracts.GMChallenge;
  const pairs = STAKE_UNITS.flatMap((unit) => MULTIPLIERS.map((multiple) => ({ unit, multiple })));
  const results = await multicall(
    pairs.map(({ unit, multiple }) => challengeRead(target, 'bettingTable', [tokens(unit), multiple])),
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
