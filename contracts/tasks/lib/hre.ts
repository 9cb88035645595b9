import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { CLAIM_TYPES, type ClaimType } from '@gm-claim/shared/constants';
import { type Eip1193Provider, parseUnits } from 'ethers';
import { type OwnerContext, readDeployedAddresses, resolveAddress } from './context.js';
import { OwnerTaskError } from './errors.js';
import { retryingProvider } from './retrying-provider.js';
import { parseAddress } from './values.js';

/** The options every owner task takes. */
export interface CommonTaskArguments {
  address?: string;
  deploymentId?: string;
  dryRun: boolean;
  safeJson?: string;
  safe?: string;
  gasPrice?: string;
  multicall?: string;
}

/** Parses --gas-price in gwei ("3", "0.1"). */
export function parseGasPriceGwei(value: string): bigint {
  if (!/^\d+(\.\d{1,9})?$/.test(value.trim()))
    throw new OwnerTaskError(`--gas-price: "${value}" is not a gas price in gwei (e.g. 3 or 0.1)`);
  return parseUnits(value.trim(), 9);
}

export function parseClaimType(value: string): ClaimType {
  const upper = value.toUpperCase();
  if (!(CLAIM_TYPES as readonly string[]).includes(upper)) {
    throw new OwnerTaskError(`"${value}" is not a claim type: use one of ${CLAIM_TYPES.join(', ')}`);
  }
  return upper as ClaimType;
}

export interface TaskSession {
  context: OwnerContext;
  /** Resolves `futureId` (GMChallenge, GMVesting_<TYPE>) from --address or the Ignition deployment. */
  resolve(futureId: string): Promise<string>;
  close(): Promise<void>;
}

/** Connects to the network chosen with --network and takes its first account as the owner. */
export async function openSession(hre: HardhatRuntimeEnvironment, args: CommonTaskArguments): Promise<TaskSession> {
  const connection = await hre.network.create();
  const signers = await connection.ethers.getSigners();
  const sender = signers[0];
  const readOnly = args.dryRun || args.safeJson !== undefined;
  if (!sender && !readOnly) {
    throw new OwnerTaskError(
      `network "${connection.networkName}" has no account: configure its deployer key (see contracts/README.md), or use --dry-run / --safe-json`,
    );
  }
  const { chainId } = await connection.ethers.provider.getNetwork();
  const log = (line: string): void => console.log(line);
  const mode = args.safeJson ? `, SAFE BATCH FILE ${args.safeJson}` : args.dryRun ? ', DRY RUN' : '';
  log(`network ${connection.networkName} (chain ${chainId}), sender ${sender?.address ?? 'none'}${mode}`);
  const multicall =
    args.multicall !== undefined
      ? parseAddress(args.multicall, '--multicall')
      : await readDeployedAddresses({
          chainId,
          deploymentId: args.deploymentId,
          ignitionDir: hre.config.paths.ignition,
        })
          .then((deployed) => Object.entries(deployed).find(([key]) => key.split('#')[1] === 'Multicall3')?.[1])
          .catch(() => undefined);
  const context: OwnerContext = {
    provider: retryingProvider(connection.provider as unknown as Eip1193Provider, chainId),
    sender,
    chainId,
    dryRun: args.dryRun,
    safeJson: args.safeJson,
    safeAddress: args.safe === undefined ? undefined : parseAddress(args.safe, '--safe'),
    gasPrice: args.gasPrice === undefined ? undefined : parseGasPriceGwei(args.gasPrice),
    multicall,
    interactive: Boolean(process.stderr.isTTY) && !process.env.CI,
    log,
  };
  return {
    context,
    resolve: (futureId) =>
      resolveAddress({
        explicit: args.address,
        futureId,
        chainId,
        deploymentId: args.deploymentId,
        ignitionDir: hre.config.paths.ignition,
      }),
    close: () => connection.close(),
  };
}

/** Runs `work` in a session and always closes the connection. */
export async function withSession<T>(
  hre: HardhatRuntimeEnvironment,
  args: CommonTaskArguments,
  work: (session: TaskSession) => Promise<T>,
): Promise<T> {
  const session = await openSession(hre, args);
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}
