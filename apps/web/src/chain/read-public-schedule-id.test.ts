import type { Interface } from 'ethers';
import { testConfig } from '../test/fixtures';
import { challengeInterface, multicallInterface, vestingInterface } from './contracts';
import type { CallRunner } from './multicall';
import { readPublicScheduleId } from './read-public-schedule-id';

const CHALLENGE = '0x00000000000000000000000000000000000000c1';
const PUBLIC = '0x00000000000000000000000000000000000000b0';
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ATTACKER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

interface Chain {
  /** GMChallenge.userVestingScheduleIds(USER). */
  recorded: bigint;
  /** GMVesting.getUserVestingScheduleId(USER). */
  first: bigint;
  beneficiaries: Record<string, string>;
  failing?: string;
}

function schedule(beneficiary: string): unknown[] {
  return [beneficiary, 900n, 0n, 0n, true, 15, [150n, 150n, 150n, 150n, 150n, 150n], false];
}

/** Answers Multicall3.aggregate3 the way the chain would, ABI-encoded, from `chain`. */
function runnerFor(chain: Chain): CallRunner & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    calls,
    async call({ data }) {
      const [requests] = multicallInterface.decodeFunctionData('aggregate3', data) as unknown as [Array<{ target: string; callData: string }>];
      const names: string[] = [];
      const results = requests.map(({ target, callData }) => {
        const abi: Interface = target.toLowerCase() === CHALLENGE ? challengeInterface : vestingInterface;
        const parsed = abi.parseTransaction({ data: callData });
        if (!parsed) throw new Error('unknown call');
        names.push(parsed.name);
        if (parsed.name === chain.failing) return { success: false, returnData: '0x' };
        const value =
          parsed.name === 'userVestingScheduleIds'
            ? [chain.recorded]
            : parsed.name === 'getUserVestingScheduleId'
              ? [chain.first]
              : [schedule(chain.beneficiaries[String(parsed.args[0])] ?? '0x0000000000000000000000000000000000000000')];
        return { success: true, returnData: abi.encodeFunctionResult(parsed.name, value) };
      });
      calls.push(names);
      return multicallInterface.encodeFunctionResult('aggregate3', [results]);
    },
  };
}

describe('readPublicScheduleId', () => {
  beforeEach(() => {
    const config = testConfig();
    config.contracts.GMChallenge = CHALLENGE;
    config.contracts.GMVesting.PUBLIC = PUBLIC;
  });

  it("GMChallenge's record of the user's claim wins over GMVesting's first schedule", async () => {
    // Before acceptance was required, an attacker's dust schedule could become the user's first one.
    const runner = runnerFor({ recorded: 7n, first: 3n, beneficiaries: { '7': USER, '3': USER } });
    await expect(readPublicScheduleId(USER, runner)).resolves.toBe(7n);
    expect(runner.calls[0]).toEqual(['userVestingScheduleIds', 'getUserVestingScheduleId']);
  });

  it('no claim recorded – falls back to a schedule the user accepted, checking its beneficiary', async () => {
    await expect(readPublicScheduleId(USER, runnerFor({ recorded: 0n, first: 4n, beneficiaries: { '4': USER } }))).resolves.toBe(4n);
  });

  it('recorded schedule handed over – shows the one the user holds, or none', async () => {
    await expect(
      readPublicScheduleId(USER, runnerFor({ recorded: 7n, first: 4n, beneficiaries: { '7': ATTACKER, '4': USER } })),
    ).resolves.toBe(4n);
    await expect(readPublicScheduleId(USER, runnerFor({ recorded: 7n, first: 0n, beneficiaries: { '7': ATTACKER } }))).resolves.toBe(0n);
  });

  it('nothing anywhere – 0 without reading a schedule', async () => {
    const runner = runnerFor({ recorded: 0n, first: 0n, beneficiaries: {} });
    await expect(readPublicScheduleId(USER, runner)).resolves.toBe(0n);
    expect(runner.calls).toHaveLength(1);
  });

  it('a failed read – throws instead of reporting no schedule', async () => {
    await expect(
      readPublicScheduleId(USER, runnerFor({ recorded: 0n, first: 0n, beneficiaries: {}, failing: 'userVestingScheduleIds' })),
    ).rejects.toThrow('Could not read the vesting schedule');
    await expect(
      readPublicScheduleId(USER, runnerFor({ recorded: 7n, first: 7n, beneficiaries: {}, failing: 'getVestingSchedule' })),
    ).rejects.toThrow('Could not read the vesting schedule');
  });
});
