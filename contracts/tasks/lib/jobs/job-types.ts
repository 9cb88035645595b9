import { type Contract, type TransactionReceipt } from 'ethers';
import { type CsvRow } from '../csv.js';
import { type PlannedCall } from '../context.js';
import { type StateOverride } from '../gas.js';
import { type ReceiptFacts } from './journal.js';

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
  readReceipt?(receipt: TransactionReceipt): ReceiptFacts;
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

export const emptySummary = (journal: string): JobSummary => ({
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
  journal,
  seconds: 0,
  stopped: false,
});
