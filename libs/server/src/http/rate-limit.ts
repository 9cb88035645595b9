import { MESSAGES } from '@gm-claim/shared';
import { rateLimit, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { RequestHandler } from 'express';

/** Where a refused request is counted (the API's metrics). */
export interface RateLimitCounter {
  rateLimited(limiter: string): void;
}

export interface RateLimitSettings {
  enabled: boolean;
  windowMs: number;
  max: number;
}

/** The limiter when limits are off: it only calls next. */
export const passThrough: RequestHandler = (_req, _res, next) => next();

/**
 * A per-IP limiter answering 429 `{ message: "Too many requests, please try again later" }`.
 * Counters live in Redis when a client is given (shared by every API replica), in memory otherwise.
 */
export function createLimiter(
  name: string,
  settings: RateLimitSettings,
  redis: Redis | undefined,
  counters?: RateLimitCounter,
  keyPrefix = 'gm-claim:',
): RateLimitRequestHandler | RequestHandler {
  if (!settings.enabled) return passThrough;
  const store: Store | undefined = redis
    ? new RedisStore({
        prefix: `${keyPrefix}rl:${name}:`,
        sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
      })
    : undefined;
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    handler: (_req, res) => {
      counters?.rateLimited(name);
      res.status(429).json({ message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    },
  });
}
