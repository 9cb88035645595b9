import { tokens } from '@gm-claim/shared/amount';
import { fakeChain } from '@gm-claim/web-core-chain/testing';
import { readBettingTable } from './betting-table';

describe('readBettingTable', () => {
  it('reads every stake and multiplier; a pair with no win chance is not offered', async () => {
    const chain = fakeChain({
      answers: {
        bettingTable: ([unit, multiple]) =>
          unit === tokens(10_000) && multiple === 6n
            ? { probBps: 0n, lossBps: 0n }
            : { probBps: (2500n / (multiple as bigint)) * 2n, lossBps: 5000n },
      },
      blockNumber: 4_321,
    });
    const { rows: table, atBlock } = await readBettingTable(chain);
    expect(chain.calls).toHaveLength(12);
    // Every row and the block number from one eth_call: the block said is the block read.
    expect(atBlock).toBe(4_321);
    expect(chain.blockTags).toEqual([undefined]);
    expect(table[10]).toEqual([
      { multiplier: 2, winChanceBps: 2500, lossShareBps: 5000 },
      { multiplier: 4, winChanceBps: 1250, lossShareBps: 5000 },
      { multiplier: 6, winChanceBps: 832, lossShareBps: 5000 },
    ]);
    expect(table[10_000]?.map((odds) => odds.multiplier)).toEqual([2, 4]);
  });

  it("a zero win chance – the chain's row is kept (0% / 100%), never a default", async () => {
    const chain = fakeChain({ answers: { bettingTable: ([unit, multiple]) => (unit === tokens(10) && multiple === 2n ? { probBps: 0n, lossBps: 10_000n } : { probBps: 2500n, lossBps: 5000n }) } });
    expect((await readBettingTable(chain)).rows[10]?.[0]).toEqual({ multiplier: 2, winChanceBps: 0, lossShareBps: 10_000 });
  });

  it('a failed read fails the table – no odds are assumed', async () => {
    const chain = fakeChain({
      answers: {
        bettingTable: ([unit]) =>
          unit === tokens(100)
            ? { revert: 'GMChallenge_BetNotOffered', args: [unit, 2n] }
            : { probBps: 2500n, lossBps: 5000n },
      },
    });
    await expect(readBettingTable(chain)).rejects.toThrow('A value could not be read from the chain.');
  });
});
