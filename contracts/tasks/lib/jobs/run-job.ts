import { type OwnerContext, modeOf } from '../context.js';
import { createSink } from './batch-sink.js';
import { feedBatches } from './feed-batches.js';
import {
  emptySummary,
  type JobDefinition,
  type JobMemory,
  type JobOptions,
  type JobRow,
  type JobSummary,
} from './job-types.js';
import { type JobRun } from './job-run.js';
import { type Journal } from './journal.js';
import { openJobJournal, recordRun } from './open-job-journal.js';
import { logPlan, planJob } from './plan-job.js';
import { prepareBatches } from './prepare-batches.js';
import { createProgress } from './progress.js';
import { reconcileInFlight } from './reconcile.js';

type Mode = ReturnType<typeof modeOf>;

/**
 * Runs a CSV job resumably. Pass 1 streams the file, validates every row and asks the chain (through Multicall3, a
 * window at a time) which rows are already done: the plan. Pass 2 streams it again and hands the rest, in batches
 * sized to the block, to the mode's sink — sent, exported for a Safe, or estimated (dry run) — which records each
 * batch in the journal next to the input. A re-run reconciles the journal with the chain first and never repeats a row.
 */
export async function runJob<Row extends JobRow>(
  context: OwnerContext,
  def: JobDefinition<Row>,
  actor: string,
  options: JobOptions,
): Promise<JobSummary> {
  const startedAt = Date.now();
  const mode = modeOf(context);
  const contract = await def.contract.getAddress();
  const opened = await openJobJournal(context, {
    task: def.task,
    contract,
    input: options.input,
    dryRun: mode === 'dry-run',
  });
  const { journal } = opened;
  const summary = emptySummary(journal.path);
  try {
    await settleEarlierRun(context, journal, def, mode, options.waitSeconds ?? 600);
    const { memory, baselineScheduleCount } = await recallMemory(journal, def, opened.inputChanged);
    const exported = mode === 'safe' && !options.replaceSafeFiles ? journal.exportedLines() : new Map<number, string>();
    const windowSize = options.windowSize ?? 2_000;

    const plan = await planJob(def, { path: options.input, windowSize, memory, exported });
    Object.assign(summary, {
      rows: plan.rows,
      alreadyDone: plan.alreadyDone,
      inEarlierSafeFiles: plan.inEarlierSafeFiles,
    });
    logPlan(context, def, options.input, plan, mode === 'send' ? 'send' : 'plan');
    if (plan.pendingRows === 0) {
      reportNothingToDo(context, journal, mode, summary);
      return summary;
    }
    if (mode !== 'dry-run') {
      await recordRun(context, journal, {
        task: def.task,
        contract,
        input: options.input,
        inputSha256: opened.inputSha256,
        mode,
        actor,
        baselineScheduleCount,
      });
    }

    const setup = await prepareBatches(context, def, {
      mode,
      actor,
      plan,
      journal,
      summary,
      batchSize: options.batchSize,
    });
    summary.batchSize = setup.batchSize;
    const run: JobRun<Row> = {
      context,
      def,
      journal,
      memory,
      actor,
      budget: setup.budget,
      override: setup.override,
      auto: !options.batchSize,
      progress: createProgress({
        label: def.task,
        interactive: context.interactive ?? false,
        log: context.log,
        intervalMs: options.progressIntervalMs,
      }),
      counts: { done: 0, skipped: summary.alreadyDone, failed: 0 },
      summary,
    };
    const sink = await createSink(run, mode, setup.preCalls, setup.preGas);
    summary.stopped = await feedBatches(run, sink, {
      input: options.input,
      windowSize,
      batchSize: setup.batchSize,
      exported,
      pendingRows: plan.pendingRows,
      stoppable: mode === 'send',
    });

    if (mode === 'send' && !summary.stopped && summary.failed === 0) {
      journal.append({ kind: 'finished', rows: summary.rows, at: new Date().toISOString() });
    }
    summary.seconds = (Date.now() - startedAt) / 1000;
    const lines = sink.summaryLines({
      currentGasPrice: setup.currentGasPrice,
      needsApproval: setup.preCalls.length > 0,
    });
    lines.forEach((line) => context.log(line));
    return summary;
  } finally {
    journal.close();
  }
}

/** What the classifier may use from the journal; the schedule count is the journal's, else read now. */
async function recallMemory<Row extends JobRow>(
  journal: Journal,
  def: JobDefinition<Row>,
  inputChanged: boolean,
): Promise<{ memory: JobMemory; baselineScheduleCount?: string }> {
  const started = journal.job ? { baselineScheduleCount: journal.job.baselineScheduleCount } : await def.start?.();
  const baselineScheduleCount = started?.baselineScheduleCount;
  return {
    memory: {
      confirmedLines: inputChanged ? new Set() : journal.confirmedLines(),
      createdScheduleIds: journal.createdScheduleIds(),
      baselineScheduleCount: baselineScheduleCount === undefined ? undefined : BigInt(baselineScheduleCount),
    },
    baselineScheduleCount,
  };
}

/** Send mode settles the batches an earlier run left unconfirmed; a plan only notes them. */
async function settleEarlierRun<Row extends JobRow>(
  context: OwnerContext,
  journal: Journal,
  def: JobDefinition<Row>,
  mode: Mode,
  waitSeconds: number,
): Promise<void> {
  if (mode === 'send') await reconcileInFlight(context, journal, def, waitSeconds);
  else if (journal.inFlight().length > 0) {
    context.log(`note: a batch of an earlier run is unconfirmed; the next real run checks it before sending anything`);
  }
}

/** Every row is on chain (or waits in earlier Safe files): a send run closes the journal's job. */
function reportNothingToDo(context: OwnerContext, journal: Journal, mode: Mode, summary: JobSummary): void {
  if (mode === 'send' && journal.exists && !journal.records.some((r) => r.kind === 'finished')) {
    journal.append({ kind: 'finished', rows: summary.rows, at: new Date().toISOString() });
  }
  context.log(
    summary.inEarlierSafeFiles > 0
      ? `nothing new to export: the rest waits in earlier Safe batch files`
      : `nothing to do: every row is on chain${journal.exists ? ` (journal ${journal.path})` : ''}`,
  );
}
