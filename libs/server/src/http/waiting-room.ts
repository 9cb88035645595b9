import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Request, RequestHandler, Response } from 'express';

/**
 * The waiting room (issue 34 §3): when more claimants arrive than the API instances serve, each new
 * one gets a ticket in arrival order and is admitted when its turn comes, instead of a 429.
 *
 * Capacity is CONFIGURED, not guessed: `admitPerSecond` claimants a second across every instance
 * (WAITING_ROOM_ADMIT_PER_SECOND, sized from the rehearsal's measured throughput). Admission is a
 * GCRA schedule shared through Redis: one Lua script gives every arrival the next ticket (INCR) and
 * its admission time, `max(now, tail) `, moving the tail on by `1 / admitPerSecond`. Ticket n's time
 * is never earlier than ticket n-1's, so the order is the arrival order on every instance. A ticket
 * whose time is within `burstSeconds` of now is admitted at once: outside overload nothing waits.
 * Without Redis one instance keeps the schedule in memory (one instance only).
 *
 * Tickets and admission passes are HMAC-signed by the API's secret (every instance accepts them);
 * a pass is valid `passTtlSeconds` and renewed on every gated request, so an admitted claimant who
 * keeps going is never sent back. What is measured (the API's /metrics): entries, admissions,
 * refusals and the wait each ticket was given.
 */

export interface WaitingRoomSettings {
  /** Claimants admitted per second across every instance; 0 turns the waiting room off. */
  admitPerSecond: number;
  /** A ticket due within this many seconds is admitted at once (the burst allowed without a queue). */
  burstSeconds: number;
  /** How long an admission pass lasts without use (renewed by every gated request). */
  passTtlSeconds: number;
  /** How long after its turn a ticket can still be exchanged for a pass. */
  ticketTtlSeconds: number;
  /** The key tickets and passes are signed with (the API derives it from its JWT secret). */
  secret: string;
  /** Prefix of the Redis keys (shared by instances that share a queue). */
  keyPrefix: string;
}

export interface WaitingRoomCounters {
  entered(result: 'admitted' | 'queued'): void;
  admitted(via: 'enter' | 'ticket' | 'gate'): void;
  refused(): void;
  waitAssigned(seconds: number): void;
  storeError(): void;
}

export const NO_WAITING_ROOM_COUNTERS: WaitingRoomCounters = {
  entered: () => undefined,
  admitted: () => undefined,
  refused: () => undefined,
  waitAssigned: () => undefined,
  storeError: () => undefined,
};

export const PASS_HEADER = 'X-Admission-Pass';

/** A place in the schedule, or (mode `try`) a refusal with the tail's time. */
export type Slot = { ticket: number; admitAt: number; now: number } | { ticket: null; tail: number; now: number };

export interface AdmissionStore {
  /** `enter`: always a ticket. `try`: a ticket only when it is due at once (no queue), else the tail. */
  take(mode: 'enter' | 'try'): Promise<Slot>;
  readonly shared: boolean;
}

const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local tail = tonumber(redis.call('GET', KEYS[1]) or '0')
if tail < now then tail = now end
if ARGV[3] == 'try' and tail > now + window then return {-1, tostring(tail), tostring(now)} end
local ticket = redis.call('INCR', KEYS[2])
local nextTail = tail + interval
redis.call('SET', KEYS[1], tostring(nextTail), 'PX', math.floor(nextTail - now) + 3600000)
return {ticket, tostring(tail), tostring(now)}
`;

/** The shared schedule: one Lua script, Redis's own clock, so every instance agrees on order and time. */
export function redisAdmissionStore(redis: Redis, settings: WaitingRoomSettings): AdmissionStore {
  const interval = 1000 / settings.admitPerSecond;
  const window = settings.burstSeconds * 1000;
  const keys = [`${settings.keyPrefix}wr:tail`, `${settings.keyPrefix}wr:ticket`];
  return {
    shared: true,
    async take(mode) {
      const [ticket, tail, now] = (await redis.eval(SCRIPT, 2, ...keys, String(interval), String(window), mode)) as [number, string, string];
      return ticket < 0 ? { ticket: null, tail: Number(tail), now: Number(now) } : { ticket, admitAt: Number(tail), now: Number(now) };
    },
  };
}

/** One instance's schedule in memory (no REDIS_URL): right for one instance only. */
export function memoryAdmissionStore(settings: WaitingRoomSettings, clock: () => number = Date.now): AdmissionStore {
  const interval = 1000 / settings.admitPerSecond;
  const window = settings.burstSeconds * 1000;
  let tail = 0;
  let last = 0;
  return {
    shared: false,
    take(mode) {
      const now = clock();
      if (tail < now) tail = now;
      if (mode === 'try' && tail > now + window) return Promise.resolve({ ticket: null, tail, now });
      const admitAt = tail;
      tail += interval;
      last += 1;
      return Promise.resolve({ ticket: last, admitAt, now });
    },
  };
}

// ---- signed tokens ---------------------------------------------------------------------------

interface TicketClaims {
  k: 't';
  /** Ticket number (arrival order). */
  n: number;
  /** When it is due (ms since the epoch, Redis's clock). */
  a: number;
}
interface PassClaims {
  k: 'p';
  n: number;
  /** Expiry (ms since the epoch). */
  e: number;
}

const MAX_TOKEN_LENGTH = 300;

function sign(secret: Buffer, claims: TicketClaims | PassClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

function verify(secret: Buffer, token: unknown): TicketClaims | PassClaims | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = createHmac('sha256', secret).update(body).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!Number.isSafeInteger(claims['n'])) return null;
    if (claims['k'] === 't' && Number.isFinite(claims['a'])) return claims as unknown as TicketClaims;
    if (claims['k'] === 'p' && Number.isFinite(claims['e'])) return claims as unknown as PassClaims;
    return null;
  } catch {
    return null;
  }
}

// ---- answers ---------------------------------------------------------------------------------

export type WaitingRoomAnswer =
  | { status: 'admitted'; ticketNumber: number; pass: string; passExpiresAt: string }
  | {
      status: 'waiting';
      ticket: string;
      ticketNumber: number;
      /** Claimants ahead of this one who are not admitted yet (at least 1 while waiting). */
      position: number;
      estimatedWaitSeconds: number;
      /** When to ask again (also the Retry-After header). */
      checkAfterSeconds: number;
    };

export interface WaitingRoomError {
  status: number;
  code: 'INVALID_TICKET' | 'TICKET_EXPIRED';
  message: string;
}

export interface WaitingRoom {
  readonly enabled: boolean;
  readonly shared: boolean;
  /** A new place (no ticket) or the state of the ticket given. */
  enter(ticket: unknown): Promise<WaitingRoomAnswer | WaitingRoomError>;
  /** Before every request of the claim flow: a valid pass (renewed), a place due at once, or 429. */
  gate: RequestHandler;
}

export const WAITING_ROOM_MESSAGES = {
  refused: 'Many people are claiming right now. Join the waiting room: you will be let in in arrival order.',
  invalidTicket: 'This waiting-room ticket is not valid. Join the waiting room again.',
  expiredTicket: 'This waiting-room ticket has expired. Join the waiting room again.',
} as const;

export function createWaitingRoom(options: {
  settings: WaitingRoomSettings;
  redis?: Redis | undefined;
  counters?: WaitingRoomCounters;
  clock?: () => number;
  /** Where a Redis failure is reported (the door then opens: admission rather than a 500). */
  onStoreError?: (error: unknown) => void;
}): WaitingRoom {
  const { settings } = options;
  const counters = options.counters ?? NO_WAITING_ROOM_COUNTERS;
  const clock = options.clock ?? Date.now;
  const enabled = settings.admitPerSecond > 0;
  const secret = createHmac('sha256', settings.secret).update('gm-claim waiting room v1').digest();
  const store = enabled ? (options.redis ? redisAdmissionStore(options.redis, settings) : memoryAdmissionStore(settings, clock)) : undefined;
  const windowMs = settings.burstSeconds * 1000;
  const passTtlMs = settings.passTtlSeconds * 1000;

  function pass(ticketNumber: number): { pass: string; passExpiresAt: string } {
    const expires = clock() + passTtlMs;
    return { pass: sign(secret, { k: 'p', n: ticketNumber, e: expires }), passExpiresAt: new Date(expires).toISOString() };
  }

  function admitted(ticketNumber: number, via: 'enter' | 'ticket'): WaitingRoomAnswer {
    counters.admitted(via);
    return { status: 'admitted', ticketNumber, ...pass(ticketNumber) };
  }

  function waiting(ticket: string, ticketNumber: number, admitAt: number, now: number): WaitingRoomAnswer {
    const waitMs = Math.max(0, admitAt - windowMs - now);
    const estimatedWaitSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    return {
      status: 'waiting',
      ticket,
      ticketNumber,
      position: Math.max(1, Math.ceil((waitMs / 1000) * settings.admitPerSecond)),
      estimatedWaitSeconds,
      checkAfterSeconds: Math.min(5, estimatedWaitSeconds),
    };
  }

  async function fresh(): Promise<WaitingRoomAnswer> {
    if (!store) return admitted(0, 'enter');
    let slot: Slot;
    try {
      slot = await store.take('enter');
    } catch (error) {
      counters.storeError();
      options.onStoreError?.(error);
      return admitted(0, 'enter');
    }
    if (slot.ticket === null) throw new Error('unreachable: enter always takes a place');
    counters.waitAssigned(Math.max(0, slot.admitAt - windowMs - slot.now) / 1000);
    if (slot.admitAt <= slot.now + windowMs) {
      counters.entered('admitted');
      return admitted(slot.ticket, 'enter');
    }
    counters.entered('queued');
    const ticket = sign(secret, { k: 't', n: slot.ticket, a: slot.admitAt });
    // Redis's clock decided the time; this instance's clock answers from here on (NTP-close).
    return waiting(ticket, slot.ticket, slot.admitAt, slot.now);
  }

  return {
    enabled,
    shared: store?.shared ?? false,
    async enter(ticket) {
      if (ticket === undefined || ticket === null) return fresh();
      const claims = verify(secret, ticket);
      if (claims === null || claims.k !== 't') return { status: 400, code: 'INVALID_TICKET', message: WAITING_ROOM_MESSAGES.invalidTicket };
      const now = clock();
      if (now > claims.a + settings.ticketTtlSeconds * 1000) return { status: 410, code: 'TICKET_EXPIRED', message: WAITING_ROOM_MESSAGES.expiredTicket };
      if (claims.a <= now + windowMs) return admitted(claims.n, 'ticket');
      return waiting(ticket as string, claims.n, claims.a, now);
    },
    gate: (req: Request, res: Response, next) => {
      if (!store) {
        next();
        return;
      }
      const presented = verify(secret, req.headers[PASS_HEADER.toLowerCase()]);
      const now = clock();
      if (presented !== null && presented.k === 'p' && presented.e > now) {
        // Renewed on use: an admitted claimant who keeps going is never sent back.
        if (presented.e - now < passTtlMs / 2) res.setHeader(PASS_HEADER, pass(presented.n).pass);
        next();
        return;
      }
      store.take('try').then(
        (slot) => {
          if (slot.ticket !== null) {
            counters.admitted('gate');
            res.setHeader(PASS_HEADER, pass(slot.ticket).pass);
            next();
            return;
          }
          counters.refused();
          const retryAfter = Math.max(1, Math.ceil((slot.tail - windowMs - slot.now) / 1000));
          res.setHeader('Retry-After', String(retryAfter));
          res.status(429).json({ message: WAITING_ROOM_MESSAGES.refused, code: 'WAITING_ROOM' });
        },
        (error: unknown) => {
          counters.storeError();
          options.onStoreError?.(error);
          next();
        },
      );
    },
  };
}
