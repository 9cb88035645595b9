import { type Signer } from 'ethers';
import { type OwnerContext, type PlannedCall } from '../context.js';
import { OwnerTaskError } from '../errors.js';
import { estimateGas } from '../gas.js';
import { type JobSummary } from './job-types.js';
import { type Journal } from './journal.js';
import { waitForReceipt } from './wait-for-receipt.js';

/** Sends the calls that come before the batches (the approval), each mined before the next, into the journal. */
export async function sendPreCalls(
  context: OwnerContext,
  journal: Journal,
  calls: PlannedCall[],
  summary: JobSummary,
): Promise<void> {
  if (!context.sender)
    throw new OwnerTaskError('the network has no account to send from: use --dry-run or --safe-json');
  for (const call of calls) {
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
}

/** Estimates the calls that come before the batches for a plan (null where the estimate fails). */
export async function estimatePreCalls(
  context: OwnerContext,
  mode: 'dry-run' | 'safe',
  actor: string,
  prepared: { calls: PlannedCall[]; override?: unknown },
): Promise<Array<bigint | null>> {
  const gas: Array<bigint | null> = [];
  for (const call of prepared.calls) {
    context.log(`${mode === 'safe' ? 'for the Safe' : 'dry run, not sent'}: ${call.summary}`);
    const data = call.contract.interface.encodeFunctionData(call.method, call.args);
    gas.push(
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
  return gas;
}
