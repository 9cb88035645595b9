import type { RequestProvider } from '@gm-claim/web-core-chain';

// EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus), as MetaMask, OKX and the
// Coinbase wallet speak it: version 2.0.0 of the methods, with the 1.0 answers some wallets still give.

/** A call of a batch: to, data (hex), no value. */
export interface BatchCall {
  to: string;
  data: string;
}

const hex = (chainId: number): string => `0x${chainId.toString(16)}`;

/**
 * Whether the wallet says it runs atomic batches on `chainId`: `atomic.status` "supported" or "ready"
 * (2.0.0; "ready" means the wallet upgrades the account first, with the user's consent), or
 * `atomicBatch.supported` (1.0). A wallet without the method, or any error, is "no": the claims then go one by one.
 */
export async function supportsAtomicBatch(
  provider: RequestProvider,
  address: string,
  chainId: number,
): Promise<boolean> {
  let answer: unknown;
  try {
    answer = await provider.request({ method: 'wallet_getCapabilities', params: [address, [hex(chainId)]] });
  } catch {
    return false;
  }
  if (!answer || typeof answer !== 'object') return false;
  const byChain = answer as Record<string, unknown>;
  const capabilities = (byChain[hex(chainId)] ?? byChain[String(chainId)] ?? byChain['0x0']) as
    { atomic?: { status?: unknown }; atomicBatch?: { supported?: unknown } } | undefined;
  const status = capabilities?.atomic?.status;
  return status === 'supported' || status === 'ready' || capabilities?.atomicBatch?.supported === true;
}

/** The errors EIP-5792 defines for a batch the wallet cannot run atomically (the claims then go one by one). */
export function isBatchUnsupported(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // -32601 method not found, 5700 capability not supported, 5710 chain not supported, 5760 atomicity not supported.
  return code === -32601 || code === 5700 || code === 5710 || code === 5760;
}

/** wallet_sendCalls, atomic required: the id of the batch the wallet took. */
export async function sendAtomicBatch(
  provider: RequestProvider,
  address: string,
  chainId: number,
  calls: readonly BatchCall[],
): Promise<string> {
  const answer = await provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: hex(chainId),
        from: address,
        atomicRequired: true,
        calls: calls.map((call) => ({ to: call.to, data: call.data, value: '0x0' })),
      },
    ],
  });
  const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || id === '') throw new Error('The wallet answered wallet_sendCalls without a batch id.');
  return id;
}

export type BatchStatus =
  | { state: 'pending' }
  | { state: 'confirmed'; hashes: string[] }
  /** The wallet did not send it (400), or it reverted on chain (500, 600 partly). */
  | { state: 'failed'; code: number };

/** wallet_getCallsStatus of a batch: 100 pending, 200 confirmed (every receipt successful), 4xx/5xx/6xx failed. */
export async function batchStatus(provider: RequestProvider, id: string): Promise<BatchStatus> {
  const answer = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
    status?: unknown;
    receipts?: Array<{ status?: unknown; transactionHash?: unknown }>;
  } | null;
  const raw = answer?.status;
  // 1.0 wallets answer "PENDING" / "CONFIRMED".
  const code = typeof raw === 'number' ? raw : raw === 'CONFIRMED' ? 200 : raw === 'PENDING' ? 100 : Number(raw);
  if (code === 100 || Number.isNaN(code)) return { state: 'pending' };
  if (code !== 200) return { state: 'failed', code };
  const receipts = answer?.receipts ?? [];
  if (receipts.some((receipt) => receipt.status !== '0x1' && receipt.status !== 1 && receipt.status !== 'success'))
    return { state: 'failed', code: 500 };
  return { state: 'confirmed', hashes: receipts.map((receipt) => String(receipt.transactionHash ?? '')) };
}
