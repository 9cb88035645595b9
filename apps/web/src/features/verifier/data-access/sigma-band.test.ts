import { bandVerdict, threeSigmaBand } from './sigma-band';

describe('threeSigmaBand', () => {
  it('is p ± 3·sqrt(p(1−p)/n)', () => {
    const band = threeSigmaBand(0.5, 100);
    expect(band?.sigma).toBeCloseTo(0.05, 12);
    expect(band?.low).toBeCloseTo(0.35, 12);
    expect(band?.high).toBeCloseTo(0.65, 12);
  });

  it('narrows as the count grows (1/sqrt(n))', () => {
    const small = threeSigmaBand(0.5, 100);
    const large = threeSigmaBand(0.5, 10_000);
    expect(small && large && (small.high - small.low) / (large.high - large.low)).toBeCloseTo(10, 9);
  });

  it('is clamped to [0, 1]', () => {
    expect(threeSigmaBand(0.05, 4)).toMatchObject({ low: 0 });
    expect(threeSigmaBand(0.95, 4)).toMatchObject({ high: 1 });
  });

  it('is null without a resolved Challenge and refuses nonsense', () => {
    expect(threeSigmaBand(0.3, 0)).toBeNull();
    expect(() => threeSigmaBand(1.2, 10)).toThrow(RangeError);
    expect(() => threeSigmaBand(0.2, 2.5)).toThrow(RangeError);
  });
});

describe('bandVerdict', () => {
  const band = threeSigmaBand(0.5, 100);
  it('says within for a rate inside the band, edges included', () => {
    expect(bandVerdict(0.5, band)).toBe('within');
    expect(bandVerdict(0.35, { low: 0.35, high: 0.65, sigma: 0.05 })).toBe('within');
  });
  it('says outside for a rate beyond it', () => {
    expect(bandVerdict(0.7, band)).toBe('outside');
    expect(bandVerdict(0.2, band)).toBe('outside');
  });
  it('says nothing when there is nothing to compare', () => {
    expect(bandVerdict(null, band)).toBeNull();
    expect(bandVerdict(0.5, null)).toBeNull();
  });
});
