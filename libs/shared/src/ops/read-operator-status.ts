import { Contract, Interface, type Provider } from 'ethers';
import { CLAIM_TYPES, MULTIPLIERS, STAKE_UNITS, type ClaimType } from '../constants';
import { gmChallengeAbi, gmTokenAbi, gmVestingAbi } from '../generated/abis';
import type { OnChainAllocationRoot } from '../allocations/on-chain-root';
import { multicallRead, type ReadCall } from './multicall';
import { runBounded } from './run-bounded';
import { scanLogs, type ScanLogsOptions } from './scan-logs';

const challengeInterface = new Interface(gmChallengeAbi);
const vestingInterface = new Interface(gmVestingAbi);

/** The bet events whose balance tells which bets are still pending. */
const BET_EVENTS = { requested: 'BetRequested', resolved: 'BetResolved', cancelled: 'BetCancelled' } as const;

export interface OperatorStatusInput {
  provider: Provider;
  addresses: {
    challenge: string;
    /** The GMVesting of each allocation type to report on (missing types are left out). */
    vestings: Partial<Record<ClaimType, string>>;
    /** Multicall3, for the per-schedule and per-bet reads; without it they are plain calls, 8 at a time. */
    multicall?: string;
  };
  /** First block of the bet history scan (GMChallenge's deployment block). */
  fromBlock: number;
  /** Gas price for the VRF price of one bet (default: the node's current gas price). */
  gasPrice?: bigint;
  logs?: ScanLogsOptions;
}

export interface BettingTableEntry {
  unit: bigint;
  multiple: number;
  probBps: number;
  lossBps: number;
}

export interface PendingBets {
  /** The block range of the event scan. */
  scannedFrom: number;
  scannedTo: number;
  requested: number;
  resolved: number;
  cancelled: number;
  pending: number;
  /** Seconds since the oldest pending bet was placed (null when none is pending). */
  oldestPendingAgeSeconds: number | null;
  /** Pending bets older than the cancel delay: their bettors may cancel them. */
  cancellable: number;
  /** Request ids of the pending bets, oldest first (at most 20). */
  oldestPendingRequestIds: bigint[];
}

/** One allocation root version (issue 33): pending until `activatesAt`, then active; a cancelled one never activates. */
export interface AllocationRootStatus {
  version: number;
  root: string;
  listHash: string;
  total: bigint;
  /** Registered under this version so far. */
  claimed: bigint;
  activatesAt: number;
  state: 'pending' | 'active' | 'cancelled';
}

/** The claim window (issue 34), unix seconds; 0 = none (deadline) / never (missions gate). */
export interface ClaimWindowStatus {
  tge: number;
  openAt: number;
  deadline: number;
  missionsGateEndsAt: number;
  state: 'before-opening' | 'open' | 'closed';
}

export interface ChallengeStatus {
  address: string;
  owner: string;
  ownerIsContract: boolean;
  pendingOwner: string | null;
  signer: string;
  withdrawAddress: string;
  paused: boolean;
  cancelDelaySeconds: bigint;
  callbackGasLimit: bigint;
  token: string;
  tokenBalance: bigint;
  supply: bigint;
  buffer: bigint;
  owed: bigint;
  registered: bigint;
  transferred: bigint;
  unregistered: bigint;
  /** What `withdraw` may take: the balance above what users are owed and the unregistered supply. */
  surplus: bigint;
  /** GMChallenge's own BNB (pays VRF only from msg.value; anything here is withdrawable with withdrawNative). */
  nativeBalance: bigint;
  /** The signer account's BNB (only matters where that key also sends transactions: the alerts watch it). */
  signerNativeBalance: bigint;
  /** Users registered, counted from UserRegistered events in the scanned range. */
  registeredUsers: number;
  vrf: { gasPrice: bigint; priceOfOneBet: bigint };
  bets: PendingBets;
  bettingTable: BettingTableEntry[];
  window: ClaimWindowStatus;
  allocationRoots: AllocationRootStatus[];
  /** Stakes and reservations of the pending bets (`amount_pendingBets`): what a sweep leaves for them. */
  pendingBetsAmount: bigint;
  /** What `sweepUnclaimed` would move if called now (after the deadline): the balance above pending bets and buffer. */
  sweepable: bigint;
}

export interface VestingStatus {
  claimType: ClaimType;
  address: string;
  owner: string;
  schedules: bigint;
  allocated: bigint;
  vested: bigint;
  claimed: bigint;
  /** Vested and not yet claimed. */
  unclaimed: bigint;
  tokenBalance: bigint;
}

export interface OperatorStatus {
  chainId: bigint;
  blockNumber: number;
  blockTimestamp: number;
  challenge: ChallengeStatus;
  vestings: VestingStatus[];
}

async function readMany(provider: Provider, multicall: string | undefined, calls: ReadCall[]): Promise<string[]> {
  if (multicall) {
    const results = await multicallRead(provider, multicall, calls, { chunkSize: 200 });
    return results.map((result, i) => {
      if (!result.success) throw new Error(`read ${i + 1} of ${calls.length} (to ${calls[i]?.target}) reverted`);
      return result.returnData;
    });
  }
  return runBounded(calls, 8, (call) => provider.call({ to: call.target, data: call.callData }));
}

async function readBets(
  input: OperatorStatusInput,
  toBlock: number,
  now: number,
  cancelDelay: bigint,
): Promise<{ bets: PendingBets; registeredUsers: number }> {
  const topic = (name: string): string => challengeInterface.getEvent(name)?.topicHash ?? '';
  const registeredTopic = topic('UserRegistered');
  const logs = await scanLogs(
    input.provider,
    {
      address: input.addresses.challenge,
      topics: [topic(BET_EVENTS.requested), topic(BET_EVENTS.resolved), topic(BET_EVENTS.cancelled), registeredTopic],
    },
    input.fromBlock,
    toBlock,
    input.logs,
  );
  const open = new Set<bigint>();
  const counts = { requested: 0, resolved: 0, cancelled: 0, registeredUsers: 0 };
  for (const log of logs) {
    if (log.topics[0] === registeredTopic) {
      counts.registeredUsers++;
      continue;
    }
    const requestId = BigInt(log.topics[1] ?? '0x0');
    if (log.topics[0] === topic(BET_EVENTS.requested)) {
      counts.requested++;
      open.add(requestId);
    } else if (log.topics[0] === topic(BET_EVENTS.resolved)) {
      counts.resolved++;
      open.delete(requestId);
    } else {
      counts.cancelled++;
      open.delete(requestId);
    }
  }
  // The contract has the last word on each bet the events leave open.
  const ids = [...open];
  const answers = await readMany(
    input.provider,
    input.addresses.multicall,
    ids.map((id) => ({
      target: input.addresses.challenge,
      callData: challengeInterface.encodeFunctionData('getBetHistoryByRequestId', [id]),
    })),
  );
  const pending = ids
    .map((id, i) => {
      const [bet] = challengeInterface.decodeFunctionResult('getBetHistoryByRequestId', answers[i] ?? '0x');
      const record = bet as { resolved: boolean; cancelled: boolean; requestedAt: bigint };
      return { id, open: !record.resolved && !record.cancelled, requestedAt: Number(record.requestedAt) };
    })
    .filter((bet) => bet.open)
    .sort((a, b) => a.requestedAt - b.requestedAt);
  const oldest = pending[0];
  return {
    registeredUsers: counts.registeredUsers,
    bets: {
      scannedFrom: input.fromBlock,
      scannedTo: toBlock,
      requested: counts.requested,
      resolved: counts.resolved,
      cancelled: counts.cancelled,
      pending: pending.length,
      oldestPendingAgeSeconds: oldest ? Math.max(0, now - oldest.requestedAt) : null,
      cancellable: pending.filter((bet) => BigInt(now - bet.requestedAt) >= cancelDelay).length,
      oldestPendingRequestIds: pending.slice(0, 20).map((bet) => bet.id),
    },
  };
}

async function readVesting(input: OperatorStatusInput, claimType: ClaimType, address: string): Promise<VestingStatus> {
  const vesting = new Contract(address, gmVestingAbi, input.provider);
  const [owner, count, tokenAddress] = (await Promise.all([
    vesting.getFunction('owner')(),
    vesting.getFunction('scheduleCount')(),
    vesting.getFunction('token')(),
  ])) as [string, bigint, string];
  const token = new Contract(tokenAddress, gmTokenAbi, input.provider);
  const ids = Array.from({ length: Number(count) }, (_, i) => BigInt(i + 1));
  const answers = await readMany(
    input.provider,
    input.addresses.multicall,
    ids.map((id) => ({ target: address, callData: vestingInterface.encodeFunctionData('getVestingInfo', [id]) })),
  );
  let allocated = 0n;
  let vested = 0n;
  let claimed = 0n;
  for (const answer of answers) {
    const [info] = vestingInterface.decodeFunctionResult('getVestingInfo', answer);
    const record = info as { claimedTotal: bigint; vestedTotal: bigint; totalAllocation: bigint };
    allocated += record.totalAllocation;
    vested += record.vestedTotal;
    claimed += record.claimedTotal;
  }
  return {
    claimType,
    address,
    owner,
    schedules: count,
    allocated,
    vested,
    claimed,
    unclaimed: vested - claimed,
    tokenBalance: (await token.getFunction('balanceOf')(address)) as bigint,
  };
}

/**
 * What an operator watches, read from the chain: GMChallenge's funds, settings, betting table and pending bets (from
 * its events, read in bounded block ranges from `fromBlock`), and each GMVesting's schedules and amounts. Plain ethers:
 * the `gm status` task formats it, and an indexer can serve the same figures as gauges.
 */
export async function readOperatorStatus(input: OperatorStatusInput): Promise<OperatorStatus> {
  const { provider } = input;
  const challenge = new Contract(input.addresses.challenge, gmChallengeAbi, provider);
  const call = <T>(name: string, ...args: unknown[]): Promise<T> => challenge.getFunction(name)(...args) as Promise<T>;
  const [network, block, feeData] = await Promise.all([
    provider.getNetwork(),
    provider.getBlock('latest'),
    input.gasPrice === undefined ? provider.getFeeData() : Promise.resolve(undefined),
  ]);
  if (!block) throw new Error('the node returned no latest block');
  const gasPrice = input.gasPrice ?? feeData?.gasPrice ?? 0n;
  const [owner, pendingOwner, signer, withdrawAddress, paused, cancelDelay, callbackGasLimit, tokenAddress] =
    await Promise.all([
      call<string>('owner'),
      call<string>('pendingOwner'),
      call<string>('signer'),
      call<string>('withdrawAddress'),
      call<boolean>('isOff'),
      call<bigint>('cancelDelay'),
      call<bigint>('callbackGasLimit'),
      call<string>('token'),
    ]);
  const token = new Contract(tokenAddress, gmTokenAbi, provider);
  const [supply, buffer, owed, registered, transferred, tokenBalance, nativeBalance, ownerCode, vrfPrice, signerNativeBalance] =
    await Promise.all([
      call<bigint>('amount_supply'),
      call<bigint>('amount_buffer'),
      call<bigint>('amount_owed'),
      call<bigint>('amount_registered'),
      call<bigint>('amount_transferred'),
      token.getFunction('balanceOf')(input.addresses.challenge) as Promise<bigint>,
      provider.getBalance(input.addresses.challenge),
      provider.getCode(owner),
      call<bigint>('estimateVrfCost', gasPrice),
      provider.getBalance(signer),
    ]);
  const cells = STAKE_UNITS.flatMap((unitGm) =>
    MULTIPLIERS.map((multiple) => ({ unit: BigInt(unitGm) * 10n ** 18n, multiple })),
  );
  const bettingTable: BettingTableEntry[] = await Promise.all(
    cells.map(async ({ unit, multiple }) => {
      const [probBps, lossBps] = await call<[bigint, bigint]>('bettingTable', unit, multiple);
      return { unit, multiple, probBps: Number(probBps), lossBps: Number(lossBps) };
    }),
  );
  const [tge, openAt, deadline, missionsGateEndsAt, pendingBetsAmount, rootCount] = await Promise.all([
    call<bigint>('tgeTimestamp'),
    call<bigint>('claimsOpenAt'),
    call<bigint>('claimDeadline'),
    call<bigint>('missionsGateEndsAt'),
    call<bigint>('amount_pendingBets'),
    call<bigint>('allocationRootCount'),
  ]);
  const allocationRoots = await Promise.all(
    Array.from({ length: Number(rootCount) }, async (_, i): Promise<AllocationRootStatus> => {
      const root = await call<OnChainAllocationRoot>('allocationRoot', BigInt(i + 1));
      const activatesAt = Number(root.activatesAt);
      return {
        version: i + 1,
        root: root.root,
        listHash: root.listHash,
        total: root.total,
        claimed: root.claimed,
        activatesAt,
        state: root.cancelled ? 'cancelled' : block.timestamp >= activatesAt ? 'active' : 'pending',
      };
    }),
  );
  const window: ClaimWindowStatus = {
    tge: Number(tge),
    openAt: Number(openAt),
    deadline: Number(deadline),
    missionsGateEndsAt: Number(missionsGateEndsAt),
    state:
      block.timestamp < Number(openAt)
        ? 'before-opening'
        : deadline !== 0n && BigInt(block.timestamp) > deadline
          ? 'closed'
          : 'open',
  };
  const kept = pendingBetsAmount + buffer;
  const { bets, registeredUsers } = await readBets(input, block.number, block.timestamp, cancelDelay);
  const unregistered = supply - registered;
  const liabilities = owed + unregistered;
  const vestings: VestingStatus[] = [];
  for (const claimType of CLAIM_TYPES) {
    const address = input.addresses.vestings[claimType];
    if (address) vestings.push(await readVesting(input, claimType, address));
  }
  return {
    chainId: network.chainId,
    blockNumber: block.number,
    blockTimestamp: block.timestamp,
    challenge: {
      address: input.addresses.challenge,
      owner,
      ownerIsContract: ownerCode !== '0x',
      pendingOwner: /^0x0{40}$/.test(pendingOwner) ? null : pendingOwner,
      signer,
      withdrawAddress,
      paused,
      cancelDelaySeconds: cancelDelay,
      callbackGasLimit,
      token: tokenAddress,
      tokenBalance,
      supply,
      buffer,
      owed,
      registered,
      transferred,
      unregistered,
      surplus: tokenBalance > liabilities ? tokenBalance - liabilities : 0n,
      nativeBalance,
      signerNativeBalance,
      registeredUsers,
      vrf: { gasPrice, priceOfOneBet: vrfPrice },
      bets,
      bettingTable,
      window,
      allocationRoots,
      pendingBetsAmount,
      sweepable: tokenBalance > kept ? tokenBalance - kept : 0n,
    },
    vestings,
  };
}
