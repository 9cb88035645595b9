import { MULTIPLIERS, STAKE_UNITS } from '@gm-claim/shared/constants';
import { tokens } from '@gm-claim/shared/amount';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { blockNumberCall, contractCall, getChainReader, valueOf, type ChainReader } from '@gm-claim/web-core-chain';
import type { BettingTable, BettingTableRead, Odds } from './odds';

/**
 * Reads bettingTable(unit, multiple) for every unit and multiplier in one multicall. Each row is the
 * chain's own (a 0% win chance stays 0%); a pair the contract does not offer (0 / 0) has no row; a
 * failed read fails the table (the modal and the terms never show odds the contract does not use,
 * and the bet carries the row shown as its odds bound). Multicall3's getBlockNumber runs in the same
 * eth_call: every row, and what the screens say about where the odds come from, refer to that block.
 */
export async function readBettingTable(reader: ChainReader = getChainReader()): Promise<BettingTableRead> {
  const pairs = STAKE_UNITS.flatMap((unit) => MULTIPLIERS.map((multiple) => ({ unit, multiple })));
  const [block, ...outcomes] = await reader.multicall([
    blockNumberCall(reader.contracts.Multicall3),
    ...pairs.map(({ unit, multiple }) =>
      contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'bettingTable', [tokens(unit), multiple]),
    ),
  ]);
  const atBlock = Number(valueOf(block));
  const table: BettingTable = Object.fromEntries(STAKE_UNITS.map((unit) => [unit, [] as Odds[]]));
  pairs.forEach(({ unit, multiple }, index) => {
    const outcome = outcomes[index];
    if (!outcome) throw new Error('multicall answered fewer calls than asked');
    const { probBps, lossBps } = valueOf(outcome);
    if (probBps === 0n && lossBps === 0n) return;
    table[unit]?.push({ multiplier: multiple, winChanceBps: Number(probBps), lossShareBps: Number(lossBps) });
  });
  return { rows: table, atBlock };
}
