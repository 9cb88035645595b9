import type { ClaimType } from '@gm-claim/shared/constants';
import { gmChallengeAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, valueOf, type ChainReader } from '@gm-claim/web-core-chain';

/**
 * The wallet's schedule id on the type's GMVesting (docs/product.md#vesting-pages), 0n when it has none. How a type's id is
 * read is decided here only.
 *
 * PUBLIC: GMChallenge's record of the user's claim (`userVestingScheduleIds`) comes first: nobody
 * else can set it. GMVesting's first schedule (`getUserVestingScheduleId`) is read only when that
 * record is empty or no longer the user's (handed over with changeBeneficiary / acceptBeneficiary).
 * Either id counts only when the schedule's beneficiary is the user.
 *
 * The other types: the first of beneficiarySchedules(address, i) (read with the count, since index 0
 * of an empty list reverts). The count comes back with the id (`scheduleCount`), so the dashboard
 * lists the wallet's other schedules without reading it again; PUBLIC does not read it (null).
 *
 * A read that fails fails the whole read: it is never taken for "no schedule".
 */
export async function readScheduleId(
  type: ClaimType,
  address: string,
  reader: ChainReader,
): Promise<{ id: bigint; scheduleCount: bigint | null }> {
  const vesting = reader.contracts.GMVesting[type];
  if (type === 'PUBLIC') return { id: await readPublicScheduleId(address, reader), scheduleCount: null };
  const [count, first] = await reader.multicall([
    contractCall(gmVestingAbi, vesting, 'beneficiaryScheduleCount', [address]),
    contractCall(gmVestingAbi, vesting, 'beneficiarySchedules', [address, 0n]),
  ]);
  const scheduleCount = valueOf(count);
  return { id: scheduleCount === 0n ? 0n : valueOf(first), scheduleCount };
}

async function readPublicScheduleId(user: string, reader: ChainReader): Promise<bigint> {
  const vesting = reader.contracts.GMVesting.PUBLIC;
  const [recorded, first] = await reader.multicall([
    contractCall(gmChallengeAbi, reader.contracts.GMChallenge, 'userVestingScheduleIds', [user]),
    contractCall(gmVestingAbi, vesting, 'getUserVestingScheduleId', [user]),
  ]);
  const candidates = [...new Set([valueOf(recorded), valueOf(first)])].filter((id) => id !== 0n);
  if (candidates.length === 0) return 0n;
  const schedules = await reader.multicall(candidates.map((id) => contractCall(gmVestingAbi, vesting, 'getVestingSchedule', [id])));
  for (const [index, id] of candidates.entries()) {
    const schedule = schedules[index];
    if (!schedule) throw new Error('multicall answered fewer calls than asked');
    if (valueOf(schedule).beneficiary.toLowerCase() === user.toLowerCase()) return id;
  }
  return 0n;
}
