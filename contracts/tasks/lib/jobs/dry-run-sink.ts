import { formatCount } from '../gas.js';
import type { BatchSink } from './batch-sink.js';
import { type JobRow } from './job-types.js';
import { countDone, describeLines, estimateBatch, type JobRun, plannedCostLines, type SummaryCost } from './job-run.js';

/** Estimates each batch (four at a time) and sends nothing; the plan's gas is the summary's. */
export class DryRunSink<Row extends JobRow> implements BatchSink<Row> {
  readonly aborted = false;
  private readonly estimates: Array<Promise<void>> = [];
  /** Gas of each batch (a batch split in auto mode has several), in order. */
  private readonly gas: Array<Array<bigint | null>> = [];

  constructor(
    private readonly run: JobRun<Row>,
    /** Gas of the calls before the batches (the approval). */
    private readonly preGas: Array<bigint | null>,
  ) {}

  async process(rows: Row[]): Promise<void> {
    const slot: Array<bigint | null> = [];
    this.gas.push(slot);
    const work = estimateBatch(this.run, rows).then((parts) => {
      slot.push(...parts.map((part) => part.gas));
      for (const part of parts) {
        if (part.error) this.run.progress.log(`  ${describeLines(part.rows)}: would revert: ${part.error}`);
      }
      countDone(this.run, rows.length);
    });
    this.estimates.push(work);
    // Estimates run four at a time; the slots keep the transactions in order.
    if (this.estimates.length >= 4) await this.estimates.shift();
  }

  async finish(): Promise<void> {
    await Promise.all(this.estimates);
    this.run.summary.plannedGas.push(...this.preGas, ...this.gas.flat());
  }

  summaryLines(cost: SummaryCost): string[] {
    const { summary, def } = this.run;
    return [
      ...plannedCostLines(this.run, cost),
      `dry run: ${formatCount(summary.done)} ${def.noun}(s) in ${formatCount(summary.plannedGas.length)} transaction(s) planned, nothing sent`,
    ];
  }
}
