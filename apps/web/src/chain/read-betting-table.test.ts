import { tokens } from '@gm-claim/shared/amount';
import { testConfig } from '../test/fixtures';
import { challengeInterface, multicallInterface } from './contracts';
import type { CallRunner } from './multicall';
import { readBettingTable } from './read-betting-table';

type Odds = [number, number];

/** Answers Multicall3.aggregate3 of bettingTable(unit, multiple) reads, ABI-encoded; `null` fails the call. */
function runnerFor(odds: (unit: bigint, multiple: bigint) => Odds | null): CallRunner {
  return {
    async call({ data }) {
      const [requests] = multicallInterface.decodeFunctionData('aggregate3', data) as unknown as [Array<{ callData: string }>];
      const results = requests.map(({ callData }) => {
        const parsed = challengeInterface.parseTransaction({ data: callData });
        const row = parsed ? odds(parsed.args[0] as bigint, parsed.args[1] as bigint) : null;
        if (!row) return { success: false, returnData: '0x' };
        return { success: true, returnData: challengeInterface.encodeFunctionResult('bettingTable', row) };
      });
      return multicallInterface.encodeFunctionResult('aggregate3', [results]);
    },
  };
}

const DEPLOYED: Record<string, Odds> = { '2': [2500, 5000], '4': [1500, 7000], '6': [1200, 9000] };

describe('readBettingTable', () => {
  beforeEach(() => testConfig());

  it('returns every row as the chain has it', async () => {
    const table = await readBettingTable(runnerFor((_unit, multiple) => DEPLOYED[String(multiple)] ?? null));
    expect(table[1_000]).toEqual([
      { multiplier: 2, winChanceBps: 2500, lossShareBps: 5000 },
      { multiplier: 4, winChanceBps: 1500, lossShareBps: 7000 },
      { multiplier: 6, winChanceBps: 1200, lossShareBps: 9000 },
    ]);
  });

  it("a zero win chance – keeps the chain's row (0% / 100%), never the default 25% / 50%", async () => {
    const table = await readBettingTable(
      runnerFor((unit, multiple) => (unit === tokens(10) && multiple === 2n ? [0, 10_000] : (DEPLOYED[String(multiple)] ?? null))),
    );
    expect(table[10]?.[0]).toEqual({ multiplier: 2, winChanceBps: 0, lossShareBps: 10_000 });
  });

  it('a pair the chain does not offer (0 / 0) – no row', async () => {
    const table = await readBettingTable(
      runnerFor((unit, multiple) => (unit === tokens(10_000) && multiple === 6n ? [0, 0] : (DEPLOYED[String(multiple)] ?? null))),
    );
    expect(table[10_000]?.map((row) => row.multiplier)).toEqual([2, 4]);
    expect(table[10]?.map((row) => row.multiplier)).toEqual([2, 4, 6]);
  });

  it('a failed read – throws instead of filling in defaults', async () => {
    await expect(
      readBettingTable(runnerFor((unit, multiple) => (unit === tokens(100) && multiple === 4n ? null : (DEPLOYED[String(multiple)] ?? null)))),
    ).rejects.toThrow('Could not read the Challenge odds');
  });
});
