import type { AbstractProvider, Filter, Log } from 'ethers';
import { getConfig, type AppConfig } from '@gm-claim/web-core-config';
import { toContractRevert, toReadError, toTransactionError } from './chain-errors';
import type { ContractCall } from './contract-call';
import { multicall, type CallOutcome } from './multicall';
import { createReadProvider } from './read-provider';

type Outcomes<C extends readonly ContractCall<unknown>[]> = {
  -readonly [I in keyof C]: CallOutcome<C[I] extends ContractCall<infer R> ? R : never>;
};

export interface ReadOptions {
  /** The block whose state is read (default: the latest). */
  blockTag?: number;
}

/** What the features' reads get: the deployed addresses and the node, behind calls that fail honestly. */
export interface ChainReader {
  readonly contracts: AppConfig['contracts'];
  /**
   * See multicall(): one eth_call, a status per call. `blockTag` reads the state as of that block (a
   * node without the block's state — not an archive node — fails the batch).
   */
  multicall<const C extends readonly ContractCall<unknown>[]>(calls: C, options?: ReadOptions): Promise<Outcomes<C>>;
  /** The latest block's timestamp (unix seconds): "now" as the contracts see it. */
  latestBlockTime(): Promise<bigint>;
  /** The latest block's number. */
  latestBlockNumber(): Promise<number>;
  /** The timestamp (unix seconds) of block `blockNumber` (a header: any node has it, not only archive nodes). */
  blockTime(blockNumber: number): Promise<number>;
  /** The node's current gas price (wei). */
  gasPrice(): Promise<bigint>;
  /**
   * eth_estimateGas of the call the user is about to make, from their address (issue 37 §3). A call that would
   * revert throws its contract error decoded in plain words (ContractRevertError), never a guess.
   */
  estimateGas(tx: { from: string; to: string; data: string; value?: bigint }): Promise<bigint>;
  /** Event logs (the claim history). */
  getLogs(filter: Filter): Promise<Log[]>;
  /** An account's BNB balance (wei), at the latest block. */
  balanceOf(address: string): Promise<bigint>;
  /** The code at an address ('0x' for an account without code). */
  codeAt(address: string): Promise<string>;
  readonly logsFromBlock: number;
}

/** `run`'s answer; whatever makes it fail is thrown as the read error of `what` ("the gas price", …). */
async function read<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toReadError(error, what);
  }
}

/** A reader over `provider` (by default the configured RPC nodes: shuffled, 7 s each, fallback). */
export function createChainReader(
  config: AppConfig,
  provider: AbstractProvider = createReadProvider(config),
): ChainReader {
  return {
    contracts: config.contracts,
    logsFromBlock: config.logsFromBlock,
    multicall: (calls, options) => multicall(calls, provider, config.contracts.Multicall3, options?.blockTag),
    latestBlockTime: () =>
      read('the latest block', async () => {
        const block = await provider.getBlock('latest');
        if (!block) throw new Error('no latest block');
        return BigInt(block.timestamp);
      }),
    latestBlockNumber: () => read('the latest block', () => provider.getBlockNumber()),
    blockTime: (blockNumber) =>
      read(`block ${blockNumber}`, async () => {
        const block = await provider.getBlock(blockNumber);
        if (!block) throw new Error(`no block ${blockNumber}`);
        return block.timestamp;
      }),
    gasPrice: () =>
      read('the gas price', async () => {
        const { gasPrice } = await provider.getFeeData();
        if (gasPrice === null) throw new Error('the node gave no gas price');
        return gasPrice;
      }),
    async estimateGas(tx) {
      try {
        return await provider.estimateGas(tx);
      } catch (error) {
        const revert = toContractRevert(error);
        if (revert) throw revert;
        if (/revert/i.test(error instanceof Error ? error.message : String(error))) throw toTransactionError(error);
        throw toReadError(error, 'the gas estimate');
      }
    },
    balanceOf: (address) => read('the BNB balance', () => provider.getBalance(address)),
    codeAt: (address) => read('the account code', () => provider.getCode(address)),
    getLogs: (filter) => read('event logs', () => provider.getLogs(filter)),
  };
}

let current: { config: AppConfig; reader: ChainReader } | null = null;

/** The app's reader for the current configuration (built on first use; rebuilt if the configuration changes). */
export function getChainReader(): ChainReader {
  const config = getConfig();
  if (current?.config !== config) current = { config, reader: createChainReader(config) };
  return current.reader;
}

/** Tests: use this reader until reset with null. */
export function setChainReader(reader: ChainReader | null): void {
  current = reader ? { config: getConfig(), reader } : null;
}
