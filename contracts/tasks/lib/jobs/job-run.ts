import { type OwnerContext } from '../context.js';
import { describeRevert } from '../errors.js';
import { describeCost, estimateGas, type GasBudget, type StateOverride } from '../gas.js';
import { type JobDefinition, type JobMemory, type JobRow, type JobSummary } from './job-types.js';
import { describeRanges, type Journal, toRanges } from './journal.js';
import { type Progress, type ProgressCounts } from './progress.js';

/** Everything one run of a job works with once its plan is made: what a sink needs to send, export or estimate. */
export interface JobRun<Row extends JobRow> {
  context: OwnerContext;
  def: JobDefinition<Row>;
  journal: Journal;
  memory: JobMemory;
  /** The account (or Safe) that executes the batches. */
  actor: string;
  budget: GasBudget;
  /** Applied to estimates while the approval is not mined yet. */
  override: StateOverride | undefined;
  /** The batch size came from the probe (not --batch-size): a batch above the budget may be split. */
  auto: boolean;
  progress: Progress;
  counts: ProgressCounts;
  summary: JobSummary;
}

/** A batch's calldata. */
export const encodeBatch = <Row extends JobRow>(def: JobDefinition<Row>, rows: Row[]): string =>
  def.contract.interface.encodeFunctionData(def.method, def.args(rows));

/** A batch's CSV lines in words ("lines 2–41"). */
export const describeLines = (rows: JobRow[]): string => describeRanges(toRanges(rows.map((row) => row.line)));

/** Counts rows as done (sent and confirmed, exported or estimated). */
export function countDone<Row extends JobRow>(run: JobRun<Row>, rows: number): void {
  run.summary.done += rows;
  run.counts.done += rows;
  run.progress.update(run.counts);
}

/** Counts rows as failed (would revert, or reverted). */
export function countFailed<Row extends JobRow>(run: JobRun<Row>, rows: number): void {
  run.summary.failed += rows;
  run.counts.failed += rows;
  run.progress.update(run.counts);
}

export interface EstimatedPart<Row> {
  rows: Row[];
  /** The part's calldata, encoded once for its estimate and its transaction. */
  data: string;
  gas: bigint | null;
  /** Why the estimate failed (the call would revert). */
  error?: string;
}

/** Estimates a batch; in auto mode splits it while it is above the budget. */
export async function estimateBatch<Row extends JobRow>(run: JobRun<Row>, rows: Row[]): Promise<EstimatedPart<Row>[]> {
  const { context, def } = run;
  const to = await def.contract.getAddress();
  const data = encodeBatch(def, rows);
  let gas: bigint | null;
  try {
    gas = await estimateGas(context.provider, { from: run.actor, to, data }, run.override);
  } catch (error) {
    return [{ rows, data, gas: null, error: describeRevert(error, def.contract.interface) }];
  }
  const tooBig = gas !== null && gas > run.budget.perTransaction;
  if (tooBig && run.auto && rows.length > 1) {
    const half = Math.ceil(rows.length / 2);
    return [...(await estimateBatch(run, rows.slice(0, half))), ...(await estimateBatch(run, rows.slice(half)))];
  }
  return [{ rows, data, gas }];
}

/** The cost of what a dry run or a Safe file plans, at the node's gas price and at --gas-price. */
export function plannedCostLines<Row extends JobRow>(run: JobRun<Row>, cost: SummaryCost): string[] {
  return describeCost({
    gasPerTransaction: run.summary.plannedGas,
    currentGasPrice: cost.currentGasPrice,
    gasPrice: run.context.gasPrice,
    unestimated: cost.needsApproval
      ? 'they need the approval first, and this node applies no state override to eth_estimateGas'
      : undefined,
  }).lines;
}

export interface SummaryCost {
  currentGasPrice: bigint;
  /** The batches need calls (an approval) mined first. */
  needsApproval: boolean;
}
