import { getConfig } from '../config/config';
import { challengeRead, vestingRead } from './contracts';
import { multicall, type CallRunner } from './multicall';
import { getReadProvider } from './read-provider';

/**
 * The PUBLIC vesting schedule a claim page shows for `user`, 0n when the user holds none.
 *
 * GMChallenge's record of the user's claim (`userVestingScheduleIds`) comes first: nobody else can
 * set it. GMVesting's "first schedule" (`getUserVestingScheduleId`) is read only when that record
 * is empty or no longer the user's (handed over with changeBeneficiary/acceptBeneficiary), e.g. a
 * schedule the user accepted from someone else. Either id counts only when the schedule's
 * beneficiary is the user. A failed read throws: it is never turned into "no schedule".
 */
export async function readPublicScheduleId(user: string, runner: CallRunner = getReadProvider()): Promise<bigint> {
  const { contracts } = getConfig();
  const vesting = contracts.GMVesting.PUBLIC;
  const [recorded, first] = await multicall(
    [
      challengeRead(contracts.GMChallenge, 'userVestingScheduleIds', [user]),
      vestingRead(vesting, 'getUserVestingScheduleId', [user]),
    ],
    runner,
  );
  if (!recorded || !first) throw new Error('Could not read the vesting schedule');
  const candidates = [...new Set([recorded[0] as bigint, first[0] as bigint])].filter((id) => id !== 0n);
  if (candidates.length === 0) return 0n;
  const schedules = await multicall(
    candidates.map((id) => vestingRead(vesting, 'getVestingSchedule', [id])),
    runner,
  );
  for (const [index, id] of candidates.entries()) {
    const schedule = schedules[index]?.[0] as { beneficiary: string } | undefined;
    if (!schedule) throw new Error('Could not read the vesting schedule');
    if (schedule.beneficiary.toLowerCase() === user.toLowerCase()) return id;
  }
  return 0n;
}
