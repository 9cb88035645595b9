import { Contract, type Signer, parseUnits } from 'ethers';

const TOKEN_ABI = ['function approve(address spender, uint256 amount) returns (bool)'];
const VESTING_ABI = [
  'function createVestingSchedules(address[] beneficiaries, uint256[] tgeAmounts, uint8[] releaseDays, uint256[][] monthlyAmounts) returns (uint256[])',
];

export interface DemoSeedOptions {
  token: string;
  vestings: { BACKER: string; TEAM: string };
  owner: Signer;
  /** Dev accounts #1 and #2. */
  beneficiaries: [string, string];
  tgeTimestamp: number;
}

interface DemoSchedule {
  beneficiary: string;
  tgeAmount: bigint;
  monthlyAmounts: bigint[];
}

const gm = (amount: string): bigint => parseUnits(amount, 18);
const months = (count: number, amount: string, cliff = 0): bigint[] => [
  ...Array<bigint>(cliff).fill(0n),
  ...Array<bigint>(count).fill(gm(amount)),
];

/**
 * Demo vesting schedules so that the BACKER and TEAM pages show data for dev accounts #1 and #2:
 * BACKER — #1 120,000 GM (10% at TGE, 12 monthly tranches), #2 50,000 GM (20% at TGE, 8 months);
 * TEAM — #1 240,000 GM (3-month cliff, then 24 months), #2 36,000 GM (no TGE part, 6 months).
 * Monthly releases fall on TGE's day of month (clamped to 28). Returns one log line per vesting.
 */
export async function seedDemoSchedules(options: DemoSeedOptions): Promise<string[]> {
  const [first, second] = options.beneficiaries;
  const day = Math.min(new Date(options.tgeTimestamp * 1000).getUTCDate(), 28);
  const plans: Record<'BACKER' | 'TEAM', DemoSchedule[]> = {
    BACKER: [
      { beneficiary: first, tgeAmount: gm('12000'), monthlyAmounts: months(12, '9000') },
      { beneficiary: second, tgeAmount: gm('10000'), monthlyAmounts: months(8, '5000') },
    ],
    TEAM: [
      { beneficiary: first, tgeAmount: 0n, monthlyAmounts: months(24, '10000', 3) },
      { beneficiary: second, tgeAmount: 0n, monthlyAmounts: months(6, '6000') },
    ],
  };
  const token = new Contract(options.token, TOKEN_ABI, options.owner);
  const lines: string[] = [];
  for (const [claimType, schedules] of Object.entries(plans) as ['BACKER' | 'TEAM', DemoSchedule[]][]) {
    const vestingAddress = options.vestings[claimType];
    const vesting = new Contract(vestingAddress, VESTING_ABI, options.owner);
    const total = schedules.reduce(
      (sum, schedule) => sum + schedule.tgeAmount + schedule.monthlyAmounts.reduce((a, b) => a + b, 0n),
      0n,
    );
    await (await token.getFunction('approve')(vestingAddress, total)).wait();
    await (
      await vesting.getFunction('createVestingSchedules')(
        schedules.map((schedule) => schedule.beneficiary),
        schedules.map((schedule) => schedule.tgeAmount),
        schedules.map(() => day),
        schedules.map((schedule) => schedule.monthlyAmounts),
      )
    ).wait();
    lines.push(
      `demo ${claimType} schedules for ${schedules.map((s) => s.beneficiary).join(', ')} (release day ${day})`,
    );
  }
  return lines;
}
