/**
 * A chain clock that never moves backwards: each reading (the chain's "now" estimated at a read) can
 * only move it forward; between readings it advances with a monotonic clock (`performance.now()`,
 * which neither the user nor NTP can set back).
 *
 * Why: a chain that makes no blocks while idle, and whose clock runs ahead of the wall clock (the local
 * chain after time travel), answers every re-read with the same latest block time; a reading taken
 * from it alone restarts at that time on each read, so a counter based on it stays at 0–1 s.
 */
export function steadyChainClock(monotonicMs: () => number = () => performance.now()): (reading: bigint) => bigint {
  let anchor: { seconds: bigint; atMs: number } | null = null;
  return (reading) => {
    const atMs = monotonicMs();
    const projected = anchor ? anchor.seconds + BigInt(Math.floor((atMs - anchor.atMs) / 1000)) : null;
    if (projected === null || reading > projected) {
      anchor = { seconds: reading, atMs };
      return reading;
    }
    return projected;
  };
}
