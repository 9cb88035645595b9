import type { ErrorResponse } from './common';
import type { QueueResponse } from './waiting-room';

/**
 * Parsers, without zod, for the answers the web app's first visit meets before any other: POST /queue (the landing
 * page is where the claim flow begins, so it asks the waiting room at once) and an API error body (a proxy's 502 or
 * a 429 on that same request). zod's build is ~26 KB gzip, a fifth of the first visit's budget; every later answer
 * is parsed with its zod schema, loaded on demand. The zod schemas (waiting-room.ts, common.ts) stay the
 * definition: first-visit.test.ts gives both the same bodies and requires the same verdict and the same output.
 */
export type SafeParse<T> = { success: true; data: T } | { success: false; error: { message: string } };

/** What the web's API client needs of a schema: zod's `safeParse`, structurally. */
export interface Parser<T> {
  safeParse(value: unknown): SafeParse<T>;
}

type Check = (value: unknown) => boolean;

const string: Check = (value) => typeof value === 'string';
const number: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const intAtLeast =
  (min: number): Check =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);

/** An object with these fields, each checked; unknown keys are dropped and undefined optional ones left out (as zod does). */
function objectParser<T>(shape: Record<string, Check>): Parser<T> {
  return {
    safeParse(value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return { success: false, error: { message: 'expected an object' } };
      const record = value as Record<string, unknown>;
      const data: Record<string, unknown> = {};
      for (const [key, check] of Object.entries(shape)) {
        if (!check(record[key])) return { success: false, error: { message: `invalid field "${key}"` } };
        if (record[key] !== undefined) data[key] = record[key];
      }
      return { success: true, data: data as T };
    },
  };
}

const admitted = objectParser<QueueResponse>({
  status: (value) => value === 'admitted',
  ticketNumber: intAtLeast(0),
  pass: string,
  passExpiresAt: string,
});
const waiting = objectParser<QueueResponse>({
  status: (value) => value === 'waiting',
  ticket: string,
  ticketNumber: intAtLeast(1),
  position: intAtLeast(1),
  estimatedWaitSeconds: intAtLeast(1),
  checkAfterSeconds: intAtLeast(1),
});

/** POST /queue's answer (queueResponseSchema). */
export const queueResponseParser: Parser<QueueResponse> = {
  safeParse(value) {
    const status = (value as { status?: unknown } | null)?.status;
    if (status === 'admitted') return admitted.safeParse(value);
    if (status === 'waiting') return waiting.safeParse(value);
    return { success: false, error: { message: 'invalid field "status"' } };
  },
};

/** Every API error's body (errorResponseSchema). */
export const errorResponseParser: Parser<ErrorResponse> = objectParser<ErrorResponse>({
  message: string,
  code: string,
  time: optional(string),
  timestamp: optional(number),
});
