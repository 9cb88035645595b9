import type { ClaimType } from '@gm-claim/shared/constants';
import { getConfig } from '@gm-claim/web-core-config';
import { challengeRead, vestingRead, type VestingFunctionName } from '@gm-claim/web-core-chain';
import { multicall } from '@gm-claim/web-core-chain';
import { getReadProvider } from '@gm-claim/web-core-chain';

export interface MonthlyRelease {
  month: number;
  timestamp: bigint;
  amount: bigint;
}

export interface ClaimDashboard {
  scheduleId: bigint;
  /** The latest block's timestamp: "now" as the contracts see it (unix seconds; 0 when unknown). */
  blockTimestamp: bigint;
  tgeTimestamp: bigint;
  currentMonth: bigint;
  totalAllocation: bigint;
  tgeAmount: bigint;
  claimedTotal: bigint;
  vestedTotal: bigint;
  claimable: bigint;
  isActive: boolean;
  releases: MonthlyRelease[];
  snapshot: { claimedAmount: bigint; immediateAmount: bigint; vestingAmount: bigint; timestamp: bigint } | null;
}

const asBig = (value: unknown): bigint => (typeof value === 'bigint' ? value : 0n);

/**
 * Everything the claim page shows, in three multicalls: the schedule id (PUBLIC:
 * getUserVestingScheduleId, others: beneficiarySchedules(address, 0)) with the contract values,
 * then the schedule, then the release timestamps of its months.
 */
export async function readClaimDashboard(type: ClaimType, address: string): Promise<ClaimDashboard> {
  const config = getConfig();
  const vesting = config.contracts.GMVesting[type];
  const v = (functionName: VestingFunctionName, args: readonly unknown[] = []) => vestingRead(vesting, functionName, args);
  // The exported Multicall3 ABI has aggregate3 only, so the block comes in a parallel request.
  const latestBlock = getReadProvider().getBlock('latest').catch(() => null);
  const [idResult, tgeResult, monthResult, snapshotResult] = await multicall([
    type === 'PUBLIC' ? v('getUserVestingScheduleId', [address]) : v('beneficiarySchedules', [address, 0]),
    v('tgeTimestamp'),
    v('getCurrentVestingMonth'),
    ...(type === 'PUBLIC'
      ? [challengeRead(config.contracts.GMChallenge, 'getVestingSnapshot', [address])]
      : []),
  ]);
  const scheduleId = asBig(idResult?.[0]);
  const tgeTimestamp = asBig(tgeResult?.[0]);
  const snapshot = snapshotResult
    ? { claimedAmount: asBig(snapshotResult[0]), immediateAmount: asBig(snapshotResult[1]), vestingAmount: asBig(snapshotResult[2]), timestamp: asBig(snapshotResult[3]) }
    : null;
  const empty: ClaimDashboard = {
    scheduleId,
    blockTimestamp: BigInt((await latestBlock)?.timestamp ?? 0),
    tgeTimestamp,
    currentMonth: asBig(monthResult?.[0]),
    totalAllocation: 0n,
    tgeAmount: 0n,
    claimedTotal: 0n,
    vestedTotal: 0n,
    claimable: 0n,
    isActive: false,
    releases: [],
    snapshot,
  };
  if (scheduleId === 0n) return empty;
  const [scheduleResult, infoResult, claimableResult] = await multicall([
    v('getVestingSchedule', [scheduleId]),
    v('getVestingInfo', [scheduleId]),
    v('claimableAmount', [scheduleId]),
  ]);
  const schedule = scheduleResult?.[0] as { totalAmount: bigint; tgeAmount: bigint; isActive: boolean; releaseDay: bigint; monthlyAmounts: bigint[] } | undefined;
  const info = infoResult?.[0] as { claimedTotal: bigint; vestedTotal: bigint; totalAllocation: bigint } | undefined;
  if (!schedule) return empty;
  const amounts = [...schedule.monthlyAmounts];
  const stamps = await multicall(amounts.map((_, index) => v('calculateReleaseTimestamp', [tgeTimestamp, index + 1, schedule.releaseDay])));
  return {
    ...empty,
    totalAllocation: info?.totalAllocation ?? schedule.totalAmount,
    tgeAmount: schedule.tgeAmount,
    claimedTotal: info?.claimedTotal ?? 0n,
    vestedTotal: info?.vestedTotal ?? 0n,
    claimable: asBig(claimableResult?.[0]),
    isActive: schedule.isActive,
    releases: amounts.map((amount, index) => ({ month: index + 1, amount, timestamp: asBig(stamps[index]?.[0]) })),
  };
}
