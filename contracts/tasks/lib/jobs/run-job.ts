import path from 'node:path';
import { type Contract, type Signer, type TransactionReceipt } from 'ethers';
import { withRetry } from '@gm-claim/shared/ops/with-retry';
import { type CsvRow, sha256File, streamCsv } from '../csv.js';
import { type OwnerContext, type PlannedCall, formatGm, modeOf } from '../context.js';
import { describeRevert, OwnerTaskError } from '../errors.js';
import {
  currentGasPrice,
  describeCost,
  estimateGas,
  formatBnb,
  formatCount,
  gasBudget,
  type GasBudget,
  MAX_CALLDATA_BYTES,
  type StateOverride,
  TX_GAS_CAP,
} from '../gas.js';
import { buildSafeBatchFile, safeBatchFileName, writeSafeBatchFile } from '../safe-batch.js';
import { describeRanges, Journal, toRanges } from './journal.js';
import { createProgress, type Progress, type ProgressCounts } from './progress.js';
import { reconcileInFlight } from './reconcile.js';

export interface JobRow {
  /** The row's CSV line. */
  line: number;
}

/** What the classifier may use from earlier runs of the job. */
export interface JobMemory {
  /** CSV lines confirmed by mined batches; empty when the input changed since the journal started. */
  confirmedLines: Set<number>;
  /** Schedule ids this job created (updated as batches are mined). */
  createdScheduleIds: Set<bigint>;
  /** The GMVesting schedule count when the job started. */
  baselineScheduleCount?: bigint;
}

export interface PrepareResult {
  /** Calls that come before the batches (an approval). */
  calls: PlannedCall[];
  /** For estimating the batches before those calls are mined; null when the node cannot apply one. */
  override?: StateOverride | null;
}

/** One owner job over a CSV file: register-balances or create-schedules. */
export interface JobDefinition<Row extends JobRow> {
  task: 'register-balances' | 'create-schedules';
  /** A row, in words: "balance", "schedule". */
  noun: string;
  contract: Contract;
  label: string;
  method: string;
  /** A fresh parser for one pass over the file (it checks the header now and may keep state, e.g. duplicates). */
  newParser(header: string[], source: string): (row: CsvRow) => Row;
  /** A fresh classifier for one pass: which rows of a window the chain already has (true = done). */
  newClassifier(memory: JobMemory): (rows: Row[]) => Promise<boolean[]>;
  /** Called once after the first pass, when every row was classified (e.g. to refuse ambiguous rows). */
  afterFirstPass?(): void;
  args(batch: Row[]): unknown[];
  amount(row: Row): bigint;
  prepare(pending: { rows: number; total: bigint }, actor: string): Promise<PrepareResult>;
  /** What a mined receipt says about its batch. */
  readReceipt?(receipt: TransactionReceipt): { scheduleIds?: string[]; skipped?: number };
  /** Facts recorded when the journal starts (e.g. the schedule count). */
  start?(): Promise<{ baselineScheduleCount?: string }>;
}

export interface JobOptions {
  input: string;
  /** Rows per transaction; 0 or undefined: from the block gas limit. */
  batchSize?: number;
  /** Safe mode: export again rows already in earlier Safe batch files that the chain does not have yet. */
  replaceSafeFiles?: boolean;
  /** Rows classified per on-chain check (default 2,000). */
  windowSize?: number;
  progressIntervalMs?: number;
  /** How long to wait for a transaction of an earlier run that is still pending (default 10 min). */
  waitSeconds?: number;
}

export interface JobSummary {
  rows: number;
  /** Rows the chain had before this run. */
  alreadyDone: number;
  /** Rows confirmed (sent mode) or planned (dry run, Safe) by this run. */
  done: number;
  /** Rows in batches that reverted. */
  failed: number;
  /** Rows the contract skipped itself (RegistrationSkipped). */
  skippedByContract: number;
  /** Rows left out because earlier Safe batch files hold them. */
  inEarlierSafeFiles: number;
  transactions: number;
  /** Gas per planned transaction (dry run, Safe), null where it could not be estimated. */
  plannedGas: Array<bigint | null>;
  gasUsed: bigint;
  costWei: bigint;
  batchSize: number;
  safeFiles: string[];
  journal: string;
  seconds: number;
  stopped: boolean;
}

interface Window<Row> {
  rows: Row[];
  done: boolean[];
}

/** Reads the input in windows of `size` rows and classifies each window against the chain. */
async function* windows<Row extends JobRow>(
  input: string,
  parse: (header: string[], source: string) => (row: CsvRow) => Row,
  classify: (rows: Row[]) => Promise<boolean[]>,
  size: number,
): AsyncGenerator<Window<Row>> {
  const csv = await streamCsv(input);
  const parseRow = parse(csv.header, input);
  let rows: Row[] = [];
  for await (const raw of csv.rows) {
    rows.push(parseRow(raw));
    if (rows.length >= size) {
      yield { rows, done: await classify(rows) };
      rows = [];
    }
  }
  if (rows.length > 0) yield { rows, done: await classify(rows) };
}

const SAFETY_PERCENT = 90n;
const PROBE_ROWS = 20;

/** Rows per batch from a probe: gas(1 row) and gas(probe) give a base and a per-row cost; fill the budget's 90%. */
async function batchSizeFromProbe<Row extends JobRow>(
  context: OwnerContext,
  def: JobDefinition<Row>,
  actor: string,
  probe: Row[],
  budget: GasBudget,
  override: StateOverride | undefined,
): Promise<number> {
  const to = await def.contract.getAddress();
  const encode = (rows: Row[]): string => def.contract.interface.encodeFunctionData(def.method, def.args(rows));
  const estimate = async (rows: Row[]): Promise<bigint> => {
    let gas: bigint | null;
    try {
      gas = await estimateGas(context.provider, { from: actor, to, data: encode(rows) }, override);
    } catch (error) {
      throw new OwnerTaskError(
        `cannot size the batches: estimating ${def.method} for CSV line ${rows[0]?.line} failed: ${describeRevert(error, def.contract.interface)}`,
      );
    }
    if (gas === null) {
      throw new OwnerTaskError(
        `cannot size the batches before the approval is mined: this node does not apply state overrides to eth_estimateGas; pass --batch-size N (or run without --dry-run / --safe-json, which sends the approval first)`,
      );
    }
    return gas;
  };
  const first = probe.slice(0, 1);
  const one = await estimate(first);
  const target = (budget.perTransaction * SAFETY_PERCENT) / 100n;
  if (probe.length < 2) return Math.max(1, Number(target / one));
  const many = await estimate(probe);
  const perRow = (many - one) / BigInt(probe.length - 1) || 1n;
  const base = one > perRow ? one - perRow : 0n;
  const byGas = target > base ? Number((target - base) / perRow) : 1;
  const bytesPerRow = Math.max(1, Math.ceil((encode(probe).length - encode(first).length) / 2 / (probe.length - 1)));
  const byBytes = Math.floor(MAX_CALLDATA_BYTES / bytesPerRow);
  const size = Math.max(1, Math.min(byGas, byBytes));
  context.log(
    `batch size ${formatCount(size)} ${def.noun}(s) per transaction: about ${formatCount(base)} gas + ${formatCount(perRow)} per ${def.noun} ` +
      `(probe of ${probe.length}), filling ${SAFETY_PERCENT}% of ${formatCount(budget.perTransaction)} gas ` +
      `(30% of the block gas limit ${formatCount(budget.blockGasLimit)}, at most 2^24)` +
      (byBytes < byGas ? `, limited by calldata (${formatCount(bytesPerRow)} bytes per ${def.noun})` : ''),
  );
  return size;
}

/** A journal of another chain instance: its start block or its last mined batch is not on this chain. */
async function isStale(context: OwnerContext, journal: Journal): Promise<boolean> {
  const job = journal.job;
  if (!job) return false;
  if (job.startBlock !== undefined) {
    const block = await context.provider.getBlock(job.startBlock);
    if (block?.hash !== job.startBlockHash) return true;
  }
  const lastMined = [...journal.records].reverse().find((record) => record.kind === 'mined');
  return lastMined?.kind === 'mined' && (await context.provider.getTransactionReceipt(lastMined.txHash)) === null;
}

function checkJournal(journal: Journal, task: string, chainId: bigint, contract: string): void {
  const job = journal.job;
  if (!job) return;
  if (
    job.task !== task ||
    job.chainId !== chainId.toString() ||
    job.contract.toLowerCase() !== contract.toLowerCase()
  ) {
    throw new OwnerTaskError(
      `${journal.path} belongs to "${job.task}" on chain ${job.chainId} at ${job.contract}, not to this job ` +
        `("${task}" on chain ${chainId} at ${contract}): move it away (or use another input file) to start a new job`,
    );
  }
}

async function waitForReceipt(context: OwnerContext, hash: string): Promise<TransactionReceipt> {
  let delay = 25;
  for (;;) {
    const receipt = await withRetry(() => context.provider.getTransactionReceipt(hash), { attempts: 6 });
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 2_000);
  }
}

/**
 * Runs a CSV job resumably. Pass 1 streams the file, validates every row and asks the chain (through Multicall3, a
 * window at a time) which rows are already done; pass 2 streams it again and sends (or estimates, or exports for a
 * Safe) the rest in batches sized to the block, recording each batch in the journal next to the input before and
 * after it is sent. A re-run reconciles the journal with the chain first and never repeats a row.
 */
export async function runJob<Row extends JobRow>(
  context: OwnerContext,
  def: JobDefinition<Row>,
  actor: string,
  options: JobOptions,
): Promise<JobSummary> {
  const startedAt = Date.now();
  const mode = modeOf(context);
  const contractAddress = await def.contract.getAddress();
  const journalPath = `${options.input}.journal.jsonl`;
  const journal = await Journal.open(journalPath);
  if (await isStale(context, journal)) {
    const aside = mode === 'dry-run' ? undefined : await journal.setAside();
    context.log(
      `note: the chain does not have what ${journalPath} recorded (a reset local chain?): ` +
        (aside ? `moved it to ${aside}, starting a new job` : 'ignoring it'),
    );
    if (!aside) journal.records.length = 0;
  }
  checkJournal(journal, def.task, context.chainId, contractAddress);
  const inputSha256 = await sha256File(options.input);
  const inputChanged = journal.job !== undefined && journal.job.inputSha256 !== inputSha256;
  if (inputChanged) {
    context.log(
      `note: ${options.input} changed since the journal started; rows are matched against the chain only (not by line)`,
    );
  }
  const summary: JobSummary = {
    rows: 0,
    alreadyDone: 0,
    done: 0,
    failed: 0,
    skippedByContract: 0,
    inEarlierSafeFiles: 0,
    transactions: 0,
    plannedGas: [],
    gasUsed: 0n,
    costWei: 0n,
    batchSize: 0,
    safeFiles: [],
    journal: journalPath,
    seconds: 0,
    stopped: false,
  };

  try {
    if (mode === 'send') {
      await reconcileInFlight(context, journal, def, options.waitSeconds ?? 600);
    } else if (journal.inFlight().length > 0) {
      context.log(
        `note: a batch of an earlier run is unconfirmed; the next real run checks it before sending anything`,
      );
    }
    const started = journal.job ? { baselineScheduleCount: journal.job.baselineScheduleCount } : await def.start?.();
    const memory: JobMemory = {
      confirmedLines: inputChanged ? new Set() : journal.confirmedLines(),
      createdScheduleIds: journal.createdScheduleIds(),
      baselineScheduleCount:
        started?.baselineScheduleCount === undefined ? undefined : BigInt(started.baselineScheduleCount),
    };
    const exported = mode === 'safe' && !options.replaceSafeFiles ? journal.exportedLines() : new Map<number, string>();
    const windowSize = options.windowSize ?? 2_000;

    // Pass 1: validate everything, count what is left, keep a probe for the batch size.
    let pendingRows = 0;
    let pendingTotal = 0n;
    const probe: Row[] = [];
    const earlierFiles = new Set<string>();
    for await (const window of windows(options.input, def.newParser, def.newClassifier(memory), windowSize)) {
      window.rows.forEach((row, i) => {
        summary.rows++;
        if (window.done[i]) summary.alreadyDone++;
        else if (exported.has(row.line)) {
          summary.inEarlierSafeFiles++;
          earlierFiles.add(exported.get(row.line) as string);
        } else {
          pendingRows++;
          pendingTotal += def.amount(row);
          if (probe.length < PROBE_ROWS) probe.push(row);
        }
      });
    }
    def.afterFirstPass?.();
    const source = path.basename(options.input);
    context.log(
      `${def.task} ${source}: ${formatCount(summary.rows)} row(s); ${formatCount(summary.alreadyDone)} already on chain; ` +
        `${formatCount(pendingRows)} to ${mode === 'send' ? 'send' : 'plan'} (${formatGm(pendingTotal)})` +
        (summary.inEarlierSafeFiles > 0
          ? `; ${formatCount(summary.inEarlierSafeFiles)} in earlier Safe batch files`
          : ''),
    );
    if (summary.inEarlierSafeFiles > 0) {
      context.log(
        `  ${formatCount(summary.inEarlierSafeFiles)} row(s) are in Safe batch files written earlier and not yet on chain ` +
          `(${[...earlierFiles].slice(0, 3).join(', ')}${earlierFiles.size > 3 ? ', …' : ''}): execute those files, or pass ` +
          `--replace-safe-files to write them again (then discard the old files and any Safe transaction made from them)`,
      );
    }
    if (pendingRows === 0) {
      if (mode === 'send' && journal.exists && !journal.records.some((r) => r.kind === 'finished')) {
        journal.append({ kind: 'finished', rows: summary.rows, at: new Date().toISOString() });
      }
      context.log(
        summary.inEarlierSafeFiles > 0
          ? `nothing new to export: the rest waits in earlier Safe batch files`
          : `nothing to do: every row is on chain${journal.exists ? ` (journal ${journalPath})` : ''}`,
      );
      return summary;
    }

    if (mode !== 'dry-run' && !journal.job) {
      const head = await context.provider.getBlock('latest');
      journal.append({
        kind: 'job',
        v: 1,
        task: def.task,
        chainId: context.chainId.toString(),
        contract: contractAddress,
        input: path.resolve(options.input),
        inputSha256,
        ...(started?.baselineScheduleCount !== undefined
          ? { baselineScheduleCount: started.baselineScheduleCount }
          : {}),
        ...(head?.hash ? { startBlock: head.number, startBlockHash: head.hash } : {}),
        at: new Date().toISOString(),
      });
    }
    if (mode !== 'dry-run') {
      journal.append({ kind: 'run', mode, inputSha256, actor, at: new Date().toISOString() });
    }

    const prepared = await def.prepare({ rows: pendingRows, total: pendingTotal }, actor);
    const budget = await gasBudget(context.provider);
    const gasPrice = await currentGasPrice(context.provider);
    let override = prepared.calls.length > 0 ? (prepared.override ?? undefined) : undefined;
    const preGas: Array<bigint | null> = [];
    if (mode === 'send') {
      if (!context.sender)
        throw new OwnerTaskError('the network has no account to send from: use --dry-run or --safe-json');
      for (const call of prepared.calls) {
        context.log(`${call.summary}`);
        const tx = await call.contract.connect(context.sender as Signer).getFunction(call.method)(...call.args);
        journal.append({ kind: 'pre', method: call.method, txHash: tx.hash as string, at: new Date().toISOString() });
        const receipt = await waitForReceipt(context, tx.hash as string);
        if (receipt.status !== 1)
          throw new OwnerTaskError(`${call.label}.${call.method} reverted (tx ${tx.hash as string})`);
        summary.gasUsed += receipt.gasUsed;
        summary.costWei += receipt.gasUsed * (receipt.gasPrice ?? 0n);
        summary.transactions++;
      }
      override = undefined;
    } else {
      for (const call of prepared.calls) {
        context.log(`${mode === 'safe' ? 'for the Safe' : 'dry run, not sent'}: ${call.summary}`);
        const data = call.contract.interface.encodeFunctionData(call.method, call.args);
        preGas.push(
          await estimateGas(context.provider, { from: actor, to: await call.contract.getAddress(), data }).catch(
            () => null,
          ),
        );
      }
      if (prepared.calls.length > 0 && prepared.override === null) {
        context.log(
          `note: the node cannot estimate the batches before the approval is mined (no eth_estimateGas state override)`,
        );
      }
    }

    const auto = !options.batchSize;
    const batchSize = options.batchSize || (await batchSizeFromProbe(context, def, actor, probe, budget, override));
    summary.batchSize = batchSize;

    const progress: Progress = createProgress({
      label: def.task,
      interactive: context.interactive ?? false,
      log: context.log,
      intervalMs: options.progressIntervalMs,
    });
    const counts: ProgressCounts = { done: 0, skipped: summary.alreadyDone, failed: 0 };
    const execution = new BatchExecution(
      context,
      def,
      journal,
      memory,
      actor,
      budget,
      override,
      auto,
      progress,
      counts,
      summary,
    );
    let stopRequested = false;
    const onSigint = (): void => {
      if (stopRequested) process.exit(130);
      stopRequested = true;
      progress.log('stopping after the current batch (Ctrl-C again to stop at once; a re-run resumes either way)');
    };
    if (mode === 'send') process.on('SIGINT', onSigint);
    if (mode === 'safe') await execution.addPreCalls(prepared.calls, preGas);
    progress.start(pendingRows);
    try {
      // Pass 2: the chain is asked again per window, right before the window's batches go out.
      let buffer: Row[] = [];
      const classify = def.newClassifier(memory);
      for await (const window of windows(options.input, def.newParser, classify, windowSize)) {
        window.rows.forEach((row, i) => {
          if (!window.done[i] && !exported.has(row.line)) buffer.push(row);
        });
        while (buffer.length >= batchSize && !stopRequested) {
          await execution.process(buffer.slice(0, batchSize));
          buffer = buffer.slice(batchSize);
        }
        if (stopRequested || execution.aborted) break;
      }
      if (buffer.length > 0 && !stopRequested && !execution.aborted) await execution.process(buffer);
      await execution.finish();
    } finally {
      progress.stop();
      if (mode === 'send') process.off('SIGINT', onSigint);
    }
    summary.stopped = stopRequested || execution.aborted;
    if (mode === 'dry-run') summary.plannedGas = [...preGas, ...summary.plannedGas];

    if (mode === 'send' && !summary.stopped && summary.failed === 0) {
      journal.append({ kind: 'finished', rows: summary.rows, at: new Date().toISOString() });
    }
    summary.seconds = (Date.now() - startedAt) / 1000;
    reportSummary(context, def, summary, mode, gasPrice, prepared.calls.length > 0);
    return summary;
  } finally {
    journal.close();
  }
}

function reportSummary<Row extends JobRow>(
  context: OwnerContext,
  def: JobDefinition<Row>,
  summary: JobSummary,
  mode: 'send' | 'dry-run' | 'safe',
  gasPrice: bigint,
  needsApproval: boolean,
): void {
  const lines: string[] = [];
  if (mode === 'send') {
    lines.push(
      `${def.task}: ${formatCount(summary.done)} ${def.noun}(s) sent and confirmed, ${formatCount(summary.alreadyDone)} already on chain` +
        `${summary.skippedByContract > 0 ? `, ${formatCount(summary.skippedByContract)} skipped by the contract` : ''}` +
        `, ${formatCount(summary.failed)} failed; ${formatCount(summary.transactions)} transaction(s), ${formatCount(summary.gasUsed)} gas, ` +
        `${formatBnb(summary.costWei)}, ${summary.seconds.toFixed(1)} s`,
    );
    if (summary.stopped || summary.failed > 0) {
      lines.push(
        `stopped before the end: run the same command again to finish (the journal ${summary.journal} and the chain say what is done)`,
      );
    }
  } else {
    lines.push(
      ...describeCost({
        gasPerTransaction: summary.plannedGas,
        currentGasPrice: gasPrice,
        gasPrice: context.gasPrice,
        unestimated: needsApproval
          ? 'they need the approval first, and this node applies no state override to eth_estimateGas'
          : undefined,
      }).lines,
    );
    if (mode === 'dry-run')
      lines.push(
        `dry run: ${formatCount(summary.done)} ${def.noun}(s) in ${formatCount(summary.plannedGas.length)} transaction(s) planned, nothing sent`,
      );
    else {
      lines.push(
        `wrote ${summary.safeFiles.length} Safe batch file(s) (${summary.safeFiles[0]}${summary.safeFiles.length > 1 ? ` … ${summary.safeFiles[summary.safeFiles.length - 1]}` : ''}), ` +
          `one Safe transaction each, in order: import each in Safe{Wallet} → Apps → Transaction Builder, check, sign and execute. ` +
          `Run the same command again at any time: it leaves out what the chain already has.`,
      );
    }
  }
  lines.forEach((line) => context.log(line));
}

/** Sends, estimates or exports the batches of one run, in order. */
class BatchExecution<Row extends JobRow> {
  aborted = false;
  private consecutiveFailures = 0;
  private nextNonce = 0;
  private batchNumber: number;
  private readonly estimates: Array<Promise<void>> = [];
  /** Gas of each dry-run batch (a batch split in auto mode has several), in order. */
  private readonly dryRunGas: Array<Array<bigint | null>> = [];
  private safeGroup: Array<{ to: string; data: string; gas: bigint | null; rows: Row[]; label: string }> = [];
  private safeGroupGas = 0n;
  private readonly safeFiles: Array<{
    transactions: Array<{ to: string; data: string }>;
    lines: number[];
    label: string;
    gas: bigint | null;
  }> = [];

  constructor(
    private readonly context: OwnerContext,
    private readonly def: JobDefinition<Row>,
    private readonly journal: Journal,
    private readonly memory: JobMemory,
    private readonly actor: string,
    private readonly budget: GasBudget,
    private readonly override: StateOverride | undefined,
    private readonly auto: boolean,
    private readonly progress: Progress,
    private readonly counts: ProgressCounts,
    private readonly summary: JobSummary,
  ) {
    this.batchNumber = journal.nextBatchNumber();
  }

  private encode(rows: Row[]): string {
    return this.def.contract.interface.encodeFunctionData(this.def.method, this.def.args(rows));
  }

  /** Safe mode: calls that open the first batch file (the approval). */
  async addPreCalls(calls: PlannedCall[], gas: Array<bigint | null>): Promise<void> {
    for (const [i, call] of calls.entries()) {
      this.safeGroup.push({
        to: await call.contract.getAddress(),
        data: call.contract.interface.encodeFunctionData(call.method, call.args),
        gas: gas[i] ?? null,
        rows: [],
        label: call.method,
      });
      this.safeGroupGas += gas[i] ?? 0n;
    }
  }

  /** Estimates a batch; in auto mode splits it while it is above the budget. */
  private async splitToFit(rows: Row[]): Promise<Array<{ rows: Row[]; gas: bigint | null; error?: string }>> {
    const to = await this.def.contract.getAddress();
    let gas: bigint | null;
    try {
      gas = await estimateGas(this.context.provider, { from: this.actor, to, data: this.encode(rows) }, this.override);
    } catch (error) {
      return [{ rows, gas: null, error: describeRevert(error, this.def.contract.interface) }];
    }
    const tooBig = gas !== null && gas > this.budget.perTransaction;
    if (tooBig && this.auto && rows.length > 1) {
      const half = Math.ceil(rows.length / 2);
      return [...(await this.splitToFit(rows.slice(0, half))), ...(await this.splitToFit(rows.slice(half)))];
    }
    return [{ rows, gas }];
  }

  async process(rows: Row[]): Promise<void> {
    const mode = modeOf(this.context);
    if (mode === 'dry-run') {
      const slot: Array<bigint | null> = [];
      this.dryRunGas.push(slot);
      const work = this.splitToFit(rows).then((parts) => {
        slot.push(...parts.map((part) => part.gas));
        for (const part of parts) {
          if (part.error)
            this.progress.log(
              `  ${describeRanges(toRanges(part.rows.map((r) => r.line)))}: would revert: ${part.error}`,
            );
        }
        this.summary.done += rows.length;
        this.counts.done += rows.length;
        this.progress.update(this.counts);
      });
      this.estimates.push(work);
      // Estimates run four at a time; the slots keep the transactions in order.
      if (this.estimates.length >= 4) await this.estimates.shift();
      return;
    }
    for (const part of await this.splitToFit(rows)) {
      if (mode === 'safe') await this.addToSafe(part.rows, part.gas, part.error);
      else await this.send(part.rows, part.gas, part.error);
      if (this.aborted) return;
    }
  }

  private async addToSafe(rows: Row[], gas: bigint | null, error?: string): Promise<void> {
    if (error) {
      this.progress.log(
        `  ${describeRanges(toRanges(rows.map((r) => r.line)))}: the Safe's call would revert: ${error}; left out`,
      );
      this.summary.failed += rows.length;
      this.counts.failed += rows.length;
      this.progress.update(this.counts);
      return;
    }
    const fits = gas !== null && this.safeGroupGas + gas <= this.budget.perTransaction;
    if (this.safeGroup.length > 0 && !fits) this.flushSafeGroup();
    this.safeGroup.push({
      to: await this.def.contract.getAddress(),
      data: this.encode(rows),
      gas,
      rows,
      label: describeRanges(toRanges(rows.map((r) => r.line))),
    });
    this.safeGroupGas += gas ?? this.budget.perTransaction;
    this.summary.done += rows.length;
    this.counts.done += rows.length;
    this.progress.update(this.counts);
  }

  private flushSafeGroup(): void {
    if (this.safeGroup.length === 0) return;
    const gas = this.safeGroup.some((tx) => tx.gas === null)
      ? null
      : this.safeGroup.reduce((sum, tx) => sum + (tx.gas ?? 0n), 0n);
    this.safeFiles.push({
      transactions: this.safeGroup.map(({ to, data }) => ({ to, data })),
      lines: this.safeGroup.flatMap((tx) => tx.rows.map((row) => row.line)),
      label: this.safeGroup.map((tx) => tx.label || 'approval').join(', '),
      gas,
    });
    this.safeGroup = [];
    this.safeGroupGas = 0n;
  }

  private async send(rows: Row[], gas: bigint | null, estimateError?: string): Promise<void> {
    const where = describeRanges(toRanges(rows.map((r) => r.line)));
    const sender = this.context.sender;
    if (!sender) throw new OwnerTaskError('the network has no account to send from: use --dry-run or --safe-json');
    const batch = this.batchNumber++;
    if (estimateError || gas === null) {
      this.fail(rows, `batch ${batch} (${where}) would revert, not sent: ${estimateError ?? 'no estimate'}`);
      return;
    }
    // The account's mined nonce, never below the one after our last transaction (a lagging node must not make us reuse it).
    const fetched = await withRetry(() => this.context.provider.getTransactionCount(sender.address, 'latest'));
    const nonce = Math.max(fetched, this.nextNonce);
    const lines = toRanges(rows.map((r) => r.line));
    this.journal.append({ kind: 'intent', batch, nonce, lines, at: new Date().toISOString() });
    const cap = this.budget.blockGasLimit < TX_GAS_CAP ? this.budget.blockGasLimit : TX_GAS_CAP;
    const limit = (gas * 12n) / 10n;
    let hash: string;
    try {
      const tx = await sender.sendTransaction({
        to: await this.def.contract.getAddress(),
        data: this.encode(rows),
        nonce,
        gasLimit: limit < cap ? limit : cap,
      });
      hash = tx.hash;
    } catch (error) {
      throw new OwnerTaskError(
        `sending batch ${batch} (${where}, nonce ${nonce}) failed: ${describeRevert(error, this.def.contract.interface)}. ` +
          `Run the same command again: it checks the chain for this batch first and never sends a row twice`,
        error as Error,
      );
    }
    this.nextNonce = nonce + 1;
    this.journal.append({ kind: 'sent', batch, txHash: hash, at: new Date().toISOString() });
    let receipt: TransactionReceipt;
    try {
      receipt = await waitForReceipt(this.context, hash);
    } catch (error) {
      throw new OwnerTaskError(
        `waiting for batch ${batch} (tx ${hash}) failed: ${(error as Error).message}. Run the same command again to resume`,
        error as Error,
      );
    }
    this.summary.transactions++;
    this.summary.gasUsed += receipt.gasUsed;
    this.summary.costWei += receipt.gasUsed * (receipt.gasPrice ?? 0n);
    if (receipt.status !== 1) {
      this.journal.append({
        kind: 'reverted',
        batch,
        txHash: hash,
        reason: 'reverted on chain',
        at: new Date().toISOString(),
      });
      this.fail(rows, `batch ${batch} (${where}) reverted on chain: tx ${hash}`);
      return;
    }
    const facts = this.def.readReceipt?.(receipt) ?? {};
    this.journal.append({
      kind: 'mined',
      batch,
      txHash: hash,
      block: receipt.blockNumber,
      gasUsed: receipt.gasUsed.toString(),
      gasPrice: (receipt.gasPrice ?? 0n).toString(),
      ...(facts.scheduleIds ? { scheduleIds: facts.scheduleIds } : {}),
      ...(facts.skipped ? { skipped: facts.skipped } : {}),
      at: new Date().toISOString(),
    });
    for (const id of facts.scheduleIds ?? []) this.memory.createdScheduleIds.add(BigInt(id));
    for (const row of rows) this.memory.confirmedLines.add(row.line);
    const skipped = facts.skipped ?? 0;
    this.summary.skippedByContract += skipped;
    this.summary.done += rows.length - skipped;
    this.counts.done += rows.length - skipped;
    this.counts.skipped += skipped;
    this.consecutiveFailures = 0;
    this.progress.update(this.counts);
  }

  private fail(rows: Row[], message: string): void {
    this.progress.log(message);
    this.summary.failed += rows.length;
    this.counts.failed += rows.length;
    this.progress.update(this.counts);
    if (++this.consecutiveFailures >= 3) {
      this.progress.log('three batches in a row failed: stopping');
      this.aborted = true;
    }
  }

  async finish(): Promise<void> {
    await Promise.all(this.estimates);
    this.summary.plannedGas.push(...this.dryRunGas.flat());
    if (modeOf(this.context) !== 'safe') return;
    this.flushSafeGroup();
    const base = this.context.safeJson as string;
    for (const [index, file] of this.safeFiles.entries()) {
      const name = safeBatchFileName(base, index, this.safeFiles.length);
      await writeSafeBatchFile(
        name,
        buildSafeBatchFile({
          chainId: this.context.chainId,
          safe: this.actor,
          name: `GM Claim ${this.def.task} ${index + 1}/${this.safeFiles.length}`,
          description:
            `${this.def.label}.${this.def.method}: ${file.label}` +
            (file.gas !== null ? ` (about ${file.gas} gas)` : ''),
          transactions: file.transactions.map((tx) => ({ ...tx, value: '0' })),
        }),
      );
      this.journal.append({
        kind: 'safe-file',
        file: name,
        lines: toRanges(file.lines),
        transactions: file.transactions.length,
        at: new Date().toISOString(),
      });
      this.summary.safeFiles.push(name);
      this.summary.plannedGas.push(file.gas);
    }
  }
}
