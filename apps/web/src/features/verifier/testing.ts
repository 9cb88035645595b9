import { tokens } from '@gm-claim/shared/amount';
import type { ChallengeRecord, IndexStatus } from '@gm-claim/shared/dto/history';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import type { Filter, Log } from 'ethers';
import { interfaceOf } from '@gm-claim/web-core-chain';
import { betRecord, type BetRecord } from '@gm-claim/web-core-chain/testing';

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
