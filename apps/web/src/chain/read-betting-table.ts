import { MULTIPLIERS, STAKE_UNITS } from '@gm-claim/shared/constants';
import { tokens } from '@gm-claim/shared/amount';
import { getConfig } from '../config/config';
import { challengeRead } from './contracts';
import type { BettingTable } from './default-betting-table';
import { multicall, type CallRunner } from './multicall';
import { getReadProvider } from './read-provider';

/**
 * Reads bettingTable(unit, multiple) for every unit and multiplier in one multicall. Each row is the
 * chain's own (a 0% win chance stays 0%); a pair the chain does not offer (0 / 0) gets no row; a
 * failed read throws rather than falling back to any default.
 */
export async function readBettingTable(runner: CallRunner = getReadProvider()): Promise<BettingTable> {
  const target = getConfig().contracts.GMChallenge;
  const pairs = STAKE_UNITS.flatMap((unit) => MULTIPLIERS.map((multiple) => ({ unit, multiple })));
  const results = await multicall(
    pairs.map(({ unit, multiple }) => challengeRead(target, 'bettingTable', [tokens(unit), multiple])),
    runner,
  );
  const table: BettingTable = Object.fromEntries(STAKE_UNITS.map((unit) => [unit, []]));
  pairs.forEach(({ unit, multiple }, index) => {
    const result = results[index];
    if (!result) throw new Error('Could not read the Challenge odds');
    const winChanceBps = Number(result[0]);
    const lossShareBps = Number(result[1]);
    if (winChanceBps === 0 && lossShareBps === 0) return;
    table[unit]?.push({ multiplier: multiple, winChanceBps, lossShareBps });
  });
  return table;
}
