import { type TransactionReceipt } from 'ethers';
import { withRetry } from '@gm-claim/shared/ops/with-retry';
import { describeRevert, OwnerTaskError } from '../errors.js';
import { formatBnb, formatCount, TX_GAS_CAP } from '../gas.js';
import type { BatchSink } from './batch-sink.js';
import { type JobRow } from './job-types.js';
import { countFailed, describeLines, type EstimatedPart, estimateBatch, type JobRun } from './job-run.js';
import { minedRecord, toRanges } from './journal.js';
import { waitForReceipt } from './wait-for-receipt.js';

/**
 * Sends each batch and waits for it to be mined, writing the journal around it (intent with the nonce, sent with
 * the hash, then mined or reverted), so that a re-run can tell what landed. Stops after three failures in a row.
 */
export class SendSink<Row extends JobRow> implements BatchSink<Row> {
  aborted = false;
  private consecutiveFailures = 0;
  private nextNonce = 0;
  private batchNumber: number;

  constructor(private readonly run: JobRun<Row>) {
    this.batchNumber = run.journal.nextBatchNumber();
  }

  async process(rows: Row[]): Promise<void> {
    for (const part of await estimateBatch(this.run, rows)) {
      await this.send(part);
      if (this.aborted) return;
    }
  }

  private async send({ rows, data, gas, error: estimateError }: EstimatedPart<Row>): Promise<void> {
    const { context, def, journal, budget } = this.run;
    const where = describeLines(rows);
    const sender = context.sender;
    if (!sender) throw new OwnerTaskError('the network has no account to send from: use --dry-run or --safe-json');
    const batch = this.batchNumber++;
    if (estimateError || gas === null) {
      this.fail(rows, `batch ${batch} (${where}) would revert, not sent: ${estimateError ?? 'no estimate'}`);
      return;
    }
    // The account's mined nonce, never below the one after our last transaction (a lagging node must not make us reuse it).
    const fetched = await withRetry(() => context.provider.getTransactionCount(sender.address, 'latest'));
    const nonce = Math.max(fetched, this.nextNonce);
    journal.append({ kind: 'intent', batch, nonce, lines: toRanges(rows.map((r) => r.line)), at: now() });
    const cap = budget.blockGasLimit < TX_GAS_CAP ? budget.blockGasLimit : TX_GAS_CAP;
    const limit = (gas * 12n) / 10n;
    let hash: string;
    try {
      const tx = await sender.sendTransaction({
        to: await def.contract.getAddress(),
        data,
        nonce,
        gasLimit: limit < cap ? limit : cap,
      });
      hash = tx.hash;
    } catch (error) {
      throw new OwnerTaskError(
        `sending batch ${batch} (${where}, nonce ${nonce}) failed: ${describeRevert(error, def.contract.interface)}. ` +
          `Run the same command again: it checks the chain for this batch first and never sends a row twice`,
        error as Error,
      );
    }
    this.nextNonce = nonce + 1;
    journal.append({ kind: 'sent', batch, txHash: hash, at: now() });
    const receipt = await this.receiptOf(batch, hash);
    if (receipt.status !== 1) {
      journal.append({ kind: 'reverted', batch, txHash: hash, reason: 'reverted on chain', at: now() });
      this.fail(rows, `batch ${batch} (${where}) reverted on chain: tx ${hash}`);
      return;
    }
    this.confirm({ batch, hash, rows }, receipt);
  }

  /** Waits for the batch's receipt and counts its cost. */
  private async receiptOf(batch: number, hash: string): Promise<TransactionReceipt> {
    let receipt: TransactionReceipt;
    try {
      receipt = await waitForReceipt(this.run.context, hash);
    } catch (error) {
      throw new OwnerTaskError(
        `waiting for batch ${batch} (tx ${hash}) failed: ${(error as Error).message}. Run the same command again to resume`,
        error as Error,
      );
    }
    const { summary } = this.run;
    summary.transactions++;
    summary.gasUsed += receipt.gasUsed;
    summary.costWei += receipt.gasUsed * (receipt.gasPrice ?? 0n);
    return receipt;
  }

  /** Records a mined batch: in the journal, in the job's memory and in the counts. */
  private confirm(
    { batch, hash, rows }: { batch: number; hash: string; rows: Row[] },
    receipt: TransactionReceipt,
  ): void {
    const { def, journal, memory, summary, counts, progress } = this.run;
    const facts = def.readReceipt?.(receipt) ?? {};
    journal.append(minedRecord(batch, hash, receipt, facts));
    for (const id of facts.scheduleIds ?? []) memory.createdScheduleIds.add(BigInt(id));
    for (const row of rows) memory.confirmedLines.add(row.line);
    const skipped = facts.skipped ?? 0;
    summary.skippedByContract += skipped;
    summary.done += rows.length - skipped;
    counts.done += rows.length - skipped;
    counts.skipped += skipped;
    this.consecutiveFailures = 0;
    progress.update(counts);
  }

  private fail(rows: Row[], message: string): void {
    this.run.progress.log(message);
    countFailed(this.run, rows.length);
    if (++this.consecutiveFailures >= 3) {
      this.run.progress.log('three batches in a row failed: stopping');
      this.aborted = true;
    }
  }

  async finish(): Promise<void> {
    // Every batch is confirmed (or failed) before the next one goes out: nothing is left to wait for.
  }

  summaryLines(): string[] {
    const { summary, def } = this.run;
    const lines = [
      `${def.task}: ${formatCount(summary.done)} ${def.noun}(s) sent and confirmed, ${formatCount(summary.alreadyDone)} already on chain` +
        `${summary.skippedByContract > 0 ? `, ${formatCount(summary.skippedByContract)} skipped by the contract` : ''}` +
        `, ${formatCount(summary.failed)} failed; ${formatCount(summary.transactions)} transaction(s), ${formatCount(summary.gasUsed)} gas, ` +
        `${formatBnb(summary.costWei)}, ${summary.seconds.toFixed(1)} s`,
    ];
    if (summary.stopped || summary.failed > 0) {
      lines.push(
        `stopped before the end: run the same command again to finish (the journal ${summary.journal} and the chain say what is done)`,
      );
    }
    return lines;
  }
}

const now = (): string => new Date().toISOString();
