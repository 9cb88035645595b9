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
 * OPERATOR STATUS HOOK (issue 14, item 5). A function that reads the operator status over the
 * indexer's RPC nodes and flattens it into gauges. Issue 14's `libs/shared/src/ops/read-operator-status.ts`
 * had not landed when the indexer was written: `main.ts` passes `undefined` until it does, then an
 * adapter from its result to OperatorFigure[] is the whole change.
 */
export type OperatorStatusSource = () => Promise<OperatorFigure[]>;

/**
 * Registers gauges whose values are read from `source` on every scrape (one read per scrape,
 * shared by all the gauges). A failed read is reported by `gm_operator_status_up 0`, never as zeros.
 */
export function registerOperatorGauges(registry: Registry, source: OperatorStatusSource): void {
  const gauges = new Map<string, Gauge>();
  let pending: Promise<OperatorFigure[] | null> | null = null;
  const read = (): Promise<OperatorFigure[] | null> => {
    pending ??= source()
      .catch(() => null)
      .finally(() => setTimeout(() => (pending = null), 0));
    return pending;
  };
  const up = new Gauge({
    name: 'gm_operator_status_up',
    help: '1 when the last operator status read succeeded, 0 when the chain could not be read',
    registers: [registry],
    async collect() {
      const figures = await read();
      this.set(figures ? 1 : 0);
      for (const gauge of gauges.values()) gauge.reset();
      for (const figure of figures ?? []) {
        let gauge = gauges.get(figure.name);
        if (!gauge) {
          gauge = new Gauge({ name: `gm_operator_${figure.name}`, help: figure.help, labelNames: Object.keys(figure.labels ?? {}), registers: [registry] });
          gauges.set(figure.name, gauge);
        }
        if (figure.labels) gauge.set(figure.labels, figure.value);
        else gauge.set(figure.value);
      }
    },
  });
  void up;
}
