import { emptyTask, task } from 'hardhat/config';
import { ArgumentType } from 'hardhat/types/arguments';
import {
  type LazyActionObject,
  type NewTaskActionFunction,
  type NewTaskDefinitionBuilder,
  type TaskArguments,
  type TaskDefinition,
} from 'hardhat/types/tasks';

const optionalString = (name: string, description: string) =>
  ({ name, description, type: ArgumentType.STRING_WITHOUT_DEFAULT, defaultValue: undefined }) as const;

/** Options every owner task takes: where the contract is, and the mode (send, dry run, Safe batch file). */
function ownerTask(name: string, description: string) {
  return task(['gm', name], description)
    .addOption(optionalString('address', 'The contract address (default: from the Ignition deployment)'))
    .addOption(
      optionalString('deploymentId', 'The Ignition deployment to read addresses from (default: chain-<chainId>)'),
    )
    .addFlag({ name: 'dryRun', description: 'Check everything, print the plan and its cost, send nothing' })
    .addOption(
      optionalString(
        'safeJson',
        'Write Safe Transaction Builder batch file(s) here instead of sending (several: FILE-001.json, …)',
      ),
    )
    .addOption(optionalString('safe', 'With --safe-json: the Safe that executes the batches (default: the owner)'))
    .addOption(optionalString('gasPrice', 'Gas price in gwei for the cost of a dry run (the current one is shown too)'))
    .addOption(optionalString('multicall', "Multicall3 address (default: the deployment's, else 0xcA11bde0…CA11)"));
}

/** Options of the CSV jobs (register-balances, create-schedules). */
function jobTask(name: string, description: string) {
  return ownerTask(name, description)
    .addOption({
      name: 'batchSize',
      description: 'Rows per transaction (default: from the block gas limit)',
      type: ArgumentType.INT,
      defaultValue: 0,
    })
    .addFlag({
      name: 'replaceSafeFiles',
      description: 'With --safe-json: write again rows already in earlier, unexecuted Safe batch files',
    });
}

type PositionalArgument = Parameters<NewTaskDefinitionBuilder['addPositionalArgument']>[0];

/** Adds `positionals`, then `action`: the end of the tasks that share one action. */
function withAction<ArgumentsT extends TaskArguments>(
  builder: NewTaskDefinitionBuilder<ArgumentsT>,
  action: LazyActionObject<NewTaskActionFunction<ArgumentsT>>,
  positionals: PositionalArgument[],
): TaskDefinition {
  for (const positional of positionals) builder = builder.addPositionalArgument(positional);
  return builder.setAction(action).build();
}

/** A GMChallenge setter task; the hidden option `setter` tells the shared action which. */
const setterTask = (name: string, description: string, setter: string, ...positionals: PositionalArgument[]) =>
  withAction(
    ownerTask(name, description).addOption({ name: 'setter', hidden: true, defaultValue: setter }),
    () => import('./actions/challenge-setter.js'),
    positionals,
  );

const windowAction = () => import('./actions/window.js');

/**
 * A claim window or allocation root task; the hidden option `windowTask` tells the shared action which
 * (sweep-unclaimed, which takes an option, is written out).
 */
const windowTask = (name: string, description: string, windowTaskName: string, ...positionals: PositionalArgument[]) =>
  withAction(
    ownerTask(name, description).addOption({ name: 'windowTask', hidden: true, defaultValue: windowTaskName }),
    windowAction,
    positionals,
  );

/** The GM Claim owner tasks: `npx hardhat gm <task> --network <name> [--dry-run]`. See contracts/README.md. */
export const ownerTasks: TaskDefinition[] = [
  emptyTask('gm', 'GM Claim owner tasks (vesting schedules, registration, funding, Challenge settings)').build(),
  jobTask('create-schedules', 'Create vesting schedules from a CSV file, in batches (resumable)')
    .addPositionalArgument({
      name: 'type',
      description: 'Allocation type: PUBLIC, BACKER, ECOSYSTEM, TEAM or MARKETING',
    })
    .addPositionalArgument({
      name: 'csv',
      description: 'CSV file (explicit monthly amounts or the cliff + months form)',
      type: ArgumentType.FILE,
    })
    .addOption(
      optionalString(
        'existing',
        'Rows matching a schedule that existed before the job: "skip" (already done) or "create" (additional)',
      ),
    )
    .setAction(() => import('./actions/create-schedules.js'))
    .build(),
  ownerTask(
    'revoke-schedule',
    'Revoke a vesting schedule (what vested stays claimable, the rest returns to the treasury)',
  )
    .addPositionalArgument({
      name: 'type',
      description: 'Allocation type: PUBLIC, BACKER, ECOSYSTEM, TEAM or MARKETING',
    })
    .addPositionalArgument({ name: 'id', description: 'Schedule id', type: ArgumentType.BIGINT })
    .setAction(() => import('./actions/revoke-schedule.js'))
    .build(),
  jobTask('register-balances', 'Register Challenge balances from an address,amount CSV file, in batches (resumable)')
    .addPositionalArgument({
      name: 'csv',
      description: 'CSV file with the header address,amount (whole GM)',
      type: ArgumentType.FILE,
    })
    .setAction(() => import('./actions/register-balances.js'))
    .build(),
  ownerTask('fund', 'Fund GMChallenge: supply backs registrations, buffer backs Challenge winnings')
    .addOption({ name: 'supply', description: 'Whole GM for registrations', defaultValue: '0' })
    .addOption({ name: 'buffer', description: 'Whole GM for winnings', defaultValue: '0' })
    .setAction(() => import('./actions/fund.js'))
    .build(),
  ownerTask(
    'release-supply',
    'Release funded supply nobody registered (after the registration window) into the surplus for gm withdraw',
  )
    .addOption({
      name: 'amount',
      description: 'Whole GM, or "all" for the whole unregistered supply',
      type: ArgumentType.STRING_WITHOUT_DEFAULT,
      defaultValue: undefined,
    })
    .setAction(() => import('./actions/release-supply.js'))
    .build(),
  setterTask('set-signer', 'Set the server key that signs Register and Authorize', 'setSigner', {
    name: 'signer',
    description: 'Signer address',
  }),
  setterTask('set-withdraw-address', 'Set where withdrawals go', 'setWithdrawAddress', {
    name: 'withdrawAddress',
    description: 'Withdraw address',
  }),
  setterTask('set-callback-gas', 'Set the VRF callback gas limit', 'setCallbackGasLimit', {
    name: 'gas',
    description: 'Gas for fulfillRandomWords (50,000–2,500,000)',
    type: ArgumentType.INT,
  }),
  setterTask(
    'set-betting-table',
    'Set the odds of one (unit, multiple) entry of the betting table',
    'setBettingTable',
    { name: 'unit', description: 'Stake in whole GM (10, 100, 1000, 10000)' },
    { name: 'multiple', description: 'Multiplier (2, 4, 6)', type: ArgumentType.INT },
    { name: 'probBps', description: 'Win probability in basis points', type: ArgumentType.INT },
    {
      name: 'lossBps',
      description: 'Share of the stake lost on a loss, basis points',
      type: ArgumentType.INT,
    },
  ),
  setterTask('pause', 'Stop new Challenge bets (claims are never paused)', 'pause'),
  setterTask('unpause', 'Resume Challenge bets', 'unpause'),
  task(
    ['gm', 'check-wrapper'],
    'Check a BSC parameters file against the network: chain id, VRF wrapper, key hash, token',
  )
    .addPositionalArgument({
      name: 'parameters',
      description: 'Parameters file, e.g. ignition/parameters/bsc-testnet.json',
      type: ArgumentType.FILE,
    })
    .setAction(() => import('./actions/check-wrapper.js'))
    .build(),
  task(['gm', 'deploy'], 'Check the VRF wrapper, then deploy GMBsc (or GMBscExistingToken) with Ignition')
    .addPositionalArgument({
      name: 'parameters',
      description: 'Parameters file, e.g. ignition/parameters/bsc-testnet.json',
      type: ArgumentType.FILE,
    })
    .addOption({
      name: 'deploymentId',
      description: 'Ignition deployment id (default: chain-<chainId>)',
      type: ArgumentType.STRING_WITHOUT_DEFAULT,
      defaultValue: undefined,
    })
    .addFlag({ name: 'dryRun', description: 'Run the checks and deploy nothing' })
    .setAction(() => import('./actions/deploy.js'))
    .build(),
  ownerTask('transfer-ownership', 'Propose a new owner (a Safe) for GMChallenge and every GMVesting (Ownable2Step)')
    .addPositionalArgument({ name: 'newOwner', description: 'The new owner, e.g. the Safe' })
    .addOption({ name: 'accept', hidden: true, defaultValue: 'false' })
    .setAction(() => import('./actions/ownership.js'))
    .build(),
  ownerTask('accept-ownership', 'Accept the ownership proposed to the Safe (use with --safe-json)')
    .addOption({ name: 'accept', hidden: true, defaultValue: 'true' })
    .setAction(() => import('./actions/ownership.js'))
    .build(),
  task(['gm', 'status'], 'What an operator watches: funds, registrations, pending bets, settings, vesting totals')
    .addOption(optionalString('address', 'GMChallenge (default: from the Ignition deployment)'))
    .addOption(
      optionalString('deploymentId', 'The Ignition deployment to read addresses from (default: chain-<chainId>)'),
    )
    .addOption(
      optionalString('vestings', 'GMVesting addresses, TYPE=0x…,TYPE=0x… (default: from the Ignition deployment)'),
    )
    .addOption(optionalString('fromBlock', "First block of the bet history (default: GMChallenge's deployment block)"))
    .addOption(optionalString('gasPrice', 'Gas price in gwei for the VRF price of one bet (default: the current one)'))
    .addOption(optionalString('multicall', "Multicall3 address (default: the deployment's, else 0xcA11bde0…CA11)"))
    .addFlag({ name: 'json', description: 'Print the status as JSON (amounts in base units, as strings)' })
    .setAction(() => import('./actions/status.js'))
    .build(),
  // Issues 33 and 34: the claim window and the allocation roots.
  windowTask(
    'set-claims-open-at',
    'Move the claims opening (later before it passes; earlier only with 24 h notice)',
    'open',
    {
      name: 'time',
      description: 'Unix seconds or ISO date-time with zone, e.g. 2026-12-01T12:00:00Z',
    },
  ),
  windowTask(
    'set-claim-deadline',
    'Set the claim deadline (at least 30 days away), or remove it with 0 / none',
    'deadline',
    { name: 'time', description: 'Unix seconds, ISO date-time with zone, or 0 / none' },
  ),
  windowTask('set-missions-gate-end', 'Set when the missions gate ends (may only come earlier once set)', 'gate', {
    name: 'time',
    description: 'Unix seconds or ISO date-time with zone',
  }),
  ownerTask(
    'sweep-unclaimed',
    'After the deadline: send what was never claimed to a treasury (keeps pending bets and the buffer)',
  )
    .addOption({ name: 'windowTask', hidden: true, defaultValue: 'sweep' })
    .addOption(optionalString('treasury', 'Where the unclaimed tokens go'))
    .setAction(windowAction)
    .build(),
  windowTask(
    'propose-allocation-root',
    'Propose the allocation root of a version built by npm run allocations:build',
    'propose',
    {
      name: 'manifest',
      description: "The version's manifest.json, e.g. .dev/allocations/1/manifest.json",
      type: ArgumentType.FILE,
    },
  ),
  windowTask('cancel-allocation-root', 'Cancel a pending allocation root (its total returns to the supply)', 'cancel', {
    name: 'rootVersion',
    description: 'The pending allocation version',
  }),
  ownerTask('withdraw', 'Withdraw surplus tokens (never what users are owed) to the withdraw address')
    .addOption({
      name: 'amount',
      description: 'Whole GM (default: the whole surplus)',
      type: ArgumentType.STRING_WITHOUT_DEFAULT,
      defaultValue: undefined,
    })
    .setAction(() => import('./actions/withdraw.js'))
    .build(),
];
