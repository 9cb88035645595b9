import { recomputeOutcome } from './outcome';

describe('recomputeOutcome', () => {
  it('wins when the word mod 10000 is below probBps', () => {
    expect(recomputeOutcome(1_234_567n, 4_568)).toEqual({ draw: 4_567, probBps: 4_568, win: true });
  });

  it('loses when the word mod 10000 equals probBps (the bound is strict)', () => {
    expect(recomputeOutcome(1_234_567n, 4_567)).toEqual({ draw: 4_567, probBps: 4_567, win: false });
  });

  it('reduces a full 256-bit word exactly (no floating point)', () => {
    const word = 2n ** 256n - 1n; // …639935 → mod 10000 = 9935
    expect(recomputeOutcome(word, 9_936).draw).toBe(9_935);
    expect(recomputeOutcome(word, 9_936).win).toBe(true);
    expect(recomputeOutcome(word, 9_935).win).toBe(false);
  });

  it('never wins at 0 bps and always wins at 10000 bps', () => {
    expect(recomputeOutcome(0n, 0).win).toBe(false);
    expect(recomputeOutcome(9_999n, 10_000).win).toBe(true);
  });

  it('refuses odds outside 0…10000 bps', () => {
    expect(() => recomputeOutcome(1n, 10_001)).toThrow(RangeError);
    expect(() => recomputeOutcome(1n, -1)).toThrow(RangeError);
    expect(() => recomputeOutcome(1n, 12.5)).toThrow(RangeError);
  });
});
