import { tokens } from '@gm-claim/shared/amount';
import { gmChallengeAbi, gmVestingAbi, multicall3Abi } from '@gm-claim/shared/generated/abis';
import { AbiCoder, type Filter, type Log, type Result } from 'ethers';
import type { AppConfig } from '@gm-claim/web-core-config';
import { ChainUnreachableError } from '@gm-claim/web-core-errors';
import type { Abi, AbiFunction, FunctionResult } from './abi-types';
import type { ChainReader } from './chain-reader';
import { toContractRevert } from './chain-errors';
import type { TransactionSigner } from './transactions';
import { interfaceOf } from './contract-call';
import { blockNumberCall, multicall } from './multicall';

/** A contract call answered by reverting with a custom error of the ABIs. */
export interface Revert {
  revert: string;
  args?: readonly unknown[];
}

/** What a function answers: its value (an object keyed by output name for several outputs), or a revert. */
export type Answer = bigint | boolean | string | Revert | Record<string, unknown> | readonly unknown[] | undefined;
export type Answers = Record<string, Answer | ((args: readonly unknown[]) => Answer)>;

export const FAKE_CONTRACTS: AppConfig['contracts'] = {
  GMChallenge: '0x00000000000000000000000000000000000000c1',
  GMVesting: {
    PUBLIC: '0x00000000000000000000000000000000000000a1',
    BACKER: '0x00000000000000000000000000000000000000a2',
    ECOSYSTEM: '0x00000000000000000000000000000000000000a3',
    TEAM: '0x00000000000000000000000000000000000000a4',
    MARKETING: '0x00000000000000000000000000000000000000a5',
  },
  Multicall3: '0x00000000000000000000000000000000000000e1',
};

export interface FakeChain extends ChainReader {
  /** The functions called, in order ("getLastBet", …). */
  readonly calls: string[];
  /** The contract each of those calls went to (lowercase), in the same order. */
  readonly targets: string[];
  answers: Answers;
  /** The block tag of each multicall, in order (undefined: the latest). */
  readonly blockTags: Array<number | undefined>;
  /** The chain moves on to `block` (what Multicall3.getBlockNumber answers). */
  setBlockNumber(block: number): void;
  /** The node stops (true) or starts (false) answering. */
  setDown(down: boolean): void;
}

const ABIS: readonly Abi[] = [gmChallengeAbi, gmVestingAbi];

function isRevert(answer: unknown): answer is Revert {
  return Boolean(answer && typeof answer === 'object' && 'revert' in answer);
}

/**
 * A node for tests of the reads: Multicall3.aggregate3 calldata is decoded with the real ABIs, each
 * call is answered from `answers` by function name and encoded back with the function's outputs (or
 * as a custom-error revert), so every read runs its real encode / multicall / decode path. A function
 * without an answer reverts, as a missing contract would.
 */
export function fakeChain(
  options: {
    answers?: Answers;
    chainTime?: bigint;
    gasPrice?: bigint;
    /** eth_estimateGas answers (by `to`, lowercase, or '*'): gas units, or a custom-error revert. Default 100,000. */
    estimates?: Record<string, bigint | Revert>;
    /** BNB balances (wei) by lowercase address; 0 for any other. */
    balances?: Record<string, bigint>;
    /** Code by lowercase address; '0x' for any other. */
    codes?: Record<string, string>;
    logs?: Log[] | ((filter: Filter) => Log[]);
    blockNumber?: number;
    /** Each block's timestamp (default: 3 s blocks, block 120 at 1,800,000,000). */
    blockTimes?: (block: number) => number;
    down?: boolean;
    contracts?: AppConfig['contracts'];
  } = {},
): FakeChain {
  let down = options.down ?? false;
  let block = options.blockNumber ?? 1_000;
  const calls: string[] = [];
  const targets: string[] = [];
  const blockTags: Array<number | undefined> = [];
  const unreachable = (): never => {
    throw new ChainUnreachableError({ details: 'connect ECONNREFUSED (fake node down)' });
  };
  const blockCall = blockNumberCall(options.contracts?.Multicall3 ?? FAKE_CONTRACTS.Multicall3);
  const answerOne = (target: string, callData: string): { success: boolean; returnData: string } => {
    // Multicall3.getBlockNumber: the block this batch runs in.
    if (callData === blockCall.callData) {
      return { success: true, returnData: AbiCoder.defaultAbiCoder().encode(['uint256'], [block]) };
    }
    for (const abi of ABIS) {
      const iface = interfaceOf(abi);
      const parsed = iface.parseTransaction({ data: callData });
      if (!parsed) continue;
      calls.push(parsed.name);
      targets.push(target.toLowerCase());
      const configured = chain.answers[parsed.name];
      const answer = typeof configured === 'function' ? configured([...parsed.args]) : configured;
      if (answer === undefined) return { success: false, returnData: '0x' };
      if (isRevert(answer)) {
        const errorAbi = ABIS.find((candidate) => interfaceOf(candidate).getError(answer.revert));
        if (!errorAbi) throw new Error(`no ABI has the error ${answer.revert}`);
        return {
          success: false,
          returnData: interfaceOf(errorAbi).encodeErrorResult(answer.revert, answer.args ?? []),
        };
      }
      const fragment = abi.find((item): item is AbiFunction => item.type === 'function' && item.name === parsed.name);
      const outputs = fragment?.outputs ?? [];
      const values =
        outputs.length > 1 ? outputs.map((output) => (answer as Record<string, unknown>)[output.name ?? '']) : [answer];
      return { success: true, returnData: iface.encodeFunctionResult(parsed.name, values) };
    }
    throw new Error(`no ABI decodes the call to ${target}: ${callData.slice(0, 10)}`);
  };
  const runner = {
    async call({ data, blockTag }: { to: string; data: string; blockTag?: number }): Promise<string> {
      blockTags.push(blockTag);
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:8545');
      const aggregate = interfaceOf(multicall3Abi);
      const requests = aggregate.decodeFunctionData('aggregate3', data)[0] as Result;
      return aggregate.encodeFunctionResult('aggregate3', [
        Array.from(requests, (request: Result) => answerOne(String(request[0]), String(request[2]))),
      ]);
    },
  };
  const contracts = options.contracts ?? FAKE_CONTRACTS;
  const chain: FakeChain = {
    contracts,
    logsFromBlock: 0,
    calls,
    targets,
    blockTags,
    answers: options.answers ?? {},
    setDown: (next) => {
      down = next;
    },
    multicall: (batch, readOptions) => multicall(batch, runner, contracts.Multicall3, readOptions?.blockTag),
    setBlockNumber: (next) => {
      block = next;
    },
    latestBlockTime: async () => (down ? unreachable() : (options.chainTime ?? 1_800_000_000n)),
    latestBlockNumber: async () => (down ? unreachable() : block),
    blockTime: async (number: number) =>
      down ? unreachable() : (options.blockTimes ?? ((at: number) => 1_800_000_000 + (at - 120) * 3))(number),
    gasPrice: async () => (down ? unreachable() : (options.gasPrice ?? 1_000_000_000n)),
    estimateGas: async (tx: { to: string }) => {
      if (down) return unreachable();
      const answer = options.estimates?.[tx.to.toLowerCase()] ?? options.estimates?.['*'] ?? 100_000n;
      if (typeof answer === 'bigint') return answer;
      const errorAbi = ABIS.find((candidate) => interfaceOf(candidate).getError(answer.revert));
      if (!errorAbi) throw new Error(`no ABI has the error ${answer.revert}`);
      throw toContractRevert({ data: interfaceOf(errorAbi).encodeErrorResult(answer.revert, answer.args ?? []) });
    },
    balanceOf: async (address: string) => (down ? unreachable() : (options.balances?.[address.toLowerCase()] ?? 0n)),
    codeAt: async (address: string) => (down ? unreachable() : (options.codes?.[address.toLowerCase()] ?? '0x')),
    getLogs: async (filter: Filter) => {
      if (down) return unreachable();
      const logs = options.logs ?? [];
      return typeof logs === 'function' ? logs(filter) : logs;
    },
  };
  return chain;
}

/**
 * GMChallenge's reads for a registered wallet that has not claimed yet: `total` eligible, a tenth of it unlocked
 * (`claimable` now, the unlock by default), the rest vestable and available to bet, at 25% odds and a 50% loss.
 */
export function registeredAnswers(total: bigint, claimable = total / 10n): Answers {
  const unlock = total / 10n;
  const vesting = total - unlock;
  return {
    isRegistered: true,
    hasClaimedAndVested: false,
    getEligibleAmount: { total, unlock, vesting, claimable },
    vestable: vesting,
    redeemable: 0n,
    availableToBet: vesting,
    bettingTable: { probBps: 2500n, lossBps: 5000n },
  };
}

/** GMChallenge's record of one bet (getLastBet / getBetHistoryByRequestId), typed from the ABI. */
export type BetRecord = FunctionResult<typeof gmChallengeAbi, 'getLastBet'>;

/** A pending 10 GM × 2 bet at 25% / 50% (request 42), with `overrides`: one fixture for every slice's tests. */
export function betRecord(overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    requestId: 42n,
    user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    unit: 10n ** 19n,
    multiple: 2n,
    gain: 0n,
    loss: 0n,
    resolved: false,
    success: false,
    cancelled: false,
    requestedAt: 1_800_000_000n,
    probBps: 2500n,
    lossBps: 5000n,
    cancelRequestedAt: 0n,
    ...overrides,
  };
}

/** GMVesting's record of one schedule (getVestingSchedule), typed from the ABI. */
export type VestingScheduleRecord = FunctionResult<typeof gmVestingAbi, 'getVestingSchedule'>;
/** GMVesting's progress of one schedule (getVestingInfo), typed from the ABI. */
export type VestingInfoRecord = FunctionResult<typeof gmVestingAbi, 'getVestingInfo'>;

/** `beneficiary`'s revocable 9,000 GM schedule, six releases of 1,500 GM on the 21st, none at TGE, with `overrides`. */
export function vestingScheduleRecord(
  beneficiary: string,
  overrides: Partial<VestingScheduleRecord> = {},
): VestingScheduleRecord {
  return {
    beneficiary,
    totalAmount: tokens(9_000),
    tgeAmount: 0n,
    claimed: 0n,
    isActive: true,
    releaseDay: 21n,
    monthlyAmounts: Array(6).fill(tokens(1_500)),
    revocable: true,
    ...overrides,
  };
}

/** That schedule's progress one month in: 1,500 of 9,000 GM vested, one month claimable, nothing claimed. */
export function vestingInfoRecord(overrides: Partial<VestingInfoRecord> = {}): VestingInfoRecord {
  return {
    claimedTotal: 0n,
    vestedTotal: tokens(1_500),
    totalAllocation: tokens(9_000),
    monthsElapsed: 1n,
    claimableMonths: 1n,
    ...overrides,
  };
}

/** `signer` as `wallet`: its address, and EIP-712 signatures by its key (a wallet that signs a claim without BNB). */
export function signingAs(
  signer: TransactionSigner,
  wallet: { address: string; signTypedData: NonNullable<TransactionSigner['signTypedData']> },
): TransactionSigner {
  return {
    ...signer,
    getAddress: async () => wallet.address,
    signTypedData: (domain, types, value) => wallet.signTypedData(domain, types, value),
  };
}
