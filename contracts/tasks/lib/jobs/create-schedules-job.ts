import { gmTokenAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { type Contract, type TransactionReceipt } from 'ethers';
import { type OwnerContext, type PlannedCall, formatGm } from '../context.js';
import { OwnerTaskError } from '../errors.js';
import { allowanceOverride } from '../gas.js';
import { type ScheduleInput, scheduleRowParser, scheduleTotal } from '../schedules.js';
import { readEach } from './multicall.js';
import { type JobDefinition, type JobMemory } from './job-types.js';
import { readView } from '../typed-read.js';

/** What to do with a row matching a schedule that existed before the job started. */
export type ExistingPolicy = 'skip' | 'create';

/** A schedule's terms: two schedules of one beneficiary with the same terms are interchangeable. */
const termsOf = (tgeAmount: bigint, releaseDay: bigint | number, monthlyAmounts: readonly bigint[]): string =>
  `${tgeAmount}|${releaseDay}|${monthlyAmounts.join(',')}`;

interface BeneficiarySchedules {
  /** Schedules created since the job started and not recorded by its journal, by terms: rows still to match. */
  since: Map<string, number>;
  /** Schedules that existed before the job started, by terms. */
  before: Map<string, number>;
}

const take = (counts: Map<string, number>, terms: string): boolean => {
  const left = counts.get(terms) ?? 0;
  if (left === 0) return false;
  counts.set(terms, left - 1);
  return true;
};

/**
 * create-schedules. A row is done when its line is in a batch the journal saw mined (same input), or when the chain
 * has an unmatched schedule of the same beneficiary with the same terms created since the job started (ids above the
 * baseline `scheduleCount`, not created by a recorded batch): rows with equal terms are matched in CSV order, so a
 * second identical schedule in the CSV is still created once. Schedules older than the job count only with
 * `--existing skip`; without `--existing`, rows matching one stop the job before anything is sent.
 */
export function createSchedulesJob(
  context: OwnerContext,
  options: {
    vesting: Contract;
    vestingAddress: string;
    label: string;
    token: Contract;
    multicall: string;
    existing?: ExistingPolicy;
  },
): JobDefinition<ScheduleInput> {
  const { vesting, vestingAddress, multicall } = options;
  const conflicts: ScheduleInput[] = [];
  let passes = 0;
  const read = (method: string, argsList: unknown[][]): Promise<unknown[]> =>
    readEach(context, multicall, vestingAddress, vesting.interface, method, argsList);

  async function fetchSchedules(
    beneficiaries: string[],
    memory: JobMemory,
    cache: Map<string, BeneficiarySchedules>,
  ): Promise<void> {
    const counts = (await read(
      'beneficiaryScheduleCount',
      beneficiaries.map((b) => [b]),
    )) as bigint[];
    const idCalls: unknown[][] = [];
    const owners: string[] = [];
    beneficiaries.forEach((beneficiary, i) => {
      cache.set(beneficiary.toLowerCase(), { since: new Map(), before: new Map() });
      for (let index = 0n; index < (counts[i] ?? 0n); index++) {
        idCalls.push([beneficiary, index]);
        owners.push(beneficiary.toLowerCase());
      }
    });
    const ids = (await read('beneficiarySchedules', idCalls)) as bigint[];
    const wanted = ids
      .map((id, i) => ({ id, owner: owners[i] as string }))
      .filter(({ id }) => !memory.createdScheduleIds.has(id));
    const schedules = (await read(
      'getVestingSchedule',
      wanted.map(({ id }) => [id]),
    )) as Array<{
      tgeAmount: bigint;
      releaseDay: bigint;
      monthlyAmounts: bigint[];
    }>;
    wanted.forEach(({ id, owner }, i) => {
      const schedule = schedules[i];
      const entry = cache.get(owner);
      if (!schedule || !entry) return;
      const terms = termsOf(schedule.tgeAmount, schedule.releaseDay, [...schedule.monthlyAmounts]);
      const bucket =
        memory.baselineScheduleCount !== undefined && id > memory.baselineScheduleCount ? entry.since : entry.before;
      bucket.set(terms, (bucket.get(terms) ?? 0) + 1);
    });
  }

  return {
    task: 'create-schedules',
    noun: 'schedule',
    contract: vesting,
    label: options.label,
    method: 'createVestingSchedules',
    newParser: scheduleRowParser,
    newClassifier(memory) {
      const cache = new Map<string, BeneficiarySchedules>();
      const firstPass = passes++ === 0;
      return async (rows) => {
        const unknown = [
          ...new Set(
            rows
              .filter((row) => !memory.confirmedLines.has(row.line) && !cache.has(row.beneficiary.toLowerCase()))
              .map((row) => row.beneficiary),
          ),
        ];
        if (unknown.length > 0) await fetchSchedules(unknown, memory, cache);
        return rows.map((row) => {
          if (memory.confirmedLines.has(row.line)) return true;
          const entry = cache.get(row.beneficiary.toLowerCase()) as BeneficiarySchedules;
          const terms = termsOf(row.tgeAmount, row.releaseDay, row.monthlyAmounts);
          if (take(entry.since, terms)) return true;
          if (options.existing === 'create' || !take(entry.before, terms)) return false;
          if (options.existing === 'skip') return true;
          if (firstPass) conflicts.push(row);
          return false;
        });
      };
    },
    afterFirstPass() {
      if (conflicts.length === 0) return;
      const examples = conflicts
        .slice(0, 5)
        .map((row) => `line ${row.line} (${row.beneficiary}, ${formatGm(scheduleTotal(row))})`)
        .join(', ');
      throw new OwnerTaskError(
        `${conflicts.length} row(s) have the same beneficiary and amounts as a schedule that existed on ${options.label} before this job ` +
          `(${examples}${conflicts.length > 5 ? ', …' : ''}). Created by an earlier run without this journal? Pass --existing skip ` +
          `to count them as done; pass --existing create if they are meant as additional schedules`,
      );
    },
    args: (batch) => [
      batch.map((schedule) => schedule.beneficiary),
      batch.map((schedule) => schedule.tgeAmount),
      batch.map((schedule) => schedule.releaseDay),
      batch.map((schedule) => schedule.monthlyAmounts),
    ],
    amount: scheduleTotal,
    async start() {
      return { baselineScheduleCount: (await readView(vesting, gmVestingAbi, 'scheduleCount')).toString() };
    },
    async prepare(pending, actor) {
      const { token } = options;
      const balance = await readView(token, gmTokenAbi, 'balanceOf', actor);
      if (balance < pending.total) {
        throw new OwnerTaskError(`${actor} holds ${formatGm(balance)} but ${formatGm(pending.total)} is needed`);
      }
      const allowance = await readView(token, gmTokenAbi, 'allowance', actor, vestingAddress);
      if (allowance >= pending.total) return { calls: [] };
      const calls: PlannedCall[] = [
        {
          contract: token,
          label: 'GMToken',
          method: 'approve',
          args: [vestingAddress, pending.total],
          summary: `approve ${formatGm(pending.total)} to ${options.label} ${vestingAddress}`,
        },
      ];
      const override =
        context.dryRun || context.safeJson
          ? await allowanceOverride(context.provider, token, actor, vestingAddress, pending.total)
          : undefined;
      return { calls, override };
    },
    readReceipt: (receipt: TransactionReceipt) => {
      const created = vesting.interface.getEvent('VestingScheduleCreated')?.topicHash;
      return {
        scheduleIds: receipt.logs
          .filter((log) => log.address.toLowerCase() === vestingAddress.toLowerCase() && log.topics[0] === created)
          .map((log) => BigInt(log.topics[1] ?? '0x0').toString()),
      };
    },
  };
}
