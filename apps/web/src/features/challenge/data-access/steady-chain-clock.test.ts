import { steadyChainClock } from './steady-chain-clock';

describe('steadyChainClock', () => {
  it('a chain that makes no blocks, ahead of the wall clock – re-reads return the same time, the clock counts on', () => {
    let monotonic = 0;
    const clock = steadyChainClock(() => monotonic);
    const lastBlock = 1_900_000_000n; // days ahead of the wall clock, and no new block while idle
    expect(clock(lastBlock)).toBe(lastBlock);
    for (let second = 1; second <= 30; second++) {
      monotonic = second * 1_000;
      // Every 2 s poll reads the same block time again: the reading restarts, the clock does not.
      expect(clock(lastBlock)).toBe(lastBlock + BigInt(second));
    }
  });

  it('never moves backwards, and a later reading ahead of it moves it forward', () => {
    let monotonic = 0;
    const clock = steadyChainClock(() => monotonic);
    expect(clock(1_000n)).toBe(1_000n);
    monotonic = 5_000;
    expect(clock(990n)).toBe(1_005n); // a reading behind: ignored
    expect(clock(1_100n)).toBe(1_100n); // the chain moved on (time travel): followed
    monotonic = 6_000;
    expect(clock(1_000n)).toBe(1_101n);
  });
});
