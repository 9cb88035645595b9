/**
 * How long the primary waits before re-forking a worker that exited. A worker that crashes soon
 * after starting (a bad deploy, a dependency that is down) is restarted after 1 s, then 2 s, 4 s, …
 * up to `maxMs`, instead of once a second forever; a worker that ran for `stableMs` before exiting
 * resets the sequence (it was a one-off crash, restart at once).
 */
export interface RestartBackoff {
  /** The delay before re-forking a worker that ran for `uptimeMs`. */
  next(uptimeMs: number): number;
}

export interface RestartBackoffOptions {
  baseMs?: number;
  maxMs?: number;
  stableMs?: number;
}

export function createRestartBackoff(options: RestartBackoffOptions = {}): RestartBackoff {
  const baseMs = options.baseMs ?? 1_000;
  const maxMs = options.maxMs ?? 30_000;
  const stableMs = options.stableMs ?? 60_000;
  let quickExits = 0;
  return {
    next(uptimeMs) {
      if (uptimeMs >= stableMs) {
        quickExits = 0;
        return 0;
      }
      const delay = Math.min(maxMs, baseMs * 2 ** quickExits);
      quickExits++;
      return delay;
    },
  };
}
