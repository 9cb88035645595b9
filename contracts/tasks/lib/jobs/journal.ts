import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { type TransactionReceipt } from 'ethers';
import { OwnerTaskError } from '../errors.js';

/** Consecutive CSV lines [first, last], the compact form of a batch's rows. */
export type LineRanges = Array<[number, number]>;

export type JournalRecord =
  | {
      kind: 'job';
      v: 1;
      task: string;
      chainId: string;
      contract: string;
      input: string;
      inputSha256: string;
      /** GMVesting.scheduleCount when the job started: schedules with a higher id were created since. */
      baselineScheduleCount?: string;
      /** A block when the job started: a chain that no longer has it (a reset dev chain) is another chain. */
      startBlock?: number;
      startBlockHash?: string;
      at: string;
    }
  | { kind: 'run'; mode: 'send' | 'safe'; inputSha256: string; actor: string; at: string }
  | { kind: 'pre'; method: string; txHash: string; at: string }
  | { kind: 'intent'; batch: number; nonce: number; lines: LineRanges; at: string }
  | { kind: 'sent'; batch: number; txHash: string; at: string }
  | {
      kind: 'mined';
      batch: number;
      txHash: string;
      block: number;
      gasUsed: string;
      gasPrice: string;
      /** Schedule ids the batch created, in row order (create-schedules). */
      scheduleIds?: string[];
      /** Rows the contract skipped itself (RegistrationSkipped): someone registered them first. */
      skipped?: number;
      at: string;
    }
  | { kind: 'reverted'; batch: number; txHash?: string; reason: string; at: string }
  /** The batch's transaction will never be mined (its nonce is free or used by another transaction). */
  | { kind: 'dropped'; batch: number; at: string }
  /** A transaction with the batch's nonce was mined but its hash was never recorded: the chain tells what it did. */
  | { kind: 'unknown'; batch: number; at: string }
  | { kind: 'safe-file'; file: string; lines: LineRanges; transactions: number; at: string }
  | { kind: 'finished'; rows: number; at: string };

/** What a job reads from a mined batch's receipt (its `readReceipt`). */
export interface ReceiptFacts {
  scheduleIds?: string[];
  skipped?: number;
}

/** The `mined` record of batch `batch`, sent as `txHash`: its receipt and what the job read from it. */
export function minedRecord(
  batch: number,
  txHash: string,
  receipt: TransactionReceipt,
  facts: ReceiptFacts,
): JournalRecord {
  return {
    kind: 'mined',
    batch,
    txHash,
    block: receipt.blockNumber,
    gasUsed: receipt.gasUsed.toString(),
    gasPrice: (receipt.gasPrice ?? 0n).toString(),
    ...(facts.scheduleIds ? { scheduleIds: facts.scheduleIds } : {}),
    ...(facts.skipped ? { skipped: facts.skipped } : {}),
    at: new Date().toISOString(),
  };
}

export function toRanges(lines: readonly number[]): LineRanges {
  const ranges: LineRanges = [];
  for (const line of lines) {
    const last = ranges[ranges.length - 1];
    if (last && line === last[1] + 1) last[1] = line;
    else ranges.push([line, line]);
  }
  return ranges;
}

export function* linesOf(ranges: LineRanges): Generator<number> {
  for (const [first, last] of ranges) for (let line = first; line <= last; line++) yield line;
}

export function describeRanges(ranges: LineRanges): string {
  if (ranges.length === 0) return 'no lines';
  const first = ranges[0]?.[0];
  const last = ranges[ranges.length - 1]?.[1];
  return first === last ? `CSV line ${first}` : `CSV lines ${first}–${last}`;
}

export interface InFlightBatch {
  batch: number;
  nonce: number;
  lines: LineRanges;
  txHash?: string;
}

/**
 * The append-only journal of a job, `<input>.journal.jsonl` next to its CSV: one JSON record per line, each written
 * with fsync before the step it announces, so a crash leaves at most one batch to reconcile with the chain.
 */
export class Journal {
  readonly records: JournalRecord[] = [];
  private fd: number | undefined;

  private constructor(readonly path: string) {}

  static async open(path: string): Promise<Journal> {
    const journal = new Journal(path);
    let text = '';
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw new OwnerTaskError(`cannot read the journal ${path}: ${(error as Error).message}`);
      }
    }
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    lines.forEach((line, index) => {
      try {
        journal.records.push(JSON.parse(line) as JournalRecord);
      } catch {
        // A crash can cut the last record short; anything else is a damaged journal.
        if (index !== lines.length - 1)
          throw new OwnerTaskError(`${path} line ${index + 1} is not JSON: the journal is damaged`);
      }
    });
    return journal;
  }

  get job(): Extract<JournalRecord, { kind: 'job' }> | undefined {
    return this.records.find((record): record is Extract<JournalRecord, { kind: 'job' }> => record.kind === 'job');
  }

  get exists(): boolean {
    return this.records.length > 0;
  }

  /** Appends a record durably (fsync) and keeps it in memory. */
  append(record: JournalRecord): void {
    this.fd ??= openSync(this.path, 'a');
    writeSync(this.fd, `${JSON.stringify(record)}\n`);
    fsyncSync(this.fd);
    this.records.push(record);
  }

  /** Moves the journal aside (`<path>.<time>.stale`) and starts an empty one. */
  async setAside(): Promise<string> {
    this.close();
    const aside = `${this.path}.${new Date().toISOString().replace(/[:.]/g, '-')}.stale`;
    await rename(this.path, aside);
    this.records.length = 0;
    return aside;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  nextBatchNumber(): number {
    return this.records.reduce((max, record) => ('batch' in record ? Math.max(max, record.batch) : max), 0) + 1;
  }

  /** Batches announced (intent) that have no final record yet. */
  inFlight(): InFlightBatch[] {
    const open = new Map<number, InFlightBatch>();
    for (const record of this.records) {
      if (record.kind === 'intent')
        open.set(record.batch, { batch: record.batch, nonce: record.nonce, lines: record.lines });
      else if (record.kind === 'sent') {
        const batch = open.get(record.batch);
        if (batch) batch.txHash = record.txHash;
      } else if (['mined', 'reverted', 'dropped', 'unknown'].includes(record.kind) && 'batch' in record) {
        open.delete(record.batch);
      }
    }
    return [...open.values()];
  }

  /** CSV lines of the batches the chain confirmed (mined). */
  confirmedLines(): Set<number> {
    const intents = new Map<number, LineRanges>();
    const done = new Set<number>();
    for (const record of this.records) {
      if (record.kind === 'intent') intents.set(record.batch, record.lines);
      if (record.kind === 'mined') for (const line of linesOf(intents.get(record.batch) ?? [])) done.add(line);
    }
    return done;
  }

  /** Schedule ids created by this job's mined batches. */
  createdScheduleIds(): Set<bigint> {
    const ids = new Set<bigint>();
    for (const record of this.records)
      if (record.kind === 'mined') for (const id of record.scheduleIds ?? []) ids.add(BigInt(id));
    return ids;
  }

  /** CSV lines written to Safe batch files, with the file of each. */
  exportedLines(): Map<number, string> {
    const exported = new Map<number, string>();
    for (const record of this.records)
      if (record.kind === 'safe-file') for (const line of linesOf(record.lines)) exported.set(line, record.file);
    return exported;
  }
}
