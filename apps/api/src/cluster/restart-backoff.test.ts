import { createRestartBackoff } from './restart-backoff';

describe('createRestartBackoff', () => {
  it('next – workers exiting soon after start – doubles the delay up to the cap', () => {
    const backoff = createRestartBackoff({ baseMs: 1_000, maxMs: 8_000, stableMs: 60_000 });
    expect([1, 2, 3, 4, 5, 6].map(() => backoff.next(500))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('next – a worker that ran past stableMs – restarts at once and resets the sequence', () => {
    const backoff = createRestartBackoff({ baseMs: 1_000, maxMs: 30_000, stableMs: 60_000 });
    backoff.next(100);
    backoff.next(100);
    expect(backoff.next(61_000)).toBe(0);
    expect(backoff.next(100)).toBe(1_000);
  });
});
