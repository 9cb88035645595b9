import { type Deployment } from '@gm-claim/shared/deployment';
import type { JsonRpcProvider } from 'ethers';
import type hre from 'hardhat';
import { coreAddresses } from '../ignition/modules/core-addresses.js';
import GMLocalModule from '../ignition/modules/GMLocal.js';
import { seedDemoSchedules } from './local-chain-seed.js';
import { VrfFulfiller } from './vrf-fulfiller.js';

/** Dev accounts (Hardhat's default mnemonic): 0 owner/treasury, 18 VRF fulfiller, 19 API signer. */
export const FULFILLER_ACCOUNT = 18;
export const SIGNER_ACCOUNT = 19;

export type ChainConnection = Awaited<ReturnType<typeof hre.network.create>>;

export interface LocalDeployment {
  deployment: Deployment;
  /** The VRF coordinator mock the fulfiller watches. */
  coordinator: string;
  /** Dev account #18's address: the fulfiller's sender. */
  fulfiller: string;
}

/**
 * The local chain's contracts on a fresh chain: the GMLocal Ignition module (signer = account 19) under
 * `deploymentId`, the demo vesting schedules on BACKER and TEAM for dev accounts #1 and #2, and the
 * deployment file's content. Shared by `npm run chain` (scripts/local-chain.ts) and the API tests' chain
 * host (scripts/test-chains.ts), so both deploy the same thing.
 */
export interface DeployOptions {
  chainId: number;
  rpcUrl: string;
  tgeTimestamp: number;
  deploymentId: string;
  log: (line: string) => void;
}

export async function deployLocalChain(connection: ChainConnection, options: DeployOptions): Promise<LocalDeployment> {
  const { chainId, rpcUrl, tgeTimestamp, deploymentId, log } = options;
  log(
    `deploying the GMLocal module (deployment id ${deploymentId}, TGE ${new Date(tgeTimestamp * 1000).toISOString()})`,
  );
  const deployed = await connection.ignition.deploy(GMLocalModule, {
    parameters: { GMLocal: { tgeTimestamp } },
    deploymentId,
  });
  const signers = await connection.ethers.getSigners();
  const owner = signers[0];
  const apiSigner = signers[SIGNER_ACCOUNT];
  const address = async (contract: { getAddress(): Promise<string> }): Promise<string> => contract.getAddress();

  const seeded = await seedDemoSchedules({
    token: await address(deployed.token),
    vestings: { BACKER: await address(deployed.vestingBacker), TEAM: await address(deployed.vestingTeam) },
    owner,
    beneficiaries: [signers[1].address, signers[2].address],
    tgeTimestamp,
  });
  for (const line of seeded) log(line);

  const coordinator = await address(deployed.coordinator);
  const deployment: Deployment = {
    chainId,
    rpcUrl,
    tgeTimestamp,
    contracts: {
      ...(await coreAddresses(deployed)),
      Multicall3: await address(deployed.multicall3),
      VRFCoordinatorV2_5Mock: coordinator,
      VRFV2PlusWrapper: await address(deployed.wrapper),
    },
    signer: apiSigner.address,
    owner: owner.address,
  };
  return { deployment, coordinator, fulfiller: signers[FULFILLER_ACCOUNT].address };
}

/**
 * deployLocalChain, then the VRF fulfiller (dev account #18) started on `provider`, watching the coordinator
 * from the block before the deployment: what `npm run chain` and the API tests' chain host both run on a
 * fresh chain. `fulfillerLog`: where the fulfiller writes its lines (its default when absent).
 */
export async function deployWithFulfiller(
  connection: ChainConnection,
  provider: JsonRpcProvider,
  options: DeployOptions & { fulfillerLog?: (line: string) => void },
): Promise<{ deployment: Deployment; fulfiller: VrfFulfiller }> {
  const { fulfillerLog, ...deployOptions } = options;
  const fromBlock = await provider.getBlockNumber();
  const { deployment, coordinator, fulfiller: fulfillerAddress } = await deployLocalChain(connection, deployOptions);
  const fulfiller = new VrfFulfiller({
    provider,
    sender: await provider.getSigner(fulfillerAddress),
    coordinator,
    fromBlock,
    ...(fulfillerLog ? { log: fulfillerLog } : {}),
  });
  await fulfiller.start();
  return { deployment, fulfiller };
}
