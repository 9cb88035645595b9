import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type HardhatEthers, type HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/types';
import { type Contract, formatUnits } from 'ethers';
import { describeRevert, OwnerTaskError } from './errors.js';
import { parseAddress } from './values.js';

/** What every owner task works with: a connection, the sending account and the dry-run switch. */
export interface OwnerContext {
  ethers: HardhatEthers;
  sender: HardhatEthersSigner;
  chainId: bigint;
  dryRun: boolean;
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
}

export const formatGm = (amount: bigint): string => `${formatUnits(amount, 18)} GM`;

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
  const deploymentId = options.deploymentId ?? `chain-${options.chainId}`;
  const file = path.join(options.ignitionDir, 'deployments', deploymentId, 'deployed_addresses.json');
  let deployed: Record<string, string>;
  try {
    deployed = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  } catch {
    throw new OwnerTaskError(
      `no Ignition deployment "${deploymentId}" (${file} is missing): pass --address, or --deployment-id of an existing deployment`,
    );
  }
  const key = Object.keys(deployed).find((name) => name.split('#')[1] === options.futureId);
  if (!key)
    throw new OwnerTaskError(`the Ignition deployment "${deploymentId}" has no ${options.futureId}: pass --address`);
  return deployed[key];
}

/** Fails (or, in a dry run, warns) when the sender is not the contract's owner. */
export async function checkOwner(context: OwnerContext, contract: Contract, label: string): Promise<void> {
  const owner = (await contract.getFunction('owner')()) as string;
  if (owner.toLowerCase() === context.sender.address.toLowerCase()) return;
  const message = `${context.sender.address} is not the owner of ${label} at ${await contract.getAddress()} (owner: ${owner})`;
  if (context.dryRun) {
    context.log(`warning: ${message}`);
    return;
  }
  throw new OwnerTaskError(message);
}

function formatArg(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(formatArg).join(', ')}]`;
  if (typeof value === 'bigint') return value.toString();
  return String(value);
}

/** Sends the calls in order, waiting for each; in a dry run prints them (with calldata) and sends nothing. */
export async function execute(context: OwnerContext, calls: PlannedCall[]): Promise<ExecutionResult> {
  const txHashes: string[] = [];
  for (const [index, call] of calls.entries()) {
    const address = await call.contract.getAddress();
    const step = `[${index + 1}/${calls.length}]`;
    const signature = `${call.label}(${address}).${call.method}(${call.args.map(formatArg).join(', ')})`;
    if (context.dryRun) {
      const data = call.contract.interface.encodeFunctionData(call.method, call.args);
      context.log(`${step} dry run, not sent: ${call.summary}\n      ${signature}\n      to ${address} data ${data}`);
      continue;
    }
    context.log(`${step} ${call.summary}`);
    try {
      const tx = await call.contract.connect(context.sender).getFunction(call.method)(...call.args);
      const receipt = await tx.wait();
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
  if (context.dryRun) context.log(`dry run: ${calls.length} transaction(s) planned, nothing sent`);
  return { planned: calls.length, txHashes };
}
