import { betReturn, erfc, observedFigures, observedTotals, Z_95, type ObservedTotals, type SettledBet } from './observed';

const GM = 10n ** 18n;
const bet = (multiple: number, success: boolean, unit = 100n * GM, probBps = 1_500, lossBps = 7_000): SettledBet => ({
  unit,
  multiple,
  probBps,
  lossBps,
  success,
  gained: success ? unit * BigInt(multiple) : 0n,
});

describe('betReturn', () => {
  it('a win returns the stake times the multiplier; a loss the stake less its loss share', () => {
    expect(betReturn(bet(4, true))).toBe(400n * GM);
    expect(betReturn(bet(4, false))).toBe(30n * GM);
  });
});

describe('observedTotals', () => {
  it('sums per multiplier in wei, each bet at its own odds – the expected return mixes two tables', () => {
    const totals = observedTotals([
      bet(4, true),
      bet(4, false),
      bet(4, false, 10n * GM, 2_000, 6_000),
      bet(2, false, 100n * GM, 2_500, 5_000),
    ]);
    expect(totals.map((row) => row.multiple)).toEqual([2, 4]);
    const x4 = totals[1] as (typeof totals)[number];
    expect(x4).toMatchObject({ bets: 3, wins: 1, staked: 210n * GM, returned: 400n * GM + 30n * GM + 4n * GM });
    // 100 GM at 85.5% and 10 GM at 0.2 × 4 + 0.8 × 0.4 = 112%.
    expect(x4.expectedScaled).toBe(200n * GM * 85_500_000n + 10n * GM * 112_000_000n);
  });
});

describe('observedFigures', () => {
  it('no settled bet – nothing to show, not zeros', () => {
    expect(
      observedFigures(
        observedTotals([])[0] ?? {
          multiple: 2,
          bets: 0,
          wins: 0,
          staked: 0n,
          returned: 0n,
          expectedScaled: 0n,
          varianceScaled: 0n,
        },
      ),
    ).toEqual({
      observedRtp: null,
      expectedRtp: null,
      interval: null,
      z: null,
      chanceThisFar: null,
      outside: false,
    });
  });

  it('400 bets at x4 with exactly the expected share of wins – RTP inside an interval of ±1.96σ', () => {
    const bets = [
      ...Array.from({ length: 60 }, () => bet(4, true)),
      ...Array.from({ length: 340 }, () => bet(4, false)),
    ];
    const figures = observedFigures(observedTotals(bets)[0] as ObservedTotals);
    expect(figures.observedRtp).toBeCloseTo(0.855, 12);
    expect(figures.expectedRtp).toBeCloseTo(0.855, 12);
    const sigma = Math.sqrt((0.15 * 0.85 * 3.7 * 3.7) / 400);
    expect(figures.interval?.low).toBeCloseTo(0.855 - Z_95 * sigma, 12);
    expect(figures.interval?.high).toBeCloseTo(0.855 + Z_95 * sigma, 12);
    expect(figures.outside).toBe(false);
    expect(figures.chanceThisFar).toBeCloseTo(1, 6);
  });

  it('400 bets at x4 with twice the expected wins – outside, and a fair draw does that about once in 10^8', () => {
    const bets = [
      ...Array.from({ length: 120 }, () => bet(4, true)),
      ...Array.from({ length: 280 }, () => bet(4, false)),
    ];
    const figures = observedFigures(observedTotals(bets)[0] as ObservedTotals);
    const sigma = Math.sqrt((0.15 * 0.85 * 3.7 * 3.7) / 400);
    const z = (0.3 * 4 + 0.7 * 0.3 - 0.855) / sigma;
    expect(figures.outside).toBe(true);
    expect(figures.z).toBeCloseTo(z, 9);
    expect(figures.chanceThisFar).toBeCloseTo(erfc(z / Math.SQRT2), 15);
    expect(figures.chanceThisFar).toBeLessThan(1e-7);
  });
});

describe('erfc', () => {
  it('matches known values: the two-sided chance beyond 1.96σ is 5%, beyond 3σ 0.27%', () => {
    expect(erfc(0)).toBeCloseTo(1, 7);
    expect(erfc(Z_95 / Math.SQRT2)).toBeCloseTo(0.05, 6);
    expect(erfc(3 / Math.SQRT2)).toBeCloseTo(0.0026998, 6);
    expect(erfc(-1)).toBeCloseTo(1.8427008, 6);
  });
});
