import { BSC_MAINNET, DEFAULT_MULTIPLIER_TABLE, VESTING } from './constants';

describe('constants of spec §9', () => {
  it('chain – BSC 56, 750 ms blocks, 18 decimals', () => {
    expect(BSC_MAINNET).toMatchObject({ chainId: 56, blockTimeMs: 750, nativeCurrency: { decimals: 18 } });
  });

  it('vesting – 10% at TGE plus 90% over 6 months is the whole allocation', () => {
    expect(VESTING.tgeUnlockPercent + VESTING.vestedPercent).toBe(100);
    expect(VESTING.months).toBe(6);
  });

  it('multiplier table – x2 25%/50%, x4 15%/70%, x6 12%/90%', () => {
    expect(DEFAULT_MULTIPLIER_TABLE.map((row) => [row.multiplier, row.winChanceBps, row.lossShareBps])).toEqual([
      [2, 2_500, 5_000],
      [4, 1_500, 7_000],
      [6, 1_200, 9_000],
    ]);
  });
});
