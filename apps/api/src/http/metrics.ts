import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { NO_WAITING_ROOM_COUNTERS, type WaitingRoomCounters } from '@gm-claim/server/http/waiting-room';

export interface Metrics {
  registry: Registry;
  /** What an operator watches: sign-ins, signatures, sessions, limits and faults (README "Metrics"). */
  counters: AppCounters;
  middleware: RequestHandler;
  /** The middleware's step without `next`, for a route answered ahead of the router: recorded under `route`. */
  watch(req: Request, res: Response, route: string): void;
  /** The whole Prometheus text exposition: process defaults plus the request histogram. */
  render(): Promise<string>;
  contentType: string;
}

export const REQUEST_DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;
const NAME = 'http_request_duration_seconds';
const HELP = 'HTTP request duration by method, route and status';

interface Series {
  labels: string;
  /** Observations per bucket (not cumulative); the last slot is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

/**
 * http_request_duration_seconds, recorded cheaply: one Map lookup by a string key and a bucket
 * increment per request (prom-client's Histogram hashes and validates the label object on every
 * observe). Rendered in the same text format prom-client uses.
 */
export class RequestDurationHistogram {
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (series === undefined) {
      series = {
        labels: `method="${escapeLabel(method)}",route="${escapeLabel(route)}",status="${status}"`,
        buckets: new Array<number>(REQUEST_DURATION_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < REQUEST_DURATION_BUCKETS.length && seconds > (REQUEST_DURATION_BUCKETS[bucket] as number)) bucket++;
    series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  render(): string {
    let text = `# HELP ${NAME} ${HELP}\n# TYPE ${NAME} histogram\n`;
    for (const series of this.series.values()) {
      let cumulative = 0;
      for (let i = 0; i <= REQUEST_DURATION_BUCKETS.length; i++) {
        cumulative += series.buckets[i] ?? 0;
        const le = i < REQUEST_DURATION_BUCKETS.length ? String(REQUEST_DURATION_BUCKETS[i]) : '+Inf';
        text += `${NAME}_bucket{le="${le}",${series.labels}} ${cumulative}\n`;
      }
      text += `${NAME}_sum{${series.labels}} ${series.sum}\n`;
      text += `${NAME}_count{${series.labels}} ${series.count}\n`;
    }
    return text;
  }
}

export type RefreshOutcome = 'rotated' | 'grace_replay' | 'reuse_detected' | 'expired' | 'invalid';

export interface AppCounters {
  signIn(result: 'ok' | 'failed', reason: string): void;
  signatureIssued(kind: 'Register' | 'Authorize'): void;
  signatureRefused(reason: string): void;
  refresh(outcome: RefreshOutcome): void;
  sessionRevoked(reason: 'reuse' | 'logout'): void;
  rateLimited(limiter: string): void;
  dbError(kind: string): void;
  deadlineExceeded(): void;
  chainError(kind: string): void;
  internalError(): void;
  /** The waiting room (issue 34 §3). */
  waitingRoom: WaitingRoomCounters;
}

function createCounters(registry: Registry): AppCounters {
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const signIns = counter('gm_signins_total', 'Sign-ins by result (ok, failed) and reason (ok, or the error code)', ['result', 'reason']);
  const issued = counter('gm_signatures_issued_total', 'EIP-712 signatures issued, by kind (Register, Authorize)', ['kind']);
  const refused = counter('gm_signatures_refused_total', 'Signature requests refused by a chain or eligibility check, by reason', ['reason']);
  const refreshes = counter('gm_refresh_total', 'Refresh-token presentations by outcome', ['outcome']);
  const revoked = counter('gm_sessions_revoked_total', 'Session families revoked, by reason (reuse, logout)', ['reason']);
  const limited = counter('gm_rate_limited_total', 'Requests answered 429, by limiter', ['limiter']);
  const dbErrors = counter('gm_db_errors_total', 'Database failures answered 503, by kind (unreachable, timeout)', ['kind']);
  const deadlines = counter('gm_request_deadline_exceeded_total', 'Requests answered 503 by the request deadline', []);
  const chainErrors = counter('gm_chain_rpc_errors_total', 'Chain RPC failures, by kind (timeout, unreachable, error)', ['kind']);
  const internal = counter('gm_internal_errors_total', 'Requests answered 500 (a bug: alert on any)', []);
  const wrEntries = counter('gm_waiting_room_entries_total', 'Claimants entering the waiting room, by result (admitted at once, queued)', ['result']);
  const wrAdmitted = counter('gm_waiting_room_admitted_total', 'Admission passes issued, by how (enter, ticket, gate); rate() is the measured admission rate', ['via']);
  const wrRefused = counter('gm_waiting_room_refused_total', 'Claim-flow requests without a pass answered 429 during overload', []);
  const wrErrors = counter('gm_waiting_room_store_errors_total', 'Redis failures of the waiting room (the door opens: admitted)', []);
  const wrWait = new Histogram({
    name: 'gm_waiting_room_assigned_wait_seconds',
    help: 'The wait each new ticket was given (0: admitted at once)',
    buckets: [0, 1, 5, 15, 30, 60, 120, 300, 600, 1800],
    registers: [registry],
  });
  const wrLastWait = new Gauge({ name: 'gm_waiting_room_current_wait_seconds', help: 'The wait the last new ticket on this instance was given', registers: [registry] });
  return {
    signIn: (result, reason) => signIns.inc({ result, reason }),
    signatureIssued: (kind) => issued.inc({ kind }),
    signatureRefused: (reason) => refused.inc({ reason }),
    refresh: (outcome) => refreshes.inc({ outcome }),
    sessionRevoked: (reason) => revoked.inc({ reason }),
    rateLimited: (limiter) => limited.inc({ limiter }),
    dbError: (kind) => dbErrors.inc({ kind }),
    deadlineExceeded: () => deadlines.inc(),
    chainError: (kind) => chainErrors.inc({ kind }),
    internalError: () => internal.inc(),
    waitingRoom: {
      entered: (result) => wrEntries.inc({ result }),
      admitted: (via) => wrAdmitted.inc({ via }),
      refused: () => wrRefused.inc(),
      storeError: () => wrErrors.inc(),
      waitAssigned: (seconds) => {
        wrWait.observe(seconds);
        wrLastWait.set(seconds);
      },
    },
  };
}

/** Counters that count nothing (services built without an app, e.g. in unit tests). */
export const NO_COUNTERS: AppCounters = {
  signIn: () => undefined,
  signatureIssued: () => undefined,
  signatureRefused: () => undefined,
  refresh: () => undefined,
  sessionRevoked: () => undefined,
  rateLimited: () => undefined,
  dbError: () => undefined,
  deadlineExceeded: () => undefined,
  chainError: () => undefined,
  internalError: () => undefined,
  waitingRoom: NO_WAITING_ROOM_COUNTERS,
};

/**
 * Prometheus metrics: process defaults, the operator counters and request duration by method,
 * route pattern and status.
 */
export function createMetrics(options: { defaults: boolean }): Metrics {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry });
  const counters = createCounters(registry);
  const duration = new RequestDurationHistogram();

  function record(this: Response): void {
    const req = this.req as Request & { metricsStart?: number; metricsRoute?: string };
    const route = req.metricsRoute ?? (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
    duration.observe(req.method, route, this.statusCode, (performance.now() - (req.metricsStart ?? 0)) / 1000);
  }
  const middleware: RequestHandler = (req, res, next) => {
    (req as Request & { metricsStart?: number }).metricsStart = performance.now();
    res.on('finish', record);
    next();
  };
  return {
    registry,
    counters,
    middleware,
    watch(req, res, route) {
      (req as Request & { metricsRoute?: string }).metricsRoute = route;
      (req as Request & { metricsStart?: number }).metricsStart = performance.now();
      res.on('finish', record);
    },
    contentType: registry.contentType,
    async render() {
      const defaults = await registry.metrics();
      return defaults ? `${defaults}\n${duration.render()}` : duration.render();
    },
  };
}
