import { VESTING } from '@gm-claim/shared/constants';
import type { MonthlyRelease } from './read-claim-dashboard';
import { formatAmount, t } from '@gm-claim/web-core-i18n';


/** What the history modal says about a schedule's shape: every figure from the schedule itself. */
export interface ScheduleTerms {
  /** "Unlock at TGE", base units. */
  unlockAtTge: bigint;
  /** The vesting total after TGE, base units. */
  vestingTotal: bigint;
  /** The row label: "Vesting 6 Months" (PUBLIC's fixed text), else the schedule's month count. */
  vestingLabel: string;
  /** The monthly release: one amount when the releases are equal (the rounding remainder in the last). */
  perMonth: bigint;
  /** Set when the releases differ: the largest; `perMonth` is then the smallest. */
  perMonthMax: bigint | null;
  /** Months without a release before the first one. */
  cliffMonths: number;
  note: string;
}

export interface ScheduleShape {
  totalAllocation: bigint;
  tgeAmount: bigint;
  releases: readonly MonthlyRelease[];
}

/**
 * PUBLIC keeps its fixed texts (docs/product.md#claim-and-vest): the allocation vests over 6 months (vesting / 6 a month) after the
 * TGE 10% paid at claim-and-vest (allocation / 9). Every other type is described from its on-chain
 * schedule: its TGE part, its cliff (leading months of 0), its number of monthly releases and their
 * amounts.
 */
export function scheduleTerms(isPublic: boolean, schedule: ScheduleShape): ScheduleTerms {
  if (isPublic) {
    const allocation = schedule.totalAllocation;
    const progressTotal = (allocation * VESTING.publicProgressNumerator) / VESTING.publicProgressDenominator;
    return {
      unlockAtTge: progressTotal - allocation,
      vestingTotal: allocation,
      vestingLabel: t('sched.vestingMonths', { months: VESTING.months }),
      perMonth: allocation / BigInt(VESTING.months),
      perMonthMax: null,
      cliffMonths: 0,
      // PUBLIC's fixed note in the vesting-history modal (its exact words in English).
      note: t('sched.publicNote'),
    };
  }
  const amounts = schedule.releases.map((release) => release.amount);
  const vestingTotal = amounts.reduce((sum, amount) => sum + amount, 0n);
  const cliffMonths = Math.max(
    0,
    amounts.findIndex((amount) => amount > 0n),
  );
  const paying = amounts.slice(cliffMonths).filter((amount) => amount > 0n);
  const months = amounts.length;
  let perMonth = 0n;
  let perMonthMax: bigint | null = null;
  if (paying.length > 0) {
    const part = paying[0] as bigint;
    const last = paying[paying.length - 1] as bigint;
    const gapless = paying.length === months - cliffMonths;
    // GMVesting's even form: equal parts, the rounding remainder (less than the month count) in the last.
    const even =
      gapless &&
      paying.slice(0, -1).every((amount) => amount === part) &&
      last >= part &&
      last - part < BigInt(paying.length);
    if (even) perMonth = part;
    else {
      perMonth = paying.reduce((low, amount) => (amount < low ? amount : low), part);
      perMonthMax = paying.reduce((high, amount) => (amount > high ? amount : high), part);
    }
  }
  return {
    unlockAtTge: schedule.tgeAmount,
    vestingTotal,
    vestingLabel: t('sched.vestingMonths', { months }),
    perMonth,
    perMonthMax,
    cliffMonths,
    note: scheduleNote(schedule.tgeAmount, vestingTotal, cliffMonths, paying.length, perMonth, perMonthMax),
  };
}

const gm = (amount: bigint): string => `${formatAmount(amount)} GM`;

function scheduleNote(
  tge: bigint,
  vesting: bigint,
  cliff: number,
  releases: number,
  low: bigint,
  high: bigint | null,
): string {
  const atTge = tge > 0n ? t('sched.atTge', { amount: gm(tge) }) : t('sched.nothingAtTge');
  if (releases === 0) return t('sched.nothingAfter', { atTge });
  const each = high === null ? gm(low) : t('sched.range', { low: gm(low), high: gm(high) });
  const rest = t('sched.rest', { vesting: gm(vesting), count: releases, each });
  return cliff > 0 ? t('sched.withCliff', { atTge, cliff, rest }) : t('sched.noCliff', { atTge, rest });
}

/**
 * The next release with an amount (a cliff month releases nothing, so it is no unlock): null when
 * unknown, "-" when none is left (every release past, or the schedule revoked).
 */
export function nextRelease(
  releases: readonly MonthlyRelease[] | null,
  nowSeconds: number,
  isActive = true,
): MonthlyRelease | '-' | null {
  if (!releases || releases.length === 0) return null;
  if (!isActive) return '-';
  return releases.find((release) => release.amount > 0n && Number(release.timestamp) > nowSeconds) ?? '-';
}

/** The releases after `nowSeconds` that release something (the calendar's events). */
export function upcomingReleases(releases: readonly MonthlyRelease[], nowSeconds: number): MonthlyRelease[] {
  return releases.filter((release) => release.amount > 0n && Number(release.timestamp) > nowSeconds);
}
