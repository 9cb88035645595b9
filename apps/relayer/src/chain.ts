import { FetchRequest, JsonRpcProvider, Network, toBeHex } from 'ethers';
import { nodeLabel } from '@gm-claim/server/chain/rpc';

/** A call that reverts, with its revert data (decoded by relayer/revert.ts). */
export class RevertedError extends Error {
  override readonly name = 'RevertedError';

  constructor(readonly data: string) {
    super(`reverted (${data.slice(0, 10)})`);
  }
}

export interface FeeQuote {
  baseFee: bigint;
  maxPriorityFeePerGas: bigint;
  maxFeePerGas: bigint;
}

export interface Receipt {
  blockNumber: number;
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  status: number;
}

/** The revert data of an eth_call / eth_estimateGas error, or null when it is not a revert. */
export function revertDataOf(error: unknown): string | null {
  const e = error as {
    code?: string;
    data?: unknown;
    info?: { error?: { data?: unknown; message?: string } };
    error?: { data?: unknown };
  };
  const candidates = [e.data, e.info?.error?.data, e.error?.data];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && /^0x[0-9a-fA-F]*$/.test(candidate)) return candidate;
    const nested = (candidate as { data?: unknown } | undefined)?.data;
    if (typeof nested === 'string' && /^0x[0-9a-fA-F]*$/.test(nested)) return nested;
  }
  if (e.code === 'CALL_EXCEPTION') return '0x';
  const message = `${e.info?.error?.message ?? ''} ${(error as Error).message ?? ''}`;
  return /revert/i.test(message) ? '0x' : null;
}

/** Errors of eth_sendRawTransaction that mean the node has (or had) this transaction: nothing to redo. */
export function isKnownTxError(error: unknown): boolean {
  const text = `${(error as { info?: { error?: { message?: string } } }).info?.error?.message ?? ''} ${(error as Error).message ?? ''}`;
  return /already known|known transaction|already imported|nonce too low|nonce has already been used|already exists/i.test(
    text,
  );
}

export interface RelayChain {
  readonly nodes: readonly string[];
  chainId(): Promise<number>;
  /** The chain's fingerprint: the hashes of blocks 0 and 1 ("<hash0>:<hash1>"). */
  genesisHash(): Promise<string>;
  nonce(address: string, tag: 'latest' | 'pending'): Promise<bigint>;
  balance(address: string): Promise<bigint>;
  fees(fixedPriorityFee: bigint | undefined): Promise<FeeQuote>;
  /** eth_estimateGas at the pending state; throws RevertedError when the call would revert. */
  estimateGas(from: string, to: string, data: string): Promise<bigint>;
  /** eth_call at the pending state (from `from` when given); throws RevertedError when it reverts. */
  call(to: string, data: string, from?: string): Promise<string>;
  code(address: string): Promise<string>;
  /** The latest block's timestamp (unix seconds): the contracts' clock. */
  latestTimestamp(): Promise<bigint>;
  receipt(hash: string): Promise<Receipt | null>;
  /** Whether the node still knows the transaction (pending or mined). */
  knows(hash: string): Promise<boolean>;
  /** Sends to every node; resolves when one took it (or already had it). */
  broadcast(raw: string): Promise<void>;
  destroy(): void;
}

function provider(url: string, chainId: number | undefined, timeoutMs: number): JsonRpcProvider {
  const request = new FetchRequest(url);
  request.timeout = timeoutMs;
  return new JsonRpcProvider(request, chainId === undefined ? undefined : Network.from(chainId), {
    staticNetwork: chainId !== undefined,
    batchMaxCount: 1,
  });
}

/**
 * The relayer's JSON-RPC access: reads from the first node that answers (in order), transactions
 * broadcast to every node (a node that dropped a transaction gets it again from the others' gossip,
 * and a dead node cannot hold a claim back). Node URLs are never logged: "node #1 (host)".
 */
export function createRelayChain(urls: readonly string[], chainId: number, timeoutMs: number): RelayChain {
  const providers = urls.map((url) => provider(url, chainId, timeoutMs));
  const nodes = urls.map(nodeLabel);

  async function read<T>(work: (p: JsonRpcProvider) => Promise<T>): Promise<T> {
    let last: unknown;
    for (const p of providers) {
      try {
        return await work(p);
      } catch (error) {
        if (error instanceof RevertedError) throw error;
        if (revertDataOf(error) !== null) throw error;
        last = error;
      }
    }
    throw last ?? new Error('no chain node configured');
  }
  const send = <T>(method: string, params: unknown[]): Promise<T> => read((p) => p.send(method, params) as Promise<T>);

  return {
    nodes,
    chainId: async () => Number(await send<string>('eth_chainId', [])),
    async genesisHash() {
      // Block 0 and block 1: a fresh Hardhat chain may share its genesis with the last one, never the
      // block that deployed the contracts (it carries the deploy time).
      const [zero, one] = await Promise.all([
        send<{ hash: string }>('eth_getBlockByNumber', ['0x0', false]),
        send<{ hash: string } | null>('eth_getBlockByNumber', ['0x1', false]),
      ]);
      return `${zero.hash}:${one?.hash ?? ''}`;
    },
    nonce: async (address, tag) => BigInt(await send<string>('eth_getTransactionCount', [address, tag])),
    balance: async (address) => BigInt(await send<string>('eth_getBalance', [address, 'latest'])),
    latestTimestamp: async () =>
      BigInt((await send<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false])).timestamp),
    async fees(fixedPriorityFee) {
      const block = await send<{ baseFeePerGas?: string }>('eth_getBlockByNumber', ['pending', false]).catch(() =>
        send<{ baseFeePerGas?: string }>('eth_getBlockByNumber', ['latest', false]),
      );
      const baseFee = BigInt(block.baseFeePerGas ?? (await send<string>('eth_gasPrice', [])));
      const tip =
        fixedPriorityFee ?? BigInt(await send<string>('eth_maxPriorityFeePerGas', []).catch(() => '0x3b9aca00'));
      // Room for the base fee to rise for a few blocks before the transaction is priced out.
      return { baseFee, maxPriorityFeePerGas: tip, maxFeePerGas: baseFee * 2n + tip };
    },
    async estimateGas(from, to, data) {
      try {
        return BigInt(await send<string>('eth_estimateGas', [{ from, to, data }, 'latest']));
      } catch (error) {
        const revert = revertDataOf(error);
        if (revert !== null) throw new RevertedError(revert);
        throw error;
      }
    },
    async call(to, data, from) {
      try {
        return await send<string>('eth_call', [{ ...(from ? { from } : {}), to, data }, 'latest']);
      } catch (error) {
        const revert = revertDataOf(error);
        if (revert !== null) throw new RevertedError(revert);
        throw error;
      }
    },
    code: (address) => send<string>('eth_getCode', [address, 'latest']),
    async receipt(hash) {
      const raw = await send<{
        blockNumber: string;
        gasUsed: string;
        effectiveGasPrice: string;
        status: string;
      } | null>('eth_getTransactionReceipt', [hash]);
      return raw
        ? {
            blockNumber: Number(raw.blockNumber),
            gasUsed: BigInt(raw.gasUsed),
            effectiveGasPrice: BigInt(raw.effectiveGasPrice),
            status: Number(raw.status),
          }
        : null;
    },
    knows: async (hash) => (await send<unknown>('eth_getTransactionByHash', [hash])) !== null,
    async broadcast(raw) {
      const results = await Promise.allSettled(providers.map((p) => p.send('eth_sendRawTransaction', [raw])));
      if (results.some((result) => result.status === 'fulfilled' || isKnownTxError(result.reason))) return;
      throw (results[0] as PromiseRejectedResult).reason;
    },
    destroy: () => providers.forEach((p) => p.destroy()),
  };
}

export const hexQuantity = (value: bigint): string => toBeHex(value);
