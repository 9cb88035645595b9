import type { Logger } from 'pino';

/**
 * Proportionate error logging: the first failure of a kind is logged at once (with its error), later
 * ones of the same kind within `intervalMs` are only counted, and one summary line per kind per
 * interval says how many there were. An outage answering thousands of requests a second therefore
 * writes a handful of lines, not one stack trace per request; the exact counts are in /metrics.
 */
export interface FaultLog {
  report(kind: string, error: unknown): void;
  /** Writes the pending summaries now (shutdown, tests). */
  flush(): void;
}

interface KindState {
  /** When the last line for this kind was written. */
  loggedAt: number;
  suppressed: number;
  timer: NodeJS.Timeout | undefined;
}

/** More distinct kinds than this are folded into one, so hostile input cannot grow the map. */
const MAX_KINDS = 100;

function describe(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return {
      type: error.name,
      message: error.message,
      ...(cause instanceof Error ? { cause: cause.message } : {}),
      stack: error.stack?.split('\n').slice(0, 6).join('\n'),
    };
  }
  return { message: String(error) };
}

export function createFaultLog(logger: Logger, intervalMs: number, clock: () => number = Date.now): FaultLog {
  const kinds = new Map<string, KindState>();

  function summarise(kind: string, state: KindState): void {
    state.timer = undefined;
    if (state.suppressed === 0) return;
    logger.error({ kind, count: state.suppressed, intervalMs }, `${state.suppressed} more "${kind}" failures`);
    state.suppressed = 0;
    state.loggedAt = clock();
  }

  return {
    report(rawKind, error) {
      const kind = kinds.has(rawKind) || kinds.size < MAX_KINDS ? rawKind : 'other';
      let state = kinds.get(kind);
      if (state === undefined) {
        state = { loggedAt: -Infinity, suppressed: 0, timer: undefined };
        kinds.set(kind, state);
      }
      const now = clock();
      if (now - state.loggedAt >= intervalMs && state.suppressed === 0) {
        state.loggedAt = now;
        logger.error({ kind, err: describe(error) }, `request failed: ${kind}`);
        return;
      }
      state.suppressed++;
      if (state.timer === undefined) {
        const current = state;
        current.timer = setTimeout(() => summarise(kind, current), Math.max(0, current.loggedAt + intervalMs - now));
        current.timer.unref();
      }
    },
    flush() {
      for (const [kind, state] of kinds) {
        if (state.timer) clearTimeout(state.timer);
        summarise(kind, state);
      }
    },
  };
}
