import { tokens } from '@gm-claim/shared/amount';
import type { MonthlyRelease } from './read-claim-dashboard';
import { en } from '@gm-claim/web-core-i18n';
import { nextRelease, scheduleTerms, upcomingReleases } from './schedule-terms';

const PUBLIC_NOTE = en['sched.publicNote'];

const DAY = 86_400n;
const START = 1_800_000_000n;

/** Monthly releases of the given amounts, 30 days apart from START + 30 days. */
function releases(amounts: readonly bigint[]): MonthlyRelease[] {
  return amounts.map((amount, index) => ({
    month: index + 1,
    amount,
    timestamp: START + BigInt(index + 1) * 30n * DAY,
  }));
}

describe('scheduleTerms – what the history modal says comes from the schedule', () => {
  it('PUBLIC – its fixed texts: Vesting 6 Months, vesting / 6 a month, the TGE 10% as allocation / 9', () => {
    const terms = scheduleTerms(true, {
      totalAllocation: tokens(9_000),
      tgeAmount: 0n,
      releases: releases(Array(6).fill(tokens(1_500))),
    });
    expect(terms).toEqual({
      unlockAtTge: tokens(1_000),
      vestingTotal: tokens(9_000),
      vestingLabel: 'Vesting 6 Months',
      perMonth: tokens(1_500),
      perMonthMax: null,
      cliffMonths: 0,
      note: PUBLIC_NOTE,
    });
  });

  it('BACKER, 12 × 9,000 GM – "Vesting 12 Months", 9,000 GM a month (not 108,000 / 6 = 18,000)', () => {
    const terms = scheduleTerms(false, {
      totalAllocation: tokens(120_000),
      tgeAmount: tokens(12_000),
      releases: releases(Array(12).fill(tokens(9_000))),
    });
    expect(terms.vestingLabel).toBe('Vesting 12 Months');
    expect(terms.vestingTotal).toBe(tokens(108_000));
    expect(terms.perMonth).toBe(tokens(9_000));
    expect(terms.perMonthMax).toBeNull();
    expect(terms.unlockAtTge).toBe(tokens(12_000));
    expect(terms.note).toBe('12,000 GM unlocks at TGE, then 108,000 GM vests in 12 monthly releases of 9,000 GM.');
  });

  it('TEAM, a 12-month cliff then 15 releases with the rounding remainder in the last – one monthly amount', () => {
    const amounts = [...Array(12).fill(0n), ...Array(14).fill(tokens(2_000)), tokens(2_000) + 14n];
    const terms = scheduleTerms(false, {
      totalAllocation: tokens(30_000) + 14n,
      tgeAmount: 0n,
      releases: releases(amounts),
    });
    expect(terms.vestingLabel).toBe('Vesting 27 Months');
    expect(terms.cliffMonths).toBe(12);
    expect(terms.perMonth).toBe(tokens(2_000));
    expect(terms.perMonthMax).toBeNull();
    expect(terms.note).toBe(
      'Nothing unlocks at TGE; after a 12-month cliff, 30,000.00 GM vests in 15 monthly releases of 2,000 GM.',
    );
  });

  it('releases of different sizes – the smallest and the largest', () => {
    const terms = scheduleTerms(false, {
      totalAllocation: tokens(6_000),
      tgeAmount: tokens(1_000),
      releases: releases([tokens(1_000), tokens(3_000), tokens(1_000)]),
    });
    expect([terms.perMonth, terms.perMonthMax]).toEqual([tokens(1_000), tokens(3_000)]);
    expect(terms.note).toBe(
      '1,000 GM unlocks at TGE, then 5,000 GM vests in 3 monthly releases of 1,000 GM to 3,000 GM.',
    );
  });

  it('a TGE-only schedule – nothing a month', () => {
    const terms = scheduleTerms(false, { totalAllocation: tokens(500), tgeAmount: tokens(500), releases: [] });
    expect(terms).toMatchObject({ vestingLabel: 'Vesting 0 Months', perMonth: 0n, perMonthMax: null });
    expect(terms.note).toBe('500 GM unlocks at TGE; nothing vests after it.');
  });
});

describe('nextRelease', () => {
  const cliffThenTwo = releases([0n, 0n, tokens(5), tokens(5)]);

  it('skips cliff months: the next unlock is the first month that releases something', () => {
    expect(nextRelease(cliffThenTwo, Number(START))).toEqual(cliffThenTwo[2]);
  });

  it('"-" when every release is past or the schedule is revoked; null when unknown', () => {
    expect(nextRelease(cliffThenTwo, Number(START + 1_000n * DAY))).toBe('-');
    expect(nextRelease(cliffThenTwo, Number(START), false)).toBe('-');
    expect(nextRelease(null, 0)).toBeNull();
    expect(nextRelease([], 0)).toBeNull();
  });

  it('upcoming releases: after now and not empty', () => {
    expect(upcomingReleases(cliffThenTwo, Number(START + 95n * DAY)).map((release) => release.month)).toEqual([4]);
  });
});
