import { type PlannedCall } from '../context.js';
import { DryRunSink } from './dry-run-sink.js';
import { type JobRow } from './job-types.js';
import { type JobRun, type SummaryCost } from './job-run.js';
import { SafeSink } from './safe-sink.js';
import { SendSink } from './send-sink.js';

/** Where a run's batches go: sent and confirmed, written to Safe batch files, or only estimated (dry run). */
export interface BatchSink<Row extends JobRow> {
  /** The sink takes no more batches (three failed in a row). */
  readonly aborted: boolean;
  /** One batch, in order. */
  process(rows: Row[]): Promise<void>;
  /** After the last batch: waits for what is still running and writes what is kept until the end. */
  finish(): Promise<void>;
  /** The run's closing lines. */
  summaryLines(cost: SummaryCost): string[];
}

/** The sink of the context's mode; `preCalls` and their estimates `preGas` come before the batches (an approval). */
export async function createSink<Row extends JobRow>(
  run: JobRun<Row>,
  mode: 'send' | 'dry-run' | 'safe',
  preCalls: PlannedCall[],
  preGas: Array<bigint | null>,
): Promise<BatchSink<Row>> {
  if (mode === 'send') return new SendSink(run);
  if (mode === 'dry-run') return new DryRunSink(run, preGas);
  return SafeSink.create(run, preCalls, preGas);
}
