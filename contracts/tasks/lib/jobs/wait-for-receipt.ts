import { type TransactionReceipt } from 'ethers';
import { withRetry } from '@gm-claim/shared/ops/with-retry';
import { type OwnerContext } from '../context.js';

/** Polls for a transaction's receipt (backing off to 2 s) until it is mined. */
export async function waitForReceipt(context: OwnerContext, hash: string): Promise<TransactionReceipt> {
  let delay = 25;
  for (;;) {
    const receipt = await withRetry(() => context.provider.getTransactionReceipt(hash), { attempts: 6 });
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 2_000);
  }
}
