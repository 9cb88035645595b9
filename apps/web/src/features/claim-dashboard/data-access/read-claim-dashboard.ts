import type { ClaimType } from '@gm-claim/shared/constants';
import { gmChallengeAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
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

/**
 * What GMChallenge paid and put into vesting at the wallet's claim & vest (getVestingSnapshot): the
 * source of every PUBLIC figure that is not the schedule's own. Null on the other types, and on a
 * PUBLIC schedule GMChallenge did not create (the snapshot is all zero).
 */
export interface ClaimAndVestSnapshot {
  /** Paid at once: the TGE unlock plus what the wallet's Challenges credited (redeemable). */
  paidAtOnce: bigint;
  /** The 10% of the vesting claim unlocked at TGE. */
  tgeUnlock: bigint;
  /** The 90% put into the PUBLIC schedule. */
  vesting: bigint;
  /** When it was claimed (unix seconds). */
  claimedAt: bigint;
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
  /** PUBLIC: the claim & vest that created the schedule (null otherwise). */
  claimAndVest: ClaimAndVestSnapshot | null;
  /** PUBLIC without a schedule: the wallet's claim & vest was sent to this address (its schedule is that address's). */
  sentTo?: string;
  /** With `sentTo`: the schedule is still a gift that address has not accepted (nor claimed) yet. */
  sentWaiting?: boolean;
  /**
   * The wallet's other schedules on the same GMVesting, after `scheduleId`: on PUBLIC one received
   * from another wallet's claim & vest, or handed over, besides the wallet's own; on the other types
   * a second allocation the owner created (another round, or a schedule created again after a
   * revocation). Each is claimed on its own (claim takes one schedule id).
   */
  otherSchedules?: OtherSchedule[];
  /**
   * Gifts waiting for the wallet (GMVesting.pendingGifts): schedules another wallet's claim & vest sent
   * here, not the wallet's until it accepts one (acceptBeneficiary) or claims it (a claim accepts it
   * first). Kept apart from the wallet's own schedules: shown after them, as gifts, never counted as its own.
   */
  gifts?: Gift[];
}

/** A gift waiting for the wallet's acceptance: its figures read as any schedule's (its beneficiary is 0 until accepted). */
export interface Gift {
  scheduleId: bigint;
  schedule: ScheduleFigures;
}

/** Another schedule of the wallet (PUBLIC: not created by its own claim & vest, so no snapshot). */
export interface OtherSchedule {
  scheduleId: bigint;
  schedule: ScheduleFigures;
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
  const [{ id: scheduleId, scheduleCount }, [tge, pending], chainTime] = await Promise.all([
    readScheduleId(type, address, reader),
    reader.multicall([
      contractCall(gmVestingAbi, vesting, 'tgeTimestamp'),
      contractCall(gmVestingAbi, vesting, 'pendingGifts', [address]),
    ]),
    reader.latestBlockTime(),
  ]);
  const tgeTimestamp = valueOf(tge);
  const giftsRead = Promise.all(
    [...new Set(valueOf(pending))].map(
      async (id): Promise<Gift> => ({ scheduleId: id, schedule: await readScheduleFigures(vesting, id, tgeTimestamp, reader) }),
    ),
  );
  if (scheduleId === 0n) {
    const [sentTo, gifts] = await Promise.all([
      type === 'PUBLIC' ? readSentTo(address, vesting, reader) : Promise.resolve(undefined),
      giftsRead,
    ]);
    return {
      contract: vesting,
      scheduleId,
      chainTime,
      tgeTimestamp,
      schedule: null,
      claimAndVest: null,
      ...(sentTo ? { sentTo: sentTo.to, sentWaiting: sentTo.waiting } : {}),
      gifts,
    };
  }
  const isPublic = type === 'PUBLIC';
  const [figures, snapshotOutcome, otherIds, gifts] = await Promise.all([
    readScheduleFigures(vesting, scheduleId, tgeTimestamp, reader),
    // PUBLIC: what the claim & vest paid at once, and from which sources, and the schedule it created.
    isPublic
      ? reader.multicall([
          contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'getVestingSnapshot', [address]),
          contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'userVestingScheduleIds', [address]),
        ])
      : Promise.resolve(null),
    readOtherScheduleIds(address, scheduleId, vesting, reader, scheduleCount),
    giftsRead,
  ]);
  const snapshot = snapshotOutcome?.[0] ? valueOf(snapshotOutcome[0]) : null;
  // The snapshot is the wallet's own claim & vest: it describes `scheduleId` only when that claim created it.
  const ownSchedule = snapshotOutcome?.[1] ? valueOf(snapshotOutcome[1]) === scheduleId : false;
  const otherSchedules = await Promise.all(
    otherIds.map(async (id) => ({ scheduleId: id, schedule: await readScheduleFigures(vesting, id, tgeTimestamp, reader) })),
  );
  return {
    contract: vesting,
    scheduleId,
    chainTime,
    tgeTimestamp,
    schedule: figures,
    claimAndVest:
      snapshot && ownSchedule && snapshot.claimedAmount > 0n
        ? {
            paidAtOnce: snapshot.claimedAmount,
            tgeUnlock: snapshot.immediateAmount,
            vesting: snapshot.vestingAmount,
            claimedAt: snapshot.timestamp,
          }
        : null,
    otherSchedules,
    gifts,
  };
}

/** One schedule's figures and the release time of each of its months. */
async function readScheduleFigures(
  vesting: string,
  scheduleId: bigint,
  tgeTimestamp: bigint,
  reader: ChainReader,
): Promise<ScheduleFigures> {
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
  };
}

/**
 * The wallet's schedules other than `shown`, in GMVesting's index order (beneficiarySchedules(address, i)
 * for i below beneficiaryScheduleCount): a page that showed only the first would hide the others' tokens.
 * `knownCount`: the count when the schedule id's read already has it (every type but PUBLIC).
 */
async function readOtherScheduleIds(
  address: string,
  shown: bigint,
  vesting: string,
  reader: ChainReader,
  knownCount: bigint | null,
): Promise<bigint[]> {
  let count = knownCount;
  if (count === null) {
    const [countOutcome] = await reader.multicall([
      contractCall(gmVestingAbi, vesting, 'beneficiaryScheduleCount', [address]),
    ]);
    count = valueOf(countOutcome);
  }
  if (count === 0n) return [];
  const ids = await reader.multicall(
    Array.from({ length: Number(count) }, (_, index) =>
      contractCall(gmVestingAbi, vesting, 'beneficiarySchedules', [address, BigInt(index)]),
    ),
  );
  return [...new Set(ids.map((id) => valueOf(id)))].filter((id) => id !== 0n && id !== shown);
}

const ZERO = /^0x0{40}$/i;

/**
 * PUBLIC, a wallet with no schedule of its own: GMChallenge's record of its claim & vest names the
 * schedule it created; when that schedule went to another address, the claim was sent there
 * (claimAndVestTo / a relayed claim to another address). Such a schedule is a gift: its beneficiary
 * reads 0 until the recipient accepts it, and pendingBeneficiary names the recipient meanwhile.
 */
export async function readSentTo(
  user: string,
  vesting: string,
  reader: ChainReader,
): Promise<{ to: string; waiting: boolean } | undefined> {
  const [recorded] = await reader.multicall([
    contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'userVestingScheduleIds', [user]),
  ]);
  const id = valueOf(recorded);
  if (id === 0n) return undefined;
  const [schedule, pending] = await reader.multicall([
    contractCall(gmVestingAbi, vesting, 'getVestingSchedule', [id]),
    contractCall(gmVestingAbi, vesting, 'pendingBeneficiary', [id]),
  ]);
  const beneficiary = valueOf(schedule).beneficiary;
  const waiting = ZERO.test(beneficiary);
  const holder = waiting ? valueOf(pending) : beneficiary;
  return ZERO.test(holder) || holder.toLowerCase() === user.toLowerCase() ? undefined : { to: holder, waiting };
}
