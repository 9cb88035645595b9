import path from 'node:path';
import { type OwnerContext, formatGm } from '../context.js';
import { formatCount } from '../gas.js';
import { type JobDefinition, type JobMemory, type JobRow } from './job-types.js';
import { windows } from './windows.js';

const PROBE_ROWS = 20;

/** What pass 1 found: every row validated and classified against the chain. */
export interface JobPlan<Row extends JobRow> {
  rows: number;
  /** Rows the chain already has. */
  alreadyDone: number;
  /** Rows left out because earlier Safe batch files hold them, and those files. */
  inEarlierSafeFiles: number;
  earlierFiles: Set<string>;
  /** Rows this run sends (or plans) and their total amount. */
  pendingRows: number;
  pendingTotal: bigint;
  /** The first pending rows, to size the batches by. */
  probe: Row[];
}

/**
 * Pass 1: streams the input, validates every row (the parser throws on a bad one before anything is sent) and asks
 * the chain, a window at a time, which rows it already has. `exported` holds the lines earlier Safe files carry.
 */
export async function planJob<Row extends JobRow>(
  def: JobDefinition<Row>,
  input: { path: string; windowSize: number; memory: JobMemory; exported: Map<number, string> },
): Promise<JobPlan<Row>> {
  const plan: JobPlan<Row> = {
    rows: 0,
    alreadyDone: 0,
    inEarlierSafeFiles: 0,
    earlierFiles: new Set(),
    pendingRows: 0,
    pendingTotal: 0n,
    probe: [],
  };
  for await (const window of windows(input.path, def.newParser, def.newClassifier(input.memory), input.windowSize)) {
    window.rows.forEach((row, i) => {
      plan.rows++;
      const file = input.exported.get(row.line);
      if (window.done[i]) plan.alreadyDone++;
      else if (file !== undefined) {
        plan.inEarlierSafeFiles++;
        plan.earlierFiles.add(file);
      } else {
        plan.pendingRows++;
        plan.pendingTotal += def.amount(row);
        if (plan.probe.length < PROBE_ROWS) plan.probe.push(row);
      }
    });
  }
  def.afterFirstPass?.();
  return plan;
}

/** The plan in words: how many rows, how many on chain, how many to send, and where the rest waits. */
export function logPlan<Row extends JobRow>(
  context: OwnerContext,
  def: JobDefinition<Row>,
  input: string,
  plan: JobPlan<Row>,
  verb: 'send' | 'plan',
): void {
  context.log(
    `${def.task} ${path.basename(input)}: ${formatCount(plan.rows)} row(s); ${formatCount(plan.alreadyDone)} already on chain; ` +
      `${formatCount(plan.pendingRows)} to ${verb} (${formatGm(plan.pendingTotal)})` +
      (plan.inEarlierSafeFiles > 0 ? `; ${formatCount(plan.inEarlierSafeFiles)} in earlier Safe batch files` : ''),
  );
  if (plan.inEarlierSafeFiles > 0) {
    const files = [...plan.earlierFiles];
    context.log(
      `  ${formatCount(plan.inEarlierSafeFiles)} row(s) are in Safe batch files written earlier and not yet on chain ` +
        `(${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''}): execute those files, or pass ` +
        `--replace-safe-files to write them again (then discard the old files and any Safe transaction made from them)`,
    );
  }
}
