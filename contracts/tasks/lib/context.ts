import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Contract, formatUnits, type Provider, type Signer, type TransactionReceipt } from 'ethers';
import { withRetry } from '@gm-claim/shared/ops/with-retry';
import { describeRevert, OwnerTaskError } from './errors.js';
import { allowanceOverride, currentGasPrice, describeCost, estimateGas, gasBudget, type StateOverride } from './gas.js';
import { buildSafeBatchFile, writeSafeBatchFile } from './safe-batch.js';
import { ownedContractAbi } from './owned-abi.js';
import { readView } from './typed-read.js';
import { parseAddress } from './values.js';

/** What every owner task works with: a connection, the sending account and the mode (send, dry run, Safe file). */
export interface OwnerContext {
  provider: Provider;
  /** The account that sends; absent when the network has none (dry runs and --safe-json need none). */
  sender?: Signer & { address: string };
  chainId: bigint;
  dryRun: boolean;
  /** --safe-json: write Safe Transaction Builder batch file(s) here instead of sending. */
  safeJson?: string;
  /** --safe: the Safe that will execute the batches (default: the contract's owner). */
  safeAddress?: string;
  /** --gas-price, for the cost of a dry run. */
  gasPrice?: bigint;
  /** Multicall3 for the jobs' on-chain checks. */
  multicall?: string;
  /** A terminal: draw a progress bar (otherwise print compact progress lines). */
  interactive?: boolean;
  log: (line: string) => void;
}

/** One transaction an owner task wants to send. */
export interface PlannedCall {
  contract: Contract;
  /** "GMChallenge", "GMVesting BACKER", "GMToken". */
  label: string;
  method: string;
  args: unknown[];
  /** What the call does, in words. */
  summary: string;
}

export interface ExecutionResult {
  planned: number;
  txHashes: string[];
  /** Safe batch files written (--safe-json). */
  safeFiles?: string[];
}

export const formatGm = (amount: bigint): string => `${formatUnits(amount, 18)} GM`;

/** Sends, plans (dry run) or exports (Safe file). */
export const modeOf = (context: OwnerContext): 'send' | 'dry-run' | 'safe' =>
  context.safeJson ? 'safe' : context.dryRun ? 'dry-run' : 'send';

/**
 * Resolves a contract address: the explicit `--address` wins; otherwise the Ignition deployment
 * `ignition/deployments/<deploymentId>/deployed_addresses.json` (default id `chain-<chainId>`) is
 * searched for the future `futureId` (e.g. `GMChallenge`, `GMVesting_BACKER`) of any module.
 */
export async function resolveAddress(options: {
  explicit?: string;
  futureId: string;
  chainId: bigint;
  deploymentId?: string;
  ignitionDir: string;
}): Promise<string> {
  if (options.explicit) return parseAddress(options.explicit, '--address');
  const deployed = await readDeployedAddresses(options);
  const key = Object.keys(deployed).find((name) => name.split('#')[1] === options.futureId);
  if (!key)
    throw new OwnerTaskError(
      `the Ignition deployment "${options.deploymentId ?? `chain-${options.chainId}`}" has no ${options.futureId}: pass --address`,
    );
  return deployed[key] as string;
}

/** The `deployed_addresses.json` of an Ignition deployment. */
export async function readDeployedAddresses(options: {
  chainId: bigint;
  deploymentId?: string;
  ignitionDir: string;
}): Promise<Record<string, string>> {
  const deploymentId = options.deploymentId ?? `chain-${options.chainId}`;
  const file = path.join(options.ignitionDir, 'deployments', deploymentId, 'deployed_addresses.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  } catch {
    throw new OwnerTaskError(
      `no Ignition deployment "${deploymentId}" (${file} is missing): pass --address, or --deployment-id of an existing deployment`,
    );
  }
}

/**
 * The address whose authority the task uses, after checking it: the sender, or with --safe-json the Safe (by default
 * the contract's owner). A contract owner (a Safe) makes a direct send fail with the advice to use --safe-json; a dry
 * run only warns, and plans as the owner. `alsoAllowed` accepts a non-owner (a GMVesting scheduler).
 */
export async function checkOwner(
  context: OwnerContext,
  contract: Contract,
  label: string,
  alsoAllowed?: (account: string) => Promise<boolean>,
): Promise<string> {
  const owner = await readView(contract, ownedContractAbi, 'owner');
  const address = await contract.getAddress();
  const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
  const allowed = async (account: string): Promise<boolean> =>
    same(account, owner) || (alsoAllowed !== undefined && (await alsoAllowed(account)));
  if (context.safeJson) {
    const safe = context.safeAddress ?? owner;
    if ((await context.provider.getCode(safe)) === '0x') {
      context.log(`warning: ${safe} has no code: Safe batch files are for a Safe (a contract) owner`);
    }
    if (!(await allowed(safe)))
      throw new OwnerTaskError(`the Safe ${safe} is not the owner of ${label} at ${address} (owner: ${owner})`);
    return safe;
  }
  const ownerIsContract = (await context.provider.getCode(owner)) !== '0x';
  const sender = context.sender?.address;
  if (sender && (await allowed(sender))) return sender;
  const advice = ownerIsContract
    ? `${label} at ${address} is owned by the contract ${owner} (a Safe?): run the task with --safe-json FILE to write a Safe Transaction Builder batch for its owners to execute`
    : `${sender ?? 'the network has no account and'} is not the owner of ${label} at ${address} (owner: ${owner})`;
  if (context.dryRun) {
    context.log(`warning: ${advice}; planning as the owner ${owner}`);
    return owner;
  }
  throw new OwnerTaskError(advice);
}

function formatArg(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(formatArg).join(', ')}]`;
  if (typeof value === 'bigint') return value.toString();
  return String(value);
}

/** Estimates each call in order from `actor`, giving later calls the allowance an earlier `approve` grants. */
async function estimatePlan(
  context: OwnerContext,
  calls: PlannedCall[],
  actor: string,
): Promise<{ gas: Array<bigint | null>; reasons: string[] }> {
  const gas: Array<bigint | null> = [];
  const reasons: string[] = [];
  let override: StateOverride | undefined;
  for (const call of calls) {
    const to = await call.contract.getAddress();
    const data = call.contract.interface.encodeFunctionData(call.method, call.args);
    try {
      gas.push(await estimateGas(context.provider, { from: actor, to, data }, override));
      if (gas[gas.length - 1] === null) reasons.push('the node takes no state override for the approval');
    } catch (error) {
      gas.push(null);
      reasons.push(`${call.method}: ${describeRevert(error, call.contract.interface)}`);
    }
    if (call.method === 'approve') {
      const [spender, amount] = call.args as [string, bigint];
      override = (await allowanceOverride(context.provider, call.contract, actor, spender, amount)) ?? undefined;
    }
  }
  return { gas, reasons };
}

/**
 * Carries out a small plan: sends the calls in order, waiting for each; in a dry run prints them (with calldata) and
 * their cost, estimated on the node from the owner; with --safe-json writes them as one Safe batch file.
 */
export async function execute(context: OwnerContext, calls: PlannedCall[], actor?: string): Promise<ExecutionResult> {
  const mode = modeOf(context);
  if (mode !== 'send') {
    const from = actor ?? context.safeAddress ?? context.sender?.address;
    for (const [index, call] of calls.entries()) {
      const address = await call.contract.getAddress();
      const data = call.contract.interface.encodeFunctionData(call.method, call.args);
      context.log(
        `[${index + 1}/${calls.length}] ${mode === 'safe' ? 'for the Safe' : 'dry run, not sent'}: ${call.summary}\n` +
          `      ${call.label}(${address}).${call.method}(${call.args.map(formatArg).join(', ')})\n      to ${address} data ${data}`,
      );
    }
    if (from) {
      const { gas, reasons } = await estimatePlan(context, calls, from);
      const cost = describeCost({
        gasPerTransaction:
          mode === 'safe'
            ? [gas.some((g) => g === null) ? null : gas.reduce((a, b) => (a ?? 0n) + (b ?? 0n), 0n)]
            : gas,
        currentGasPrice: await currentGasPrice(context.provider),
        gasPrice: context.gasPrice,
        labels:
          mode === 'safe'
            ? ['one Safe transaction (MultiSend overhead not included)']
            : calls.map((call) => call.method),
        unestimated: reasons[0],
      });
      cost.lines.forEach((line) => context.log(line));
    }
    if (mode === 'safe') {
      const safe = from ?? '';
      const file = context.safeJson as string;
      const budget = await gasBudget(context.provider);
      const batch = buildSafeBatchFile({
        chainId: context.chainId,
        safe,
        name: `GM Claim: ${calls.map((call) => call.method).join(' + ')}`,
        description: calls.map((call) => call.summary).join('; '),
        transactions: await Promise.all(
          calls.map(async (call) => ({
            to: await call.contract.getAddress(),
            value: '0',
            data: call.contract.interface.encodeFunctionData(call.method, call.args),
          })),
        ),
      });
      await writeSafeBatchFile(file, batch);
      context.log(
        `wrote ${file}: ${calls.length} call(s) for the Safe ${safe} on chain ${context.chainId} (one Safe transaction, ` +
          `budget ${budget.perTransaction} gas). Import it in Safe{Wallet} → Apps → Transaction Builder, check, sign and execute.`,
      );
      return { planned: calls.length, txHashes: [], safeFiles: [file] };
    }
    context.log(`dry run: ${calls.length} transaction(s) planned, nothing sent`);
    return { planned: calls.length, txHashes: [] };
  }
  const sender = context.sender;
  if (!sender)
    throw new OwnerTaskError(
      'the network has no account to send from: configure its deployer key, or use --dry-run / --safe-json',
    );
  const txHashes: string[] = [];
  for (const [index, call] of calls.entries()) {
    context.log(`[${index + 1}/${calls.length}] ${call.summary}`);
    try {
      const tx = await call.contract.connect(sender).getFunction(call.method)(...call.args);
      const receipt = (await withRetry(() => tx.wait())) as TransactionReceipt | null;
      txHashes.push(tx.hash as string);
      context.log(
        `      tx ${tx.hash as string} (block ${receipt?.blockNumber ?? '?'}, gas ${receipt?.gasUsed ?? '?'})`,
      );
    } catch (error) {
      throw new OwnerTaskError(
        `${call.label}.${call.method} failed at step ${index + 1} of ${calls.length}` +
          (txHashes.length > 0 ? ` (steps 1–${index} were sent)` : '') +
          `: ${describeRevert(error, call.contract.interface)}`,
        error as Error,
      );
    }
  }
  return { planned: calls.length, txHashes };
}
