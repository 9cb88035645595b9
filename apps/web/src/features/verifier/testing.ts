import { tokens } from '@gm-claim/shared/amount';
import type { ChallengeRecord, IndexStatus } from '@gm-claim/shared/dto/history';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import type { Filter, Log } from 'ethers';
import { interfaceOf, type ChainReader } from '@gm-claim/web-core-chain';
import { ChainUnreachableError } from '@gm-claim/web-core-errors';
import { betRecord, FAKE_CONTRACTS, type BetRecord } from '@gm-claim/web-core-chain/testing';

// Test fixtures of the verifier slice: an index record, GMChallenge's record and its logs.

export const USER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
export const BET_TX = `0x${'b1'.repeat(32)}`;
export const FULFIL_TX = `0x${'f2'.repeat(32)}`;
export const CANCEL_TX = `0x${'c3'.repeat(32)}`;
/** A word whose draw is 1234 (… mod 10000). */
export const WORD = 98_765_432_101_234n;

export const INDEX: IndexStatus = {
  chainId: 56,
  indexedBlock: 130,
  chainHead: 132,
  lagBlocks: 2,
  confirmations: 2,
  updatedAt: '2026-11-22T22:00:00.000Z',
};

/** A resolved 100 GM x2 Challenge at 25% / 50%: won when `success`. */
export function record(overrides: Partial<ChallengeRecord> = {}, success = true): ChallengeRecord {
  return {
    requestId: '42',
    vrfRequestId: '42',
    user: USER,
    unit: tokens(100).toString(),
    multiple: 2,
    price: '3000000000000000',
    odds: { probBps: 2500, lossBps: 5000 },
    tableRow: { probBps: 2500, lossBps: 5000, setAtBlock: 7 },
    status: 'resolved',
    requested: { txHash: BET_TX, blockNumber: 120, logIndex: 1, timestamp: 1_800_000_000 },
    fulfilment: {
      txHash: FULFIL_TX,
      blockNumber: 122,
      logIndex: 0,
      timestamp: 1_800_000_006,
      success,
      randomWord: WORD.toString(),
      gained: success ? tokens(200).toString() : '0',
      credited: success ? tokens(200).toString() : tokens(50).toString(),
    },
    cancelRequest: null,
    cancellation: null,
    ...overrides,
  };
}

const challenge = interfaceOf(gmChallengeAbi);

/** One GMChallenge log, encoded with the real ABI. */
export function challengeLog(
  event: string,
  values: readonly unknown[],
  at: { txHash: string; blockNumber: number },
): Log {
  const fragment = challenge.getEvent(event);
  if (!fragment) throw new Error(`no event ${event}`);
  const { data, topics } = challenge.encodeEventLog(fragment, values);
  return { data, topics, transactionHash: at.txHash, blockNumber: at.blockNumber, index: 0 } as unknown as Log;
}

/** A node's getLogs over `logs`: only those in the filter's block range and with its first two topics. */
export function logsIn(logs: Log[]): (filter: Filter) => Log[] {
  return (filter) =>
    logs.filter(
      (log) =>
        log.blockNumber >= Number(filter.fromBlock) &&
        log.blockNumber <= Number(filter.toBlock) &&
        (filter.topics ?? []).every((topic, index) => topic === null || topic === log.topics[index]),
    );
}

/** getBetHistoryByRequestId's answer for a bet: 100 GM from USER, asked at 1,800,000,000 (block 120 of fakeChain). */
export function betStruct(overrides: Partial<BetRecord> = {}): BetRecord {
  return betRecord({ user: USER, unit: tokens(100), requestedAt: 1_800_000_000n, ...overrides });
}

/** The wrapper, coordinator and key hash the odds reader answers with. */
export const VRF_WRAPPER = '0x00000000000000000000000000000000000000d1';
export const VRF_COORDINATOR = '0x00000000000000000000000000000000000000d2';
export const KEY_HASH = `0x${'ab'.repeat(32)}`;

/**
 * A chain for readOddsFromChain: every call is decoded by its function name (GMChallenge's and the VRF wrapper's),
 * `bettingTable` answers from `table` ("unitGm:multiple" → [probBps, lossBps]), and the reads record their block.
 */
export function oddsChain(
  table: Record<string, readonly [number, number]>,
  options: { block?: number; down?: boolean; settings?: Partial<Record<string, unknown>> } = {},
): ChainReader & { blockTags: Array<number | undefined> } {
  const blockTags: Array<number | undefined> = [];
  const settings: Record<string, unknown> = {
    i_vrfV2PlusWrapper: VRF_WRAPPER,
    requestConfirmations: 3n,
    callbackGasLimit: 250_000n,
    cancelDelay: 86_400n,
    CANCEL_FINALIZE_DELAY: 600n,
    s_vrfCoordinator: VRF_COORDINATOR,
    getConfig: { keyHash: KEY_HASH },
    ...options.settings,
  };
  const fail = (): never => {
    throw new ChainUnreachableError({ details: 'connect ECONNREFUSED (fake node down)' });
  };
  return {
    contracts: FAKE_CONTRACTS,
    logsFromBlock: 0,
    blockTags,
    async latestBlockNumber() {
      if (options.down) fail();
      return options.block ?? 1_000;
    },
    async multicall(calls, readOptions) {
      if (options.down) fail();
      blockTags.push(readOptions?.blockTag);
      return calls.map((call) => {
        if (call.label === 'bettingTable') {
          const [unit, multiple] = challenge.decodeFunctionData('bettingTable', call.callData) as unknown as [
            bigint,
            bigint,
          ];
          const [probBps, lossBps] = table[`${unit / 10n ** 18n}:${multiple}`] ?? [0, 0];
          return { status: 'success', result: { probBps: BigInt(probBps), lossBps: BigInt(lossBps) } };
        }
        if (!(call.label in settings)) throw new Error(`oddsChain: no answer for ${call.label}`);
        return { status: 'success', result: settings[call.label] };
      }) as never;
    },
    latestBlockTime: async () => 1_800_000_000n,
    blockTime: async () => 1_800_000_000,
    gasPrice: async () => 1n,
    estimateGas: async () => 100_000n,
    getLogs: async () => [],
    balanceOf: async () => 0n,
    codeAt: async () => '0x',
  };
}

/** The specification's table (spec §9) for every stake. */
export const DEFAULT_TABLE: Record<string, readonly [number, number]> = Object.fromEntries(
  [10, 100, 1_000, 10_000].flatMap((unit) => [
    [`${unit}:2`, [2_500, 5_000] as const],
    [`${unit}:4`, [1_500, 7_000] as const],
    [`${unit}:6`, [1_200, 9_000] as const],
  ]),
);
