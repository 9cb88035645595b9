import { Gauge, type Registry } from 'prom-client';

/** One figure of the operator status as a Prometheus gauge. */
export interface OperatorFigure {
  /** Metric name without the `gm_operator_` prefix, e.g. `challenge_buffer_gm`. */
  name: string;
  help: string;
  value: number;
  labels?: Record<string, string>;
}

/**
 * Reads the operator status (`gm status`: the VRF funding, the pending bets) and flattens it into gauges: see
 * operator-status-source.ts, which adapts `libs/shared/src/ops/read-operator-status.ts`.
 */
export type OperatorStatusSource = () => Promise<OperatorFigure[]>;

/** A gauge the source may report: registered up front so the first scrape already renders it. */
export interface OperatorGaugeSpec {
  name: string;
  help: string;
  labelNames?: readonly string[];
}

/**
 * Registers `gm_operator_status_up` and one gauge per spec, filled from `source` on every scrape.
 * The registry collects metrics concurrently, so all gauges of a scrape share one read. A failed read
 * is reported by `gm_operator_status_up 0` and leaves the (labelled) gauges empty, never zeros that
 * look like data.
 */
export function registerOperatorGauges(registry: Registry, source: OperatorStatusSource, specs: readonly OperatorGaugeSpec[]): void {
  let shared: Promise<OperatorFigure[] | null> | null = null;
  const read = (): Promise<OperatorFigure[] | null> => {
    if (!shared) {
      shared = source().catch(() => null);
      // One read per scrape: the next scrape reads again.
      void shared.finally(() => setTimeout(() => (shared = null), 1_000).unref());
    }
    return shared;
  };
  new Gauge({
    name: 'gm_operator_status_up',
    help: '1 when the last operator status read succeeded, 0 when the chain could not be read',
    registers: [registry],
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  for (const spec of specs) {
    new Gauge({
      name: `gm_operator_${spec.name}`,
      help: spec.help,
      labelNames: [...(spec.labelNames ?? [])],
      registers: [registry],
      async collect() {
        const figures = await read();
        this.reset();
        for (const figure of figures ?? []) {
          if (figure.name !== spec.name) continue;
          if (figure.labels) this.set(figure.labels, figure.value);
          else this.set(figure.value);
        }
      },
    });
  }
}
