import { BrowserProvider, type Eip1193Provider, Network } from 'ethers';
import { withRetry } from '@gm-claim/shared/ops/with-retry';

/** Reads worth repeating when the connection drops; sends never are (the jobs' journal settles those). */
const READS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
]);

/**
 * An ethers provider over an EIP-1193 connection whose reads are retried on transient failures (a reset keep-alive
 * socket, a 502 from a public RPC, a rate limit), so one dropped request does not end a 100,000-row job. No answer
 * is cached: a nonce or a receipt read twice in a row must come from the node both times.
 */
export function retryingProvider(connection: Eip1193Provider, chainId: bigint): BrowserProvider {
  const retrying: Eip1193Provider = {
    request: (request) =>
      READS.has(request.method)
        ? withRetry(() => connection.request(request), { attempts: 6 })
        : connection.request(request),
  };
  return new BrowserProvider(retrying, Network.from(chainId), {
    staticNetwork: true,
    pollingInterval: 500,
    cacheTimeout: -1,
  });
}
