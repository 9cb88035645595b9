import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  middleware: RequestHandler;
  /** The whole Prometheus text exposition: process defaults plus the request histogram. */
  render(): Promise<string>;
  contentType: string;
}

export const REQUEST_DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5] as const;
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

/** Prometheus metrics: process defaults plus request duration by method, route pattern and status. */
export function createMetrics(options: { defaults: boolean }): Metrics {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry });
  const duration = new RequestDurationHistogram();

  function record(this: Response): void {
    const req = this.req as Request & { metricsStart?: number };
    const route = (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
    duration.observe(req.method, route, this.statusCode, (performance.now() - (req.metricsStart ?? 0)) / 1000);
  }
  const middleware: RequestHandler = (req, res, next) => {
    (req as Request & { metricsStart?: number }).metricsStart = performance.now();
    res.on('finish', record);
    next();
  };
  return {
    registry,
    middleware,
    contentType: registry.contentType,
    async render() {
      const defaults = await registry.metrics();
      return defaults ? `${defaults}\n${duration.render()}` : duration.render();
    },
  };
}
