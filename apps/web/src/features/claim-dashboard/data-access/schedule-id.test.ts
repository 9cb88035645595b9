import { FAKE_CONTRACTS, fakeChain } from '@gm-claim/web-core-chain/testing';
import { readScheduleId } from './schedule-id';

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ATTACKER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const NOBODY = '0x0000000000000000000000000000000000000000';

function schedule(beneficiary: string) {
  return { beneficiary, totalAmount: 900n, tgeAmount: 0n, claimed: 0n, isActive: true, releaseDay: 15n, monthlyAmounts: Array(6).fill(150n), revocable: false };
}

/** GMChallenge.userVestingScheduleIds(USER) = recorded, GMVesting.getUserVestingScheduleId(USER) = first. */
function chain(recorded: bigint, first: bigint, beneficiaries: Record<string, string>, failing?: string) {
  const answers = {
    userVestingScheduleIds: recorded,
    getUserVestingScheduleId: first,
    getVestingSchedule: ([id]: readonly unknown[]) => schedule(beneficiaries[String(id)] ?? NOBODY),
  };
  if (failing) delete (answers as Record<string, unknown>)[failing];
  return fakeChain({ answers });
}

describe('readScheduleId – PUBLIC (GMChallenge\'s record of the claim first)', () => {
  it("GMChallenge's record wins over GMVesting's first schedule", async () => {
    // Before acceptance was required, an attacker's dust schedule could become the user's first one.
    const reader = chain(7n, 3n, { '7': USER, '3': USER });
    await expect(readScheduleId('PUBLIC', USER, reader)).resolves.toMatchObject({ id: 7n });
    expect(reader.calls.slice(0, 2)).toEqual(['userVestingScheduleIds', 'getUserVestingScheduleId']);
  });

  it('no claim recorded – a schedule the user accepted, its beneficiary checked', async () => {
    await expect(readScheduleId('PUBLIC', USER, chain(0n, 4n, { '4': USER }))).resolves.toMatchObject({ id: 4n });
  });

  it('the recorded schedule handed over – the one the user holds, or none', async () => {
    await expect(readScheduleId('PUBLIC', USER, chain(7n, 4n, { '7': ATTACKER, '4': USER }))).resolves.toMatchObject({ id: 4n });
    await expect(readScheduleId('PUBLIC', USER, chain(7n, 0n, { '7': ATTACKER }))).resolves.toMatchObject({ id: 0n });
  });

  it('nothing anywhere – 0 without reading a schedule', async () => {
    const reader = chain(0n, 0n, {});
    await expect(readScheduleId('PUBLIC', USER, reader)).resolves.toMatchObject({ id: 0n });
    expect(reader.calls).not.toContain('getVestingSchedule');
  });

  it.each(['userVestingScheduleIds', 'getVestingSchedule'])('a failed read (%s) – throws instead of reporting no schedule', async (failing) => {
    await expect(readScheduleId('PUBLIC', USER, chain(7n, 7n, { '7': USER }, failing))).rejects.toThrow('A value could not be read from the chain.');
  });

  it('another type – the first of beneficiarySchedules, 0 when the wallet has none', async () => {
    expect(FAKE_CONTRACTS.GMVesting.BACKER).toBeDefined();
    await expect(readScheduleId('BACKER', USER, fakeChain({ answers: { beneficiaryScheduleCount: 2n, beneficiarySchedules: 9n } }))).resolves.toMatchObject({ id: 9n });
    await expect(readScheduleId('BACKER', USER, fakeChain({ answers: { beneficiaryScheduleCount: 0n } }))).resolves.toMatchObject({ id: 0n });
  });
});
