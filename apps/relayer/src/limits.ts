import type { Request, RequestHandler } from 'express';
import { RelayError } from './errors';

/**
 * A token bucket per client address: `burst` requests at once, then `perMinute` a minute, refilled smoothly — no
 * window edge at which a full minute's allowance passes in one burst. Refused before the body is read or anything
 * else is asked (no database, no chain): 429 RATE_LIMITED with Retry-After.
 */
export function createTokenBucket(options: {
  perMinute: number;
  burst: number;
  keyOf?: (req: Request) => string;
  onRefused?: () => void;
  clock?: () => number;
}): RequestHandler {
  const { perMinute, burst } = options;
  if (perMinute <= 0) return (_req, _res, next) => next();
  const clock = options.clock ?? Date.now;
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  const keyOf = options.keyOf ?? ((req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown');
  let swept = clock();

  return (req, res, next) => {
    const now = clock();
    if (now - swept > 60_000) {
      // A bucket refilled to the brim is the same as none: forget it.
      for (const [key, bucket] of buckets) if (bucket.tokens + (now - bucket.at) * perMs >= burst) buckets.delete(key);
      swept = now;
    }
    const key = keyOf(req);
    const bucket = buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      next();
      return;
    }
    options.onRefused?.();
    const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    next(
      new RelayError(429, 'Too many requests from this address: wait a moment and try again.', 'RATE_LIMITED', {
        retryAfterSeconds: retryAfter,
      }),
    );
  };
}
