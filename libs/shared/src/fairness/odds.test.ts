import { oddsFigures, returnVarianceScaled, rtpScaled } from './odds';

describe('oddsFigures', () => {
  it('x4 at 15% win / 70% loss – 100 GM staked return 85.5 GM on average: 15 × 400 / 100 + 85 × 30 / 100', () => {
    const figures = oddsFigures({ multiple: 4, probBps: 1_500, lossBps: 7_000 });
    expect(figures.winChance).toBe(0.15);
    expect(figures.winReturnsPer100).toBe(400);
    expect(figures.lossKeepsPer100).toBe(30);
    expect(figures.rtpPer100).toBeCloseTo(0.15 * 400 + 0.85 * 30, 10);
    expect(figures.houseEdge).toBeCloseTo(1 - (0.15 * 4 + 0.85 * 0.3), 10);
  });

  it('a row that favours the player – a negative house edge, not clamped to zero', () => {
    const figures = oddsFigures({ multiple: 2, probBps: 6_000, lossBps: 0 });
    expect(figures.rtpPer100).toBeCloseTo(0.6 * 200 + 0.4 * 100, 10);
    expect(figures.houseEdge).toBeCloseTo(-0.6, 10);
  });

  it('a sure loss of everything – RTP 0, house edge 100%', () => {
    expect(oddsFigures({ multiple: 6, probBps: 0, lossBps: 10_000 })).toMatchObject({ rtpPer100: 0, houseEdge: 1 });
  });
});

describe('rtpScaled / returnVarianceScaled', () => {
  it('exact integers – x2 at 25%/50%: 2500 × 2 × 10^4 + 7500 × 5000 and 2500 × 7500 × 15000²', () => {
    expect(rtpScaled({ multiple: 2, probBps: 2_500, lossBps: 5_000 })).toBe(2_500n * 2n * 10_000n + 7_500n * 5_000n);
    expect(returnVarianceScaled({ multiple: 2, probBps: 2_500, lossBps: 5_000 })).toBe(
      2_500n * 7_500n * 15_000n * 15_000n,
    );
  });

  it('a certain outcome has no variance', () => {
    expect(returnVarianceScaled({ multiple: 4, probBps: 10_000, lossBps: 7_000 })).toBe(0n);
    expect(returnVarianceScaled({ multiple: 4, probBps: 0, lossBps: 7_000 })).toBe(0n);
  });
});
