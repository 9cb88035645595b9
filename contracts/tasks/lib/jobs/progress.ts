import cliProgress from 'cli-progress';
import { formatCount } from '../gas.js';

export interface ProgressCounts {
  /** Rows sent (or estimated, in a dry run) and confirmed by the chain. */
  done: number;
  /** Rows the chain already had. */
  skipped: number;
  /** Rows in batches that reverted. */
  failed: number;
}

export interface Progress {
  /** `total` is the number of rows this run has to process. */
  start(total: number): void;
  update(counts: ProgressCounts): void;
  /** A line that must not break the bar. */
  log(line: string): void;
  stop(): void;
}

const seconds = (ms: number): string =>
  ms >= 3_600_000
    ? `${(ms / 3_600_000).toFixed(1)} h`
    : ms >= 60_000
      ? `${(ms / 60_000).toFixed(1)} min`
      : `${Math.round(ms / 1000)} s`;

/**
 * A progress display for a job: a cli-progress bar with done / skipped / failed and an ETA on a terminal; on anything
 * else (CI, a test, a log file) one compact line every `intervalMs` and a last one at the end.
 */
export function createProgress(options: {
  label: string;
  interactive: boolean;
  log: (line: string) => void;
  intervalMs?: number;
}): Progress {
  let total = 0;
  let counts: ProgressCounts = { done: 0, skipped: 0, failed: 0 };
  let startedAt = 0;
  if (options.interactive) {
    const multibar = new cliProgress.MultiBar(
      {
        format: `${options.label} [{bar}] {percentage}% | {value}/{total} rows | done {done} · skipped {skipped} · failed {failed} | ETA {eta_formatted}`,
        hideCursor: true,
        etaBuffer: 50,
        clearOnComplete: false,
        stopOnComplete: false,
      },
      cliProgress.Presets.shades_classic,
    );
    let bar: cliProgress.SingleBar | undefined;
    return {
      start(rows) {
        bar = multibar.create(rows, 0, { done: 0, skipped: 0, failed: 0 });
      },
      update(next) {
        bar?.update(next.done + next.failed, { ...next });
      },
      log(line) {
        multibar.log(`${line}\n`);
      },
      stop() {
        multibar.stop();
      },
    };
  }
  const interval = options.intervalMs ?? 5_000;
  let lastPrinted = 0;
  const print = (): void => {
    const processed = counts.done + counts.failed;
    const elapsed = Date.now() - startedAt;
    const eta =
      processed > 0 && processed < total ? ` · ETA ${seconds((elapsed / processed) * (total - processed))}` : '';
    options.log(
      `${options.label} ${formatCount(processed)}/${formatCount(total)} rows (${total === 0 ? 100 : Math.floor((processed * 100) / total)}%) · done ${formatCount(counts.done)} · skipped ${formatCount(counts.skipped)} · failed ${formatCount(counts.failed)} · ${seconds(elapsed)} elapsed${eta}`,
    );
    lastPrinted = Date.now();
  };
  return {
    start(rows) {
      total = rows;
      startedAt = Date.now();
      lastPrinted = startedAt;
    },
    update(next) {
      counts = next;
      if (Date.now() - lastPrinted >= interval) print();
    },
    log: options.log,
    stop() {
      if (startedAt > 0) print();
    },
  };
}
