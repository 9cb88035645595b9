import { type CsvRow, type CsvTable } from './csv.js';
import { OwnerTaskError } from './errors.js';
import { parseAddress, parseGm, parseInteger, parsePercentBps } from './values.js';

/** GMVesting.MAX_MONTHS. */
export const MAX_MONTHS = 120;

export interface ScheduleInput {
  beneficiary: string;
  tgeAmount: bigint;
  releaseDay: number;
  monthlyAmounts: bigint[];
  /** CSV line, for messages. */
  line: number;
}

export function scheduleTotal(schedule: ScheduleInput): bigint {
  return schedule.monthlyAmounts.reduce((sum, amount) => sum + amount, schedule.tgeAmount);
}

/**
 * The cliff + months form: `tgePercent` of `total` at TGE, nothing for `cliffMonths` months, then the
 * rest in `months` equal monthly tranches (the integer-division remainder goes to the last one).
 */
export function cliffSchedule(
  total: bigint,
  tgeBps: number,
  cliffMonths: number,
  months: number,
): { tgeAmount: bigint; monthlyAmounts: bigint[] } {
  const tgeAmount = (total * BigInt(tgeBps)) / 10_000n;
  const rest = total - tgeAmount;
  if (months === 0) {
    if (rest !== 0n) throw new OwnerTaskError('months is 0, so tgePercent must be 100');
    return { tgeAmount, monthlyAmounts: Array<bigint>(cliffMonths).fill(0n) };
  }
  const tranche = rest / BigInt(months);
  const monthlyAmounts = [...Array<bigint>(cliffMonths).fill(0n), ...Array<bigint>(months).fill(tranche)];
  monthlyAmounts[monthlyAmounts.length - 1] += rest - tranche * BigInt(months);
  return { tgeAmount, monthlyAmounts };
}

const CLIFF_COLUMNS = ['beneficiary', 'total', 'tgepercent', 'cliffmonths', 'months', 'releaseday'];

/**
 * A parser of schedule rows for a CSV header in one of two forms (chosen by the header):
 * - explicit: `beneficiary,tgeAmount,releaseDay,month1,month2,…` (empty trailing month cells are ignored);
 * - cliff + months: `beneficiary,total,tgePercent,cliffMonths,months,releaseDay`.
 * Amounts are in whole GM (decimals allowed); releaseDay is 1–28. Checks the header at once.
 */
export function scheduleRowParser(header: string[], source = 'CSV'): (row: CsvRow) => ScheduleInput {
  if (!header.includes('beneficiary')) throw new OwnerTaskError(`${source}: the header needs a "beneficiary" column`);
  const cliffForm = header.includes('total');
  if (cliffForm) {
    const missing = CLIFF_COLUMNS.filter((column) => !header.includes(column));
    if (missing.length > 0)
      throw new OwnerTaskError(`${source}: the cliff form needs the columns ${missing.join(', ')}`);
  } else {
    const missing = ['tgeamount', 'releaseday', 'month1'].filter((column) => !header.includes(column));
    if (missing.length > 0) {
      throw new OwnerTaskError(
        `${source}: use either beneficiary,tgeAmount,releaseDay,month1,… or ${CLIFF_COLUMNS.join(',')} (missing ${missing.join(', ')})`,
      );
    }
  }
  const monthColumns = header
    .filter((name) => /^month\d+$/.test(name))
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
  monthColumns.forEach((name, i) => {
    if (name !== `month${i + 1}`)
      throw new OwnerTaskError(`${source}: month columns must be month1, month2, … without gaps`);
  });

  return ({ line, values }) => {
    const where = `${source} line ${line}`;
    const beneficiary = parseAddress(values.beneficiary, `${where} beneficiary`);
    const releaseDay = parseInteger(values.releaseday ?? '', `${where} releaseDay`, 1, 28);
    let tgeAmount: bigint;
    let monthlyAmounts: bigint[];
    if (cliffForm) {
      const total = parseGm(values.total ?? '', `${where} total`);
      const tgeBps = parsePercentBps(values.tgepercent ?? '', `${where} tgePercent`);
      const cliffMonths = parseInteger(values.cliffmonths ?? '', `${where} cliffMonths`, 0, MAX_MONTHS);
      const months = parseInteger(values.months ?? '', `${where} months`, 0, MAX_MONTHS);
      try {
        ({ tgeAmount, monthlyAmounts } = cliffSchedule(total, tgeBps, cliffMonths, months));
      } catch (error) {
        throw new OwnerTaskError(`${where}: ${(error as Error).message}`);
      }
    } else {
      tgeAmount = parseGm(values.tgeamount ?? '', `${where} tgeAmount`);
      const cells = monthColumns.map((name) => values[name] ?? '');
      while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
      monthlyAmounts = cells.map((cell, i) => parseGm(cell === '' ? '0' : cell, `${where} month${i + 1}`));
    }
    if (monthlyAmounts.length > MAX_MONTHS) {
      throw new OwnerTaskError(`${where}: ${monthlyAmounts.length} months, at most ${MAX_MONTHS}`);
    }
    const schedule = { beneficiary, tgeAmount, releaseDay, monthlyAmounts, line };
    if (scheduleTotal(schedule) === 0n) throw new OwnerTaskError(`${where}: the schedule vests nothing`);
    return schedule;
  };
}

/** Reads vesting schedules from a whole CSV table (see {@link scheduleRowParser}). */
export function schedulesFromCsv(table: CsvTable, source = 'CSV'): ScheduleInput[] {
  return table.rows.map(scheduleRowParser(table.header, source));
}
