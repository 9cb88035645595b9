import { type TransactionReceipt } from 'ethers';
import { withRetry } from '@gm-claim/shared/ops/with-retry';
import { type OwnerContext } from '../context.js';
import { OwnerTaskError } from '../errors.js';
import { describeRanges, type Journal, minedRecord, type ReceiptFacts } from './journal.js';

interface ReceiptReader {
  readReceipt?(receipt: TransactionReceipt): ReceiptFacts;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Settles the batches an earlier run announced but did not see confirmed (a crash, Ctrl-C, an RPC failure): a known
 * transaction's receipt is recorded (waiting while it is still pending); without a hash, the account's nonce tells
 * whether some transaction used the batch's nonce. Nothing is sent while a transaction of the earlier run could
 * still be mined, so a batch can never land twice; what such a batch did is then read from the chain by the job's
 * on-chain check.
 */
export async function reconcileInFlight(
  context: OwnerContext,
  journal: Journal,
  reader: ReceiptReader,
  waitSeconds: number,
): Promise<void> {
  const batches = journal.inFlight();
  if (batches.length === 0) return;
  const sender = context.sender;
  if (!sender) throw new OwnerTaskError('the network has no account to send from: use --dry-run or --safe-json');
  const lastRun = [...journal.records].reverse().find((record) => record.kind === 'run' && record.mode === 'send');
  if (lastRun && lastRun.kind === 'run' && lastRun.actor.toLowerCase() !== sender.address.toLowerCase()) {
    throw new OwnerTaskError(
      `the unconfirmed batch in ${journal.path} was sent from ${lastRun.actor}, not ${sender.address}: run the job with that account`,
    );
  }
  const provider = context.provider;
  const deadline = Date.now() + waitSeconds * 1000;
  const at = (): string => new Date().toISOString();
  for (const batch of batches) {
    const where = `batch ${batch.batch} (${describeRanges(batch.lines)}, nonce ${batch.nonce})`;
    if (batch.txHash) {
      const hash = batch.txHash;
      let receipt = await withRetry(() => provider.getTransactionReceipt(hash));
      if (!receipt && (await withRetry(() => provider.getTransaction(hash)))) {
        context.log(`${where}: transaction ${hash} of the earlier run is still pending; waiting for it`);
        while (!receipt && Date.now() < deadline) {
          await sleep(1_000);
          receipt = await withRetry(() => provider.getTransactionReceipt(hash));
        }
        if (!receipt) {
          throw new OwnerTaskError(
            `${where}: transaction ${hash} is still pending after ${waitSeconds} s; wait for it (or replace it in your wallet), then run the command again`,
          );
        }
      }
      if (receipt) {
        if (receipt.status === 1) {
          const facts = reader.readReceipt?.(receipt) ?? {};
          journal.append(minedRecord(batch.batch, hash, receipt, facts));
          context.log(`${where}: confirmed in block ${receipt.blockNumber} (tx ${hash})`);
        } else {
          journal.append({ kind: 'reverted', batch: batch.batch, txHash: hash, reason: 'reverted on chain', at: at() });
          context.log(`${where}: reverted on chain (tx ${hash}); its rows will be sent again`);
        }
        continue;
      }
    }
    // No receipt and no pending transaction for a known hash, or no hash at all: ask the account's nonce.
    let latest = await withRetry(() => provider.getTransactionCount(sender.address, 'latest'));
    const pending = await withRetry(() => provider.getTransactionCount(sender.address, 'pending'));
    if (latest <= batch.nonce && pending > batch.nonce) {
      context.log(`${where}: a transaction with its nonce is pending; waiting for it`);
      while (latest <= batch.nonce && Date.now() < deadline) {
        await sleep(1_000);
        latest = await withRetry(() => provider.getTransactionCount(sender.address, 'latest'));
      }
      if (latest <= batch.nonce) {
        throw new OwnerTaskError(
          `${where}: a transaction with nonce ${batch.nonce} is still pending after ${waitSeconds} s; run the command again later`,
        );
      }
    }
    if (latest > batch.nonce && !batch.txHash) {
      journal.append({ kind: 'unknown', batch: batch.batch, at: at() });
      context.log(
        `${where}: a transaction used its nonce but its hash was never recorded; the chain check decides which rows are done`,
      );
    } else {
      journal.append({ kind: 'dropped', batch: batch.batch, at: at() });
      context.log(`${where}: never mined; its rows will be sent again`);
    }
  }
}
