import { groupOdds, rowInForce, tableAt, type TableChange } from './table-history';

const GM = 10n ** 18n;
const change = (
  unit: bigint,
  multiple: number,
  probBps: number,
  lossBps: number,
  blockNumber: number,
  logIndex = 0,
): TableChange => ({
  unit,
  multiple,
  probBps,
  lossBps,
  blockNumber,
  logIndex,
  txHash: `0x${blockNumber.toString(16).padStart(64, '0')}`,
});

const changes = [
  change(100n * GM, 4, 1_500, 7_000, 10),
  change(10n * GM, 4, 1_500, 7_000, 10, 1),
  change(100n * GM, 4, 2_000, 6_000, 50, 3),
  change(10n * GM, 4, 0, 0, 60),
];

describe('rowInForce', () => {
  it('a bet placed before a change – judged by the earlier row', () => {
    expect(rowInForce(changes, 100n * GM, 4, { blockNumber: 49, logIndex: 9 })).toMatchObject({
      probBps: 1_500,
      blockNumber: 10,
    });
  });

  it('a change earlier in the same block – in force; one later in the block – not yet', () => {
    expect(rowInForce(changes, 100n * GM, 4, { blockNumber: 50, logIndex: 4 })).toMatchObject({ probBps: 2_000 });
    expect(rowInForce(changes, 100n * GM, 4, { blockNumber: 50, logIndex: 2 })).toMatchObject({ probBps: 1_500 });
  });

  it('a removed row or one never set – none in force', () => {
    expect(rowInForce(changes, 10n * GM, 4, { blockNumber: 61, logIndex: 0 })).toBeNull();
    expect(rowInForce(changes, 10n * GM, 6, { blockNumber: 61, logIndex: 0 })).toBeNull();
  });
});

describe('tableAt', () => {
  it('the table at a block – the latest row of each entry, removed ones left out', () => {
    expect(tableAt(changes, 55).map((row) => [row.unit, row.probBps])).toEqual([
      [10n * GM, 1_500],
      [100n * GM, 2_000],
    ]);
    expect(tableAt(changes, 60).map((row) => row.unit)).toEqual([100n * GM]);
    expect(tableAt(changes, 9)).toEqual([]);
  });
});

describe('groupOdds', () => {
  it('units with the same odds share one line; different odds get their own', () => {
    const groups = groupOdds(tableAt(changes, 20).concat(change(1_000n * GM, 4, 1_200, 7_000, 12)));
    expect(groups).toEqual([
      { multiple: 4, probBps: 1_500, lossBps: 7_000, units: [10n * GM, 100n * GM] },
      { multiple: 4, probBps: 1_200, lossBps: 7_000, units: [1_000n * GM] },
    ]);
  });
});
