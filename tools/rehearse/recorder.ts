/**
 * What the rehearsal measures: every API and chain attempt of every claimant, the fault windows, and
 * once a second the API instances' CPU and memory, the database connections, the chain head and the
 * indexer's lag. Summaries: per step count, errors by kind, p50 / p95 / p99 (all, and outside faults).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Attempt } from './claimant-api';

export interface FaultWindow {
  name: string;
  start: number;
  end: number;
}

export interface Sample {
  t: number;
  apiCpuPercent: number;
  apiRssMb: number;
  dbConnections: number;
  chainHead: number;
  indexerLag: number;
  activeIndexer: string;
}

export interface StepSummary {
  step: string;
  count: number;
  ok: number;
  errors: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  /** p99 of the attempts that started outside every fault window (and its recovery grace). */
  p99OutsideFaults: number;
}

/** After a fault ends, clients still retry what failed during it: their attempts count as in the window. */
export const FAULT_GRACE_MS = 5_000;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export class Recorder {
  readonly attempts: Attempt[] = [];
  readonly windows: FaultWindow[] = [];
  readonly samples: Sample[] = [];
  readonly startedAt = Date.now();
  /**
   * The claimants' own event loop: every latency is measured from it, so its delays are in every
   * figure. Reported beside them (a busy client makes a fast server look slow).
   */
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    this.loopDelay.enable();
  }

  /** p99 of the claimants' event-loop delay so far, in ms. */
  clientLoopDelayP99Ms(): number {
    return Math.round(this.loopDelay.percentile(99) / 1e6);
  }

  readonly observe = (attempt: Attempt): void => {
    this.attempts.push(attempt);
  };

  inFault(at: number): boolean {
    return this.windows.some((window) => at >= window.start && at <= window.end + FAULT_GRACE_MS);
  }

  async fault(name: string, start: () => Promise<void>, end: () => Promise<void>, durationMs: number): Promise<void> {
    const window = { name, start: Date.now(), end: Number.POSITIVE_INFINITY };
    this.windows.push(window);
    await start();
    await new Promise((resolve) => setTimeout(resolve, durationMs));
    await end();
    window.end = Date.now();
  }

  summarise(): StepSummary[] {
    const steps = [...new Set(this.attempts.map((attempt) => attempt.step))];
    return steps.map((step) => {
      const mine = this.attempts.filter((attempt) => attempt.step === step);
      const errors: Record<string, number> = {};
      // ok_<status>: an answer the client expects (the history of a schedule the index has not reached: 404).
      for (const attempt of mine) if (!attempt.outcome.startsWith('ok')) errors[attempt.outcome] = (errors[attempt.outcome] ?? 0) + 1;
      const all = mine.map((attempt) => attempt.ms).sort((a, b) => a - b);
      const outside = mine.filter((attempt) => !this.inFault(attempt.startedAt)).map((attempt) => attempt.ms).sort((a, b) => a - b);
      return {
        step,
        count: mine.length,
        ok: mine.filter((attempt) => attempt.outcome.startsWith('ok')).length,
        errors,
        p50: percentile(all, 50),
        p95: percentile(all, 95),
        p99: percentile(all, 99),
        p99OutsideFaults: percentile(outside, 99),
      };
    });
  }

  /** Per second since the start: API answers (ok, failed) and the p99 of API attempts started in it. */
  timeline(apiSteps: ReadonlySet<string>): { second: number; ok: number; failed: number; p99: number }[] {
    const buckets = new Map<number, number[]>();
    const ok = new Map<number, number>();
    for (const attempt of this.attempts) {
      if (!apiSteps.has(attempt.step)) continue;
      const second = Math.floor((attempt.startedAt - this.startedAt) / 1_000);
      buckets.set(second, [...(buckets.get(second) ?? []), attempt.ms]);
      if (attempt.outcome.startsWith('ok')) ok.set(second, (ok.get(second) ?? 0) + 1);
    }
    const last = Math.max(0, ...buckets.keys());
    return Array.from({ length: last + 1 }, (_, second) => {
      const latencies = (buckets.get(second) ?? []).sort((a, b) => a - b);
      return { second, ok: ok.get(second) ?? 0, failed: latencies.length - (ok.get(second) ?? 0), p99: percentile(latencies, 99) };
    });
  }
}
