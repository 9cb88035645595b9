import { CLAIM_TYPES, type ClaimType } from '@gm-claim/shared/constants';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, valueOf, type ChainReader } from '@gm-claim/web-core-chain';

/** One schedule of the wallet with a release due now (issue 37 §1, "Claim all"). */
export interface DueRelease {
  type: ClaimType;
  /** The GMVesting the schedule lives on. */
  vesting: string;
  scheduleId: bigint;
  /** What claim(scheduleId) would pay now. */
  claimable: bigint;
}

/** The order Claim all goes through the types: the page's own first, then the others in CLAIM_TYPES' order. */
export function claimAllTypes(pageType: ClaimType): ClaimType[] {
  // /vesting (PUBLIC) gathers every type; a type's own page only that type.
  return pageType === 'PUBLIC' ? [...CLAIM_TYPES] : [pageType];
}

/**
 * Every schedule whose beneficiary is `address` and whose claimableAmount is above 0, on each of the
 * given GMVesting contracts (beneficiarySchedules(address, i) for i below beneficiaryScheduleCount). Gifts
 * waiting for the wallet are not its schedules yet (their beneficiary is 0): they are never part of it.
 * A contract shared by two types is read once. Everything comes from the chain, so after a reload
 * (or a claim from another tab) what is left is what the chain says, never what a tab remembers.
 */
export async function readDueReleases(
  address: string,
  vestings: Array<{ type: ClaimType; vesting: string }>,
  reader: Pick<ChainReader, 'multicall'>,
): Promise<DueRelease[]> {
  const seen = new Set<string>();
  const unique = vestings.filter(({ vesting }) => {
    const key = vesting.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const perContract = await Promise.all(
    unique.map(async ({ type, vesting }): Promise<DueRelease[]> => {
      const [countOutcome] = await reader.multicall([
        contractCall(gmVestingAbi, vesting, 'beneficiaryScheduleCount', [address]),
      ]);
      const count = Number(valueOf(countOutcome));
      if (count === 0) return [];
      const idOutcomes = await reader.multicall(
        Array.from({ length: count }, (_, index) =>
          contractCall(gmVestingAbi, vesting, 'beneficiarySchedules', [address, BigInt(index)]),
        ),
      );
      const ids = [...new Set(idOutcomes.map((outcome) => valueOf(outcome)))].filter((id) => id !== 0n);
      const states = await reader.multicall(
        ids.flatMap((id) => [
          contractCall(gmVestingAbi, vesting, 'getVestingSchedule', [id]),
          contractCall(gmVestingAbi, vesting, 'claimableAmount', [id]),
        ]),
      );
      return ids.flatMap((scheduleId, index): DueRelease[] => {
        const scheduleOutcome = states[index * 2];
        const claimableOutcome = states[index * 2 + 1];
        if (!scheduleOutcome || !claimableOutcome) throw new Error('multicall answered fewer calls than asked');
        const schedule = valueOf(scheduleOutcome) as { beneficiary: string };
        const claimable = valueOf(claimableOutcome) as bigint;
        const own = schedule.beneficiary.toLowerCase() === address.toLowerCase();
        return own && claimable > 0n ? [{ type, vesting, scheduleId, claimable }] : [];
      });
    }),
  );
  return perContract.flat();
}

/** claimableAmount of each release, read again from the chain (one multicall): what is still due of them. */
export async function readStillDue(
  releases: readonly DueRelease[],
  reader: Pick<ChainReader, 'multicall'>,
): Promise<DueRelease[]> {
  if (releases.length === 0) return [];
  const outcomes = await reader.multicall(
    releases.map((release) => contractCall(gmVestingAbi, release.vesting, 'claimableAmount', [release.scheduleId])),
  );
  return releases.flatMap((release, index): DueRelease[] => {
    const outcome = outcomes[index];
    if (!outcome) throw new Error('multicall answered fewer calls than asked');
    const claimable = valueOf(outcome) as bigint;
    return claimable > 0n ? [{ ...release, claimable }] : [];
  });
}
