import { type Contract } from 'ethers';
import { type CsvTable, inBatches } from './csv.js';
import { checkOwner, execute, type ExecutionResult, formatGm, type OwnerContext, type PlannedCall } from './context.js';
import { OwnerTaskError } from './errors.js';
import { type ScheduleInput, scheduleTotal } from './schedules.js';
import { parseAddress, parseGm } from './values.js';

async function at(
  context: OwnerContext,
  name: 'GMChallenge' | 'GMVesting' | 'GMToken',
  address: string,
): Promise<Contract> {
  if ((await context.ethers.provider.getCode(address)) === '0x') {
    throw new OwnerTaskError(`no contract at ${address} on chain ${context.chainId} (expected ${name})`);
  }
  return (await context.ethers.getContractAt(name, address)) as unknown as Contract;
}

/** Opens a GMVesting and checks that it is the expected allocation type (guards against a wrong --address). */
async function vestingAt(context: OwnerContext, address: string, expected?: string): Promise<[Contract, string]> {
  const vesting = await at(context, 'GMVesting', address);
  const claimType = (await vesting.getFunction('claimType')()) as string;
  if (expected !== undefined && claimType !== expected) {
    throw new OwnerTaskError(`the GMVesting at ${address} is the ${claimType} vesting, not ${expected}`);
  }
  return [vesting, claimType];
}

async function tokenOf(context: OwnerContext, contract: Contract): Promise<Contract> {
  return at(context, 'GMToken', (await contract.getFunction('token')()) as string);
}

/** An approval of `amount` to `spender` when the sender's allowance is short, after a balance check. */
async function approvalIfNeeded(
  context: OwnerContext,
  token: Contract,
  spender: string,
  amount: bigint,
): Promise<PlannedCall[]> {
  const balance = (await token.getFunction('balanceOf')(context.sender.address)) as bigint;
  if (balance < amount) {
    throw new OwnerTaskError(`${context.sender.address} holds ${formatGm(balance)} but ${formatGm(amount)} is needed`);
  }
  const allowance = (await token.getFunction('allowance')(context.sender.address, spender)) as bigint;
  if (allowance >= amount) return [];
  return [
    {
      contract: token,
      label: 'GMToken',
      method: 'approve',
      args: [spender, amount],
      summary: `approve ${formatGm(amount)} to ${spender}`,
    },
  ];
}

/** Creates vesting schedules in batches of `batchSize` (one approval for the whole total first). */
export async function createSchedules(
  context: OwnerContext,
  options: { vesting: string; claimType?: string; schedules: ScheduleInput[]; batchSize: number },
): Promise<ExecutionResult> {
  const [vesting, claimType] = await vestingAt(context, options.vesting, options.claimType);
  const label = `GMVesting ${claimType}`;
  const isScheduler = (await vesting.getFunction('isScheduler')(context.sender.address)) as boolean;
  if (!isScheduler) await checkOwner(context, vesting, label);
  const total = options.schedules.reduce((sum, schedule) => sum + scheduleTotal(schedule), 0n);
  const calls = await approvalIfNeeded(context, await tokenOf(context, vesting), options.vesting, total);
  const batches = inBatches(options.schedules, options.batchSize);
  batches.forEach((batch, index) => {
    const batchTotal = batch.reduce((sum, schedule) => sum + scheduleTotal(schedule), 0n);
    calls.push({
      contract: vesting,
      label,
      method: 'createVestingSchedules',
      args: [
        batch.map((schedule) => schedule.beneficiary),
        batch.map((schedule) => schedule.tgeAmount),
        batch.map((schedule) => schedule.releaseDay),
        batch.map((schedule) => schedule.monthlyAmounts),
      ],
      summary:
        `create ${batch.length} ${claimType} schedule(s), batch ${index + 1}/${batches.length} ` +
        `(CSV lines ${batch[0].line}–${batch[batch.length - 1].line}), ${formatGm(batchTotal)}`,
    });
  });
  context.log(`${options.schedules.length} schedule(s) on ${label} ${options.vesting}, ${formatGm(total)} in total`);
  return execute(context, calls);
}

/**
 * Revokes one schedule: vested-but-unclaimed stays claimable, the unvested rest returns to the treasury. Only schedules
 * the owner created are revocable; those a scheduler created (PUBLIC claims through GMChallenge) are refused.
 */
export async function revokeSchedule(
  context: OwnerContext,
  options: { vesting: string; claimType?: string; scheduleId: bigint },
): Promise<ExecutionResult> {
  const [vesting, claimType] = await vestingAt(context, options.vesting, options.claimType);
  await checkOwner(context, vesting, `GMVesting ${claimType}`);
  const schedule = (await vesting.getFunction('getVestingSchedule')(options.scheduleId)) as {
    beneficiary: string;
    totalAmount: bigint;
    isActive: boolean;
    revocable: boolean;
  };
  if (schedule.totalAmount === 0n)
    throw new OwnerTaskError(`GMVesting ${claimType} has no schedule ${options.scheduleId}`);
  if (!schedule.revocable)
    throw new OwnerTaskError(
      `schedule ${options.scheduleId} of GMVesting ${claimType} was created by a scheduler and cannot be revoked`,
    );
  if (!schedule.isActive)
    throw new OwnerTaskError(`schedule ${options.scheduleId} of GMVesting ${claimType} is already revoked`);
  const vested = (await vesting.getFunction('calculateVestedAmount')(options.scheduleId)) as bigint;
  return execute(context, [
    {
      contract: vesting,
      label: `GMVesting ${claimType}`,
      method: 'revoke',
      args: [options.scheduleId],
      summary:
        `revoke ${claimType} schedule ${options.scheduleId} of ${schedule.beneficiary}: ` +
        `${formatGm(vested)} vested stays claimable, about ${formatGm(schedule.totalAmount - vested)} returns to the treasury`,
    },
  ]);
}

export interface BalanceEntry {
  user: string;
  amount: bigint;
  line: number;
}

/** Reads `address,amount` rows (amount in whole GM; the first column may also be named user or beneficiary). */
export function balancesFromCsv(table: CsvTable, source = 'CSV'): BalanceEntry[] {
  const column = ['address', 'user', 'beneficiary', 'wallet'].find((name) => table.header.includes(name));
  if (!column || !table.header.includes('amount')) {
    throw new OwnerTaskError(`${source}: the header must be "address,amount"`);
  }
  return table.rows.map(({ line, values }) => {
    const amount = parseGm(values.amount ?? '', `${source} line ${line} amount`);
    if (amount === 0n) throw new OwnerTaskError(`${source} line ${line}: amount is 0`);
    return { user: parseAddress(values[column], `${source} line ${line} ${column}`), amount, line };
  });
}

/**
 * Registers balances in batches. Users already registered on chain are skipped (so a run that
 * stopped half-way can simply be repeated); the total must fit in the unregistered supply.
 */
export async function registerBalances(
  context: OwnerContext,
  options: { challenge: string; entries: BalanceEntry[]; batchSize: number },
): Promise<ExecutionResult & { skipped: string[] }> {
  const challenge = await at(context, 'GMChallenge', options.challenge);
  await checkOwner(context, challenge, 'GMChallenge');
  const seen = new Map<string, number>();
  for (const entry of options.entries) {
    const key = entry.user.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined)
      throw new OwnerTaskError(`${entry.user} appears twice (lines ${earlier} and ${entry.line})`);
    seen.set(key, entry.line);
  }
  const registered = await Promise.all(
    options.entries.map(async (entry) => (await challenge.getFunction('isRegistered')(entry.user)) as boolean),
  );
  const skipped = options.entries.filter((_, i) => registered[i]).map((entry) => entry.user);
  const pending = options.entries.filter((_, i) => !registered[i]);
  for (const user of skipped) context.log(`skip ${user}: already registered`);
  const total = pending.reduce((sum, entry) => sum + entry.amount, 0n);
  const supply = (await challenge.getFunction('amount_supply')()) as bigint;
  const alreadyRegistered = (await challenge.getFunction('amount_registered')()) as bigint;
  if (total > supply - alreadyRegistered) {
    throw new OwnerTaskError(
      `the balances add up to ${formatGm(total)} but only ${formatGm(supply - alreadyRegistered)} of the funded supply is unregistered: run "gm fund" first`,
    );
  }
  const batches = inBatches(pending, options.batchSize);
  const calls: PlannedCall[] = batches.map((batch, index) => ({
    contract: challenge,
    label: 'GMChallenge',
    method: 'registerBalances',
    args: [batch.map((entry) => entry.user), batch.map((entry) => entry.amount)],
    summary: `register ${batch.length} balance(s), batch ${index + 1}/${batches.length}, ${formatGm(batch.reduce((s, e) => s + e.amount, 0n))}`,
  }));
  context.log(`${pending.length} balance(s) to register (${formatGm(total)}), ${skipped.length} skipped`);
  return { ...(await execute(context, calls)), skipped };
}

/** Funds GMChallenge: `supply` backs registrations, `buffer` backs Challenge winnings. */
export async function fund(
  context: OwnerContext,
  options: { challenge: string; supply: bigint; buffer: bigint },
): Promise<ExecutionResult> {
  const total = options.supply + options.buffer;
  if (total === 0n) throw new OwnerTaskError('nothing to fund: --supply and --buffer are both 0');
  const challenge = await at(context, 'GMChallenge', options.challenge);
  await checkOwner(context, challenge, 'GMChallenge');
  const calls = await approvalIfNeeded(context, await tokenOf(context, challenge), options.challenge, total);
  calls.push({
    contract: challenge,
    label: 'GMChallenge',
    method: 'fund',
    args: [options.supply, options.buffer],
    summary: `fund supply ${formatGm(options.supply)} and buffer ${formatGm(options.buffer)}`,
  });
  return execute(context, calls);
}

/**
 * Releases `amount` ('all': the whole of it) of the funded supply nobody registered, once the registration window
 * has closed. It stays in GMChallenge as surplus: `gm withdraw` then sends it to the withdraw address.
 */
export async function releaseSupply(
  context: OwnerContext,
  options: { challenge: string; amount: bigint | 'all' },
): Promise<ExecutionResult & { amount: bigint }> {
  const challenge = await at(context, 'GMChallenge', options.challenge);
  await checkOwner(context, challenge, 'GMChallenge');
  const supply = (await challenge.getFunction('amount_supply')()) as bigint;
  const registered = (await challenge.getFunction('amount_registered')()) as bigint;
  const unregistered = supply - registered;
  const amount = options.amount === 'all' ? unregistered : options.amount;
  if (amount === 0n) {
    throw new OwnerTaskError(
      options.amount === 'all'
        ? 'there is no unregistered supply to release: every funded token is registered'
        : 'nothing to release: --amount is 0',
    );
  }
  if (amount > unregistered) {
    throw new OwnerTaskError(
      `${formatGm(amount)} is more than the unregistered supply ${formatGm(unregistered)} (registered allocations cannot be released)`,
    );
  }
  const result = await execute(context, [
    {
      contract: challenge,
      label: 'GMChallenge',
      method: 'releaseSupply',
      args: [amount],
      summary: `release ${formatGm(amount)} of the ${formatGm(unregistered)} unregistered supply into the surplus`,
    },
  ]);
  if (!context.dryRun) context.log(`run "gm withdraw" to send the released tokens to the withdraw address`);
  return { ...result, amount };
}

/** One owner setter of GMChallenge (setSigner, setWithdrawAddress, setCallbackGasLimit, setBettingTable, setOff). */
export async function callChallengeSetter(
  context: OwnerContext,
  options: { challenge: string; method: string; args: unknown[]; summary: string },
): Promise<ExecutionResult> {
  const challenge = await at(context, 'GMChallenge', options.challenge);
  await checkOwner(context, challenge, 'GMChallenge');
  return execute(context, [
    { contract: challenge, label: 'GMChallenge', method: options.method, args: options.args, summary: options.summary },
  ]);
}

/** What the owner may withdraw: the token balance above everything users are owed and the unregistered supply. */
export async function surplusOf(challenge: Contract, token: Contract): Promise<bigint> {
  const balance = (await token.getFunction('balanceOf')(await challenge.getAddress())) as bigint;
  const owed = (await challenge.getFunction('amount_owed')()) as bigint;
  const supply = (await challenge.getFunction('amount_supply')()) as bigint;
  const registered = (await challenge.getFunction('amount_registered')()) as bigint;
  const liabilities = owed + (supply - registered);
  return balance > liabilities ? balance - liabilities : 0n;
}

/** Withdraws `amount` (default: the whole surplus) to GMChallenge's withdrawAddress. */
export async function withdrawSurplus(
  context: OwnerContext,
  options: { challenge: string; amount?: bigint },
): Promise<ExecutionResult & { amount: bigint }> {
  const challenge = await at(context, 'GMChallenge', options.challenge);
  await checkOwner(context, challenge, 'GMChallenge');
  const surplus = await surplusOf(challenge, await tokenOf(context, challenge));
  const amount = options.amount ?? surplus;
  if (amount === 0n)
    throw new OwnerTaskError('there is no surplus to withdraw: everything GMChallenge holds is owed to users');
  if (amount > surplus) {
    throw new OwnerTaskError(
      `${formatGm(amount)} is more than the surplus ${formatGm(surplus)} (users are owed the rest)`,
    );
  }
  const to = (await challenge.getFunction('withdrawAddress')()) as string;
  const result = await execute(context, [
    {
      contract: challenge,
      label: 'GMChallenge',
      method: 'withdraw',
      args: [amount],
      summary: `withdraw ${formatGm(amount)} of the ${formatGm(surplus)} surplus to ${to}`,
    },
  ]);
  return { ...result, amount };
}
