import path from 'node:path';
import { sha256File } from '../csv.js';
import { type OwnerContext } from '../context.js';
import { OwnerTaskError } from '../errors.js';
import { Journal } from './journal.js';

export interface OpenedJournal {
  journal: Journal;
  inputSha256: string;
  /** The input differs from the one the journal started with: its lines no longer identify rows. */
  inputChanged: boolean;
}

/**
 * Opens the journal next to the input: one of another chain instance is set aside (ignored in a dry run, which
 * writes nothing), one of another job is refused.
 */
export async function openJobJournal(
  context: OwnerContext,
  job: { task: string; contract: string; input: string; dryRun: boolean },
): Promise<OpenedJournal> {
  const journalPath = `${job.input}.journal.jsonl`;
  const journal = await Journal.open(journalPath);
  if (await isStale(context, journal)) {
    const aside = job.dryRun ? undefined : await journal.setAside();
    context.log(
      `note: the chain does not have what ${journalPath} recorded (a reset local chain?): ` +
        (aside ? `moved it to ${aside}, starting a new job` : 'ignoring it'),
    );
    if (!aside) journal.records.length = 0;
  }
  checkJournal(journal, job.task, context.chainId, job.contract);
  const inputSha256 = await sha256File(job.input);
  const inputChanged = journal.job !== undefined && journal.job.inputSha256 !== inputSha256;
  if (inputChanged) {
    context.log(
      `note: ${job.input} changed since the journal started; rows are matched against the chain only (not by line)`,
    );
  }
  return { journal, inputSha256, inputChanged };
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

/** Writes the job's record (once, when the journal starts) and this run's, before anything is sent or exported. */
export async function recordRun(
  context: OwnerContext,
  journal: Journal,
  run: {
    task: string;
    contract: string;
    input: string;
    inputSha256: string;
    mode: 'send' | 'safe';
    actor: string;
    baselineScheduleCount?: string;
  },
): Promise<void> {
  if (!journal.job) {
    const head = await context.provider.getBlock('latest');
    journal.append({
      kind: 'job',
      v: 1,
      task: run.task,
      chainId: context.chainId.toString(),
      contract: run.contract,
      input: path.resolve(run.input),
      inputSha256: run.inputSha256,
      ...(run.baselineScheduleCount !== undefined ? { baselineScheduleCount: run.baselineScheduleCount } : {}),
      ...(head?.hash ? { startBlock: head.number, startBlockHash: head.hash } : {}),
      at: new Date().toISOString(),
    });
  }
  journal.append({
    kind: 'run',
    mode: run.mode,
    inputSha256: run.inputSha256,
    actor: run.actor,
    at: new Date().toISOString(),
  });
}
