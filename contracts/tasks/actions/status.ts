import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Eip1193Provider } from 'ethers';
import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { CLAIM_TYPES, type ClaimType } from '@gm-claim/shared/constants';
import { CANONICAL_MULTICALL3 } from '@gm-claim/shared/ops/multicall';
import { readOperatorStatus } from '@gm-claim/shared/ops/read-operator-status';
import { readDeployedAddresses } from '../lib/context.js';
import { OwnerTaskError } from '../lib/errors.js';
import { parseGasPriceGwei } from '../lib/hre.js';
import { retryingProvider } from '../lib/retrying-provider.js';
import { formatOperatorStatus, operatorStatusJson } from '../lib/status-format.js';
import { parseAddress, parseInteger } from '../lib/values.js';

interface Arguments {
  address?: string;
  deploymentId?: string;
  vestings?: string;
  fromBlock?: string;
  gasPrice?: string;
  multicall?: string;
  json: boolean;
}

/** The block of GMChallenge's deployment, from the Ignition journal (`TRANSACTION_CONFIRM` of the future). */
async function deploymentBlock(ignitionDir: string, deploymentId: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(ignitionDir, 'deployments', deploymentId, 'journal.jsonl'), 'utf8');
  } catch {
    return undefined;
  }
  for (const line of text.split('\n')) {
    if (!line.includes('TRANSACTION_CONFIRM') || !line.includes('#GMChallenge"')) continue;
    const message = JSON.parse(line) as { futureId?: string; receipt?: { blockNumber?: number } };
    if (message.futureId?.split('#')[1] === 'GMChallenge' && message.receipt?.blockNumber !== undefined) {
      return message.receipt.blockNumber;
    }
  }
  return undefined;
}

export default async function statusAction(args: Arguments, hre: HardhatRuntimeEnvironment): Promise<void> {
  const connection = await hre.network.create();
  try {
    const { chainId } = await connection.ethers.provider.getNetwork();
    const provider = retryingProvider(connection.provider as unknown as Eip1193Provider, chainId);
    const deploymentId = args.deploymentId ?? `chain-${chainId}`;
    const ignitionDir = hre.config.paths.ignition;
    const needsDeployment = !args.address || !args.vestings || !args.multicall;
    const deployed = needsDeployment
      ? await readDeployedAddresses({ chainId, deploymentId, ignitionDir }).catch((error: unknown) => {
          if (!args.address) throw error;
          return {} as Record<string, string>;
        })
      : {};
    const find = (futureId: string): string | undefined =>
      Object.entries(deployed).find(([key]) => key.split('#')[1] === futureId)?.[1];
    const challenge = args.address ? parseAddress(args.address, '--address') : find('GMChallenge');
    if (!challenge)
      throw new OwnerTaskError(`the Ignition deployment "${deploymentId}" has no GMChallenge: pass --address`);
    const vestings: Partial<Record<ClaimType, string>> = {};
    if (args.vestings) {
      for (const pair of args.vestings.split(',')) {
        const [type, address] = pair.split('=');
        const claimType = (type ?? '').trim().toUpperCase() as ClaimType;
        if (!CLAIM_TYPES.includes(claimType)) throw new OwnerTaskError(`--vestings: "${type}" is not a claim type`);
        vestings[claimType] = parseAddress(address, `--vestings ${claimType}`);
      }
    } else {
      for (const claimType of CLAIM_TYPES) {
        const address = find(`GMVesting_${claimType}`);
        if (address) vestings[claimType] = address;
      }
    }
    const multicallCandidate = args.multicall
      ? parseAddress(args.multicall, '--multicall')
      : (find('Multicall3') ?? CANONICAL_MULTICALL3);
    const multicall = (await provider.getCode(multicallCandidate)) === '0x' ? undefined : multicallCandidate;
    const fromBlock =
      args.fromBlock !== undefined
        ? parseInteger(args.fromBlock, '--from-block', 0, Number.MAX_SAFE_INTEGER)
        : await deploymentBlock(ignitionDir, deploymentId);
    if (fromBlock === undefined) {
      throw new OwnerTaskError(
        `pass --from-block <GMChallenge's deployment block>: the pending bets are counted from its events (no Ignition journal for "${deploymentId}")`,
      );
    }
    const status = await readOperatorStatus({
      provider,
      addresses: { challenge, vestings, multicall },
      fromBlock,
      gasPrice: args.gasPrice === undefined ? undefined : parseGasPriceGwei(args.gasPrice),
    });
    console.log(args.json ? operatorStatusJson(status) : formatOperatorStatus(status).join('\n'));
  } finally {
    await connection.close();
  }
}
