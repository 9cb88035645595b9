import { Contract, type InterfaceAbi } from 'ethers';
import { gmChallengeAbi, gmTokenAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { type CsvTable } from './csv.js';
import { checkOwner, execute, type ExecutionResult, formatGm, type OwnerContext, type PlannedCall } from './context.js';
import { OwnerTaskError } from './errors.js';
import { type ExistingPolicy, createSchedulesJob } from './jobs/create-schedules-job.js';
import { requireMulticall } from './jobs/multicall.js';
import { type BalanceEntry, balanceRowParser, registerBalancesJob } from './jobs/register-balances-job.js';
import { type JobOptions, type JobSummary } from './jobs/job-types.js';
import { runJob } from './jobs/run-job.js';
import { ownedContractAbi } from './owned-abi.js';
import { readView } from './typed-read.js';

export { type BalanceEntry } from './jobs/register-balances-job.js';

const ABIS: Record<'GMChallenge' | 'GMVesting' | 'GMToken', InterfaceAbi> = {
  GMChallenge: gmChallengeAbi as unknown as InterfaceAbi,
  GMVesting: gmVestingAbi as unknown as InterfaceAbi,
  GMToken: gmTokenAbi as unknown as InterfaceAbi,
};

async function at(
  context: OwnerContext,
  name: 'GMChallenge' | 'GMVesting' | 'GMToken',
  address: string,
): Promise<Contract> {
  if ((await context.provider.getCode(address)) === '0x') {
    throw new OwnerTaskError(`no contract at ${address} on chain ${context.chainId} (expected ${name})`);
  }
  return new Contract(address, ABIS[name], context.provider);
}

/** Opens a GMVesting and checks that it is the expected allocation type (guards against a wrong --address). */
async function vestingAt(context: OwnerContext, address: string, expected?: string): Promise<[Contract, string]> {
  const vesting = await at(context, 'GMVesting', address);
  const claimType = await readView(vesting, gmVestingAbi, 'claimType');
  if (expected !== undefined && claimType !== expected) {
    throw new OwnerTaskError(`the GMVesting at ${address} is the ${claimType} vesting, not ${expected}`);
  }
  return [vesting, claimType];
}

async function tokenOf(context: OwnerContext, contract: Contract): Promise<Contract> {
  return at(context, 'GMToken', await readView(contract, ownedContractAbi, 'token'));
}

/** An approval of `amount` to `spender` when the sender's allowance is short, after a balance check. */
async function approvalIfNeeded(
  actor: string,
  token: Contract,
  spender: string,
  amount: bigint,
): Promise<PlannedCall[]> {
  const balance = await readView(token, gmTokenAbi, 'balanceOf', actor);
  if (balance < amount) {
    throw new OwnerTaskError(`${actor} holds ${formatGm(balance)} but ${formatGm(amount)} is needed`);
  }
  const allowance = await readView(token, gmTokenAbi, 'allowance', actor, spender);
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

/**
 * Creates the vesting schedules of a CSV file (streamed) in batches sized to the block, resumably: see
 * {@link createSchedulesJob} for how rows already on chain are recognised, and {@link runJob} for the journal.
 */
export async function createSchedules(
  context: OwnerContext,
  options: { vesting: string; claimType?: string; csv: string; existing?: ExistingPolicy } & Omit<JobOptions, 'input'>,
): Promise<JobSummary> {
  const [vesting, claimType] = await vestingAt(context, options.vesting, options.claimType);
  const label = `GMVesting ${claimType}`;
  const actor = await checkOwner(
    context,
    vesting,
    label,
    async (account) => await readView(vesting, gmVestingAbi, 'isScheduler', account),
  );
  const job = createSchedulesJob(context, {
    vesting,
    vestingAddress: options.vesting,
    label,
    token: await tokenOf(context, vesting),
    multicall: await requireMulticall(context),
    existing: options.existing,
  });
  return runJob(context, job, actor, { ...options, input: options.csv });
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
  const actor = await checkOwner(context, vesting, `GMVesting ${claimType}`);
  const schedule = await readView(vesting, gmVestingAbi, 'getVestingSchedule', options.scheduleId);
  if (schedule.totalAmount === 0n)
    throw new OwnerTaskError(`GMVesting ${claimType} has no schedule ${options.scheduleId}`);
  if (!schedule.revocable)
    throw new OwnerTaskError(
      `schedule ${options.scheduleId} of GMVesting ${claimType} was created by a scheduler and cannot be revoked`,
    );
  if (!schedule.isActive)
    throw new OwnerTaskError(`schedule ${options.scheduleId} of GMVesting ${claimType} is already revoked`);
  const vested = await readView(vesting, gmVestingAbi, 'calculateVestedAmount', options.scheduleId);
  return execute(
    context,
    [
      {
        contract: vesting,
        label: `GMVesting ${claimType}`,
        method: 'revoke',
        args: [options.scheduleId],
        summary:
          `revoke ${claimType} schedule ${options.scheduleId} of ${schedule.beneficiary}: ` +
          `${formatGm(vested)} vested stays claimable, about ${formatGm(schedule.totalAmount - vested)} returns to the treasury`,
      },
    ],
    actor,
  );
}

/** Reads `address,amount` rows (amount in whole GM; the first column may also be named user or beneficiary). */
export function balancesFromCsv(table: CsvTable, source = 'CSV'): BalanceEntry[] {
  return table.rows.map(balanceRowParser(table.header, source));
}

/**
 * Registers the balances of a CSV file (streamed) in batches sized to the block, resumably: users registered on
 * chain are done (so a stopped run is simply repeated), the rest must fit in the unregistered supply.
 */
export async function registerBalances(
  context: OwnerContext,
  options: { challenge: string; csv: string } & Omit<JobOptions, 'input'>,
): Promise<JobSummary> {
  const challenge = await at(context, 'GMChallenge', options.challenge);
  const actor = await checkOwner(context, challenge, 'GMChallenge');
  const job = registerBalancesJob(context, challenge, options.challenge, await requireMulticall(context));
  return runJob(context, job, actor, { ...options, input: options.csv });
}

/** Funds GMChallenge: `supply` backs registrations, `buffer` backs Challenge winnings. */
export async function fund(
  context: OwnerContext,
  options: { challenge: string; supply: bigint; buffer: bigint },
): Promise<ExecutionResult> {
  const total = options.supply + options.buffer;
  if (total === 0n) throw new OwnerTaskError('nothing to fund: --supply and --buffer are both 0');
  const challenge = await at(context, 'GMChallenge', options.challenge);
  const actor = await checkOwner(context, challenge, 'GMChallenge');
  const calls = await approvalIfNeeded(actor, await tokenOf(context, challenge), options.challenge, total);
  calls.push({
    contract: challenge,
    label: 'GMChallenge',
    method: 'fund',
    args: [options.supply, options.buffer],
    summary: `fund supply ${formatGm(options.supply)} and buffer ${formatGm(options.buffer)}`,
  });
  return execute(context, calls, actor);
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
  const actor = await checkOwner(context, challenge, 'GMChallenge');
  const supply = await readView(challenge, gmChallengeAbi, 'amount_supply');
  const registered = await readView(challenge, gmChallengeAbi, 'amount_registered');
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
  const result = await execute(
    context,
    [
      {
        contract: challenge,
        label: 'GMChallenge',
        method: 'releaseSupply',
        args: [amount],
        summary: `release ${formatGm(amount)} of the ${formatGm(unregistered)} unregistered supply into the surplus`,
      },
    ],
    actor,
  );
  if (!context.dryRun && !context.safeJson)
    context.log(`run "gm withdraw" to send the released tokens to the withdraw address`);
  return { ...result, amount };
}

/** One owner setter of GMChallenge (setSigner, setWithdrawAddress, setCallbackGasLimit, setBettingTable, setOff). */
export async function callChallengeSetter(
  context: OwnerContext,
  options: { challenge: string; method: string; args: unknown[]; summary: string },
): Promise<ExecutionResult> {
  const challenge = await at(context, 'GMChallenge', options.challenge);
  const actor = await checkOwner(context, challenge, 'GMChallenge');
  return execute(
    context,
    [
      {
        contract: challenge,
        label: 'GMChallenge',
        method: options.method,
        args: options.args,
        summary: options.summary,
      },
    ],
    actor,
  );
}

/** What the owner may withdraw: the token balance above everything users are owed and the unregistered supply. */
export async function surplusOf(challenge: Contract, token: Contract): Promise<bigint> {
  const balance = await readView(token, gmTokenAbi, 'balanceOf', await challenge.getAddress());
  const owed = await readView(challenge, gmChallengeAbi, 'amount_owed');
  const supply = await readView(challenge, gmChallengeAbi, 'amount_supply');
  const registered = await readView(challenge, gmChallengeAbi, 'amount_registered');
  const liabilities = owed + (supply - registered);
  return balance > liabilities ? balance - liabilities : 0n;
}

/** Withdraws `amount` (default: the whole surplus) to GMChallenge's withdrawAddress. */
export async function withdrawSurplus(
  context: OwnerContext,
  options: { challenge: string; amount?: bigint },
): Promise<ExecutionResult & { amount: bigint }> {
  const challenge = await at(context, 'GMChallenge', options.challenge);
  const actor = await checkOwner(context, challenge, 'GMChallenge');
  const surplus = await surplusOf(challenge, await tokenOf(context, challenge));
  const amount = options.amount ?? surplus;
  if (amount === 0n)
    throw new OwnerTaskError('there is no surplus to withdraw: everything GMChallenge holds is owed to users');
  if (amount > surplus) {
    throw new OwnerTaskError(
      `${formatGm(amount)} is more than the surplus ${formatGm(surplus)} (users are owed the rest)`,
    );
  }
  const to = await readView(challenge, gmChallengeAbi, 'withdrawAddress');
  const result = await execute(
    context,
    [
      {
        contract: challenge,
        label: 'GMChallenge',
        method: 'withdraw',
        args: [amount],
        summary: `withdraw ${formatGm(amount)} of the ${formatGm(surplus)} surplus to ${to}`,
      },
    ],
    actor,
  );
  return { ...result, amount };
}

/** The contracts an owner hands over: GMChallenge and each GMVesting. */
export interface OwnedContract {
  label: string;
  address: string;
}

/** Proposes `newOwner` (Ownable2Step `transferOwnership`) on each contract the actor owns; skips those already handed. */
export async function transferOwnerships(
  context: OwnerContext,
  options: { contracts: OwnedContract[]; newOwner: string },
): Promise<ExecutionResult> {
  const calls: PlannedCall[] = [];
  let actor: string | undefined;
  for (const { label, address } of options.contracts) {
    const contract = await at(context, label.startsWith('GMVesting') ? 'GMVesting' : 'GMChallenge', address);
    const owner = await readView(contract, ownedContractAbi, 'owner');
    if (owner.toLowerCase() === options.newOwner.toLowerCase()) {
      context.log(`${label} ${address} is already owned by ${options.newOwner}`);
      continue;
    }
    actor = await checkOwner(context, contract, label);
    calls.push({
      contract,
      label,
      method: 'transferOwnership',
      args: [options.newOwner],
      summary: `propose ${options.newOwner} as the owner of ${label} ${address} (it must accept)`,
    });
  }
  if (calls.length === 0) return { planned: 0, txHashes: [] };
  const result = await execute(context, calls, actor);
  context.log(`next: the new owner calls acceptOwnership() on each (gm accept-ownership --safe-json FILE for a Safe)`);
  return result;
}

/** `acceptOwnership` on each contract whose pending owner is the Safe (`--safe`, else the pending owner found). */
export async function acceptOwnerships(
  context: OwnerContext,
  options: { contracts: OwnedContract[] },
): Promise<ExecutionResult> {
  const calls: PlannedCall[] = [];
  let actor = context.safeAddress ?? context.sender?.address;
  for (const { label, address } of options.contracts) {
    const contract = await at(context, label.startsWith('GMVesting') ? 'GMVesting' : 'GMChallenge', address);
    const pending = await readView(contract, ownedContractAbi, 'pendingOwner');
    if (/^0x0{40}$/i.test(pending)) {
      context.log(`${label} ${address}: no ownership transfer pending`);
      continue;
    }
    if (context.safeJson && !context.safeAddress) actor = pending;
    if (pending.toLowerCase() !== actor?.toLowerCase()) {
      throw new OwnerTaskError(`${label} ${address} waits for ${pending} to accept, not ${actor ?? 'this account'}`);
    }
    calls.push({
      contract,
      label,
      method: 'acceptOwnership',
      args: [],
      summary: `accept the ownership of ${label} ${address}`,
    });
  }
  if (calls.length === 0)
    throw new OwnerTaskError('no contract has an ownership transfer pending: run gm transfer-ownership first');
  return execute(context, calls, actor);
}
