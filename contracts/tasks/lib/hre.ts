import { type HardhatRuntimeEnvironment } from 'hardhat/types/hre';
import { type OwnerContext, resolveAddress } from './context.js';
import { OwnerTaskError } from './errors.js';

/** The options every owner task takes. */
export interface CommonTaskArguments {
  address?: string;
  deploymentId?: string;
  dryRun: boolean;
}

export const CLAIM_TYPES = ['PUBLIC', 'BACKER', 'ECOSYSTEM', 'TEAM', 'MARKETING'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

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
  if (!sender) {
    throw new OwnerTaskError(
      `network "${connection.networkName}" has no account: configure its deployer key (see contracts/README.md)`,
    );
  }
  const { chainId } = await connection.ethers.provider.getNetwork();
  const log = (line: string): void => console.log(line);
  log(
    `network ${connection.networkName} (chain ${chainId}), sender ${sender.address}${args.dryRun ? ', DRY RUN' : ''}`,
  );
  const context: OwnerContext = { ethers: connection.ethers, sender, chainId, dryRun: args.dryRun, log };
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
