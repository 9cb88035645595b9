import { type OwnerContext, type PlannedCall } from '../context.js';
import { currentGasPrice, type GasBudget, gasBudget, type StateOverride } from '../gas.js';
import { batchSizeFromProbe } from './batch-size.js';
import { type JobDefinition, type JobRow, type JobSummary } from './job-types.js';
import { type Journal } from './journal.js';
import { type JobPlan } from './plan-job.js';
import { estimatePreCalls, sendPreCalls } from './pre-calls.js';

export interface BatchSetup {
  /** The calls before the batches (an approval): sent already in send mode, else for the sink to plan. */
  preCalls: PlannedCall[];
  /** Their gas estimates (dry run, Safe); empty in send mode. */
  preGas: Array<bigint | null>;
  budget: GasBudget;
  currentGasPrice: bigint;
  override: StateOverride | undefined;
  batchSize: number;
}

/**
 * What the batches need before the first goes out: the job's calls before them (sent in send mode, estimated
 * otherwise), the block's gas budget and the batch size (`--batch-size`, else from a probe of the plan's rows).
 */
export async function prepareBatches<Row extends JobRow>(
  context: OwnerContext,
  def: JobDefinition<Row>,
  job: {
    mode: 'send' | 'dry-run' | 'safe';
    actor: string;
    plan: JobPlan<Row>;
    journal: Journal;
    summary: JobSummary;
    batchSize?: number;
  },
): Promise<BatchSetup> {
  const { mode, actor, plan } = job;
  const prepared = await def.prepare({ rows: plan.pendingRows, total: plan.pendingTotal }, actor);
  const budget = await gasBudget(context.provider);
  const gasPrice = await currentGasPrice(context.provider);
  // Once the approval is mined (send mode), the batches are estimated against the chain itself.
  const override = prepared.calls.length > 0 && mode !== 'send' ? (prepared.override ?? undefined) : undefined;
  let preGas: Array<bigint | null> = [];
  if (mode === 'send') await sendPreCalls(context, job.journal, prepared.calls, job.summary);
  else preGas = await estimatePreCalls(context, mode, actor, prepared);
  const batchSize =
    job.batchSize || (await batchSizeFromProbe(context, def, { actor, rows: plan.probe, budget, override }));
  return { preCalls: prepared.calls, preGas, budget, currentGasPrice: gasPrice, override, batchSize };
}
