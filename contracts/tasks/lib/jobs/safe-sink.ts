import { type PlannedCall } from '../context.js';
import { buildSafeBatchFile, safeBatchFileName, writeSafeBatchFile } from '../safe-batch.js';
import type { BatchSink } from './batch-sink.js';
import { type JobRow } from './job-types.js';
import {
  countDone,
  countFailed,
  describeLines,
  type EstimatedPart,
  estimateBatch,
  type JobRun,
  plannedCostLines,
  type SummaryCost,
} from './job-run.js';
import { toRanges } from './journal.js';

interface SafeTransaction {
  to: string;
  data: string;
  gas: bigint | null;
  lines: number[];
  /** The rows' lines in words; empty for a call before the batches. */
  label: string;
}

interface SafeFile {
  transactions: Array<{ to: string; data: string }>;
  lines: number[];
  label: string;
  gas: bigint | null;
}

/**
 * Groups the batches into Safe Transaction Builder files of at most one transaction's gas budget each (one Safe
 * transaction per file, executed in order) and writes them at the end, each recorded in the journal.
 */
export class SafeSink<Row extends JobRow> implements BatchSink<Row> {
  readonly aborted = false;
  private group: SafeTransaction[] = [];
  private groupGas = 0n;
  private readonly files: SafeFile[] = [];

  private constructor(private readonly run: JobRun<Row>) {}

  /** A sink whose first file opens with `preCalls` (the approval). */
  static async create<Row extends JobRow>(
    run: JobRun<Row>,
    preCalls: PlannedCall[],
    preGas: Array<bigint | null>,
  ): Promise<SafeSink<Row>> {
    const sink = new SafeSink(run);
    for (const [i, call] of preCalls.entries()) {
      sink.group.push({
        to: await call.contract.getAddress(),
        data: call.contract.interface.encodeFunctionData(call.method, call.args),
        gas: preGas[i] ?? null,
        lines: [],
        label: call.method,
      });
      sink.groupGas += preGas[i] ?? 0n;
    }
    return sink;
  }

  async process(rows: Row[]): Promise<void> {
    for (const part of await estimateBatch(this.run, rows)) await this.add(part);
  }

  private async add({ rows, data, gas, error }: EstimatedPart<Row>): Promise<void> {
    const { run } = this;
    if (error) {
      run.progress.log(`  ${describeLines(rows)}: the Safe's call would revert: ${error}; left out`);
      countFailed(run, rows.length);
      return;
    }
    const fits = gas !== null && this.groupGas + gas <= run.budget.perTransaction;
    if (this.group.length > 0 && !fits) this.closeFile();
    this.group.push({
      to: await run.def.contract.getAddress(),
      data,
      gas,
      lines: rows.map((row) => row.line),
      label: describeLines(rows),
    });
    this.groupGas += gas ?? run.budget.perTransaction;
    countDone(run, rows.length);
  }

  private closeFile(): void {
    if (this.group.length === 0) return;
    const gas = this.group.some((tx) => tx.gas === null)
      ? null
      : this.group.reduce((sum, tx) => sum + (tx.gas ?? 0n), 0n);
    this.files.push({
      transactions: this.group.map(({ to, data }) => ({ to, data })),
      lines: this.group.flatMap((tx) => tx.lines),
      label: this.group.map((tx) => tx.label || 'approval').join(', '),
      gas,
    });
    this.group = [];
    this.groupGas = 0n;
  }

  async finish(): Promise<void> {
    const { context, def, journal, summary, actor } = this.run;
    this.closeFile();
    const base = context.safeJson as string;
    for (const [index, file] of this.files.entries()) {
      const name = safeBatchFileName(base, index, this.files.length);
      await writeSafeBatchFile(
        name,
        buildSafeBatchFile({
          chainId: context.chainId,
          safe: actor,
          name: `GM Claim ${def.task} ${index + 1}/${this.files.length}`,
          description:
            `${def.label}.${def.method}: ${file.label}` + (file.gas !== null ? ` (about ${file.gas} gas)` : ''),
          transactions: file.transactions.map((tx) => ({ ...tx, value: '0' })),
        }),
      );
      journal.append({
        kind: 'safe-file',
        file: name,
        lines: toRanges(file.lines),
        transactions: file.transactions.length,
        at: new Date().toISOString(),
      });
      summary.safeFiles.push(name);
      summary.plannedGas.push(file.gas);
    }
  }

  summaryLines(cost: SummaryCost): string[] {
    const files = this.run.summary.safeFiles;
    return [
      ...plannedCostLines(this.run, cost),
      `wrote ${files.length} Safe batch file(s) (${files[0]}${files.length > 1 ? ` … ${files[files.length - 1]}` : ''}), ` +
        `one Safe transaction each, in order: import each in Safe{Wallet} → Apps → Transaction Builder, check, sign and execute. ` +
        `Run the same command again at any time: it leaves out what the chain already has.`,
    ];
  }
}
