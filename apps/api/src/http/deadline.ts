import { performance } from 'node:perf_hooks';
import type { RequestHandler, Response } from 'express';

/**
 * A deadline for every request: whatever a handler is waiting for (a pool slot, a frozen database,
 * a chain node), the caller gets an answer — `onExpired` writes it, a 503 — once `ms` have passed.
 * One interval sweeps the requests in flight (cheaper than a timer per request on the hot path);
 * they are kept in arrival order, so a sweep stops at the first one still within its deadline. A
 * handler that finishes later finds its response already sent and is ignored (see error-handler).
 */
export interface Deadline {
  middleware: RequestHandler;
  /** The middleware's step without `next` (a route that answers ahead of the middleware chain). */
  watch(res: Response): void;
  stop(): void;
}

const STARTED = Symbol('deadlineStartedAt');
type Timed = Response & { [STARTED]?: number };

/** res.locals flag set when the deadline answered for the handler. */
export const DEADLINE_EXPIRED = 'deadlineExpired';

export function createDeadline(ms: number, onExpired: (res: Response) => void): Deadline {
  const inFlight = new Set<Timed>();
  const sweep = setInterval(
    () => {
      const now = performance.now();
      for (const res of inFlight) {
        if (now - (res[STARTED] ?? now) < ms) break;
        inFlight.delete(res);
        if (res.headersSent || res.writableEnded) continue;
        // A response the server answers ahead of Express has no locals yet (Express keeps these).
        (res.locals ??= Object.create(null) as Response['locals'])[DEADLINE_EXPIRED] = true;
        onExpired(res);
      }
    },
    Math.max(10, Math.min(100, ms / 20)),
  );
  sweep.unref();
  function forget(this: Timed): void {
    inFlight.delete(this);
  }
  function watch(res: Response): void {
    const timed = res as Timed;
    timed[STARTED] = performance.now();
    inFlight.add(timed);
    timed.on('close', forget);
  }
  return {
    middleware(_req, res, next) {
      watch(res);
      next();
    },
    watch,
    stop() {
      clearInterval(sweep);
    },
  };
}
