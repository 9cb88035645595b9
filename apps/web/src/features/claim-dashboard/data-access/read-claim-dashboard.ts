import type { ClaimType } from '@gm-claim/shared/constants';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, getChainReader, valueOf, type ChainReader } from '@gm-claim/web-core-chain';
import { readScheduleId } from './schedule-id';

export interface MonthlyRelease {
  month: number;
  timestamp: bigint;
  amount: bigint;
}

export interface ScheduleFigures {
  totalAllocation: bigint;
  tgeAmount: bigint;
  claimedTotal: bigint;
  vestedTotal: bigint;
  claimable: bigint;
  isActive: boolean;
  releases: MonthlyRelease[];
}

export interface ClaimDashboard {
  /** The GMVesting read (hooks/vesting-contract.ts decides which). */
  contract: string;
  /** 0n: the wallet has no schedule of this type (then `schedule` is null). */
  scheduleId: bigint;
  /** The latest block's timestamp: "now" as the contracts see it (unix seconds). */
  chainTime: bigint;
  tgeTimestamp: bigint;
  schedule: ScheduleFigures | null;
}

/** The reader with the type's GMVesting at `vesting`, the address the page reads on. */
export function withVestingAddress(reader: ChainReader, type: ClaimType, vesting: string): ChainReader {
  return { ...reader, contracts: { ...reader.contracts, GMVesting: { ...reader.contracts.GMVesting, [type]: vesting } } };
}

/**
 * Everything the claim page shows: the schedule id, the contract's TGE and the chain's clock, then the
 * schedule's figures, then the release time of each month. Every value is read; any read that fails
 * fails the dashboard (the page shows the error with a retry, never "0 GM").
 */
export async function readClaimDashboard(
  type: ClaimType,
  address: string,
  vesting: string,
  chainReader: ChainReader = getChainReader(),
): Promise<ClaimDashboard> {
  const reader = withVestingAddress(chainReader, type, vesting);
  const [scheduleId, [tge], chainTime] = await Promise.all([
    readScheduleId(type, address, reader),
    reader.multicall([contractCall(gmVestingAbi, vesting, 'tgeTimestamp')]),
    reader.latestBlockTime(),
  ]);
  const tgeTimestamp = valueOf(tge);
  if (scheduleId === 0n) return { contract: vesting, scheduleId, chainTime, tgeTimestamp, schedule: null };
  const [scheduleOutcome, infoOutcome, claimableOutcome] = await reader.multicall([
    contractCall(gmVestingAbi, vesting, 'getVestingSchedule', [scheduleId]),
    contractCall(gmVestingAbi, vesting, 'getVestingInfo', [scheduleId]),
    contractCall(gmVestingAbi, vesting, 'claimableAmount', [scheduleId]),
  ]);
  const schedule = valueOf(scheduleOutcome);
  const info = valueOf(infoOutcome);
  const stamps = await reader.multicall(
    schedule.monthlyAmounts.map((_, index) =>
      contractCall(gmVestingAbi, vesting, 'calculateReleaseTimestamp', [tgeTimestamp, index + 1, schedule.releaseDay]),
    ),
  );
  return {
    contract: vesting,
    scheduleId,
    chainTime,
    tgeTimestamp,
    schedule: {
      totalAllocation: info.totalAllocation,
      tgeAmount: schedule.tgeAmount,
      claimedTotal: info.claimedTotal,
      vestedTotal: info.vestedTotal,
      claimable: valueOf(claimableOutcome),
      isActive: schedule.isActive,
      releases: schedule.monthlyAmounts.map((amount, index) => {
        const stamp = stamps[index];
        if (!stamp) throw new Error('multicall answered fewer calls than asked');
        return { month: index + 1, amount, timestamp: valueOf(stamp) };
      }),
    },
  };
}
