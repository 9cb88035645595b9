import { type HardhatEthers, type HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/types';
import { type NetworkHelpers } from '@nomicfoundation/hardhat-network-helpers/types';
import { type EventLog } from 'ethers';
import type {
  GMChallenge,
  GMToken,
  GMVesting,
  MockV3Aggregator,
  VRFCoordinatorV2_5Mock,
  VRFV2PlusWrapper,
} from '../../types/index.js';
import { CLAIM_TYPES, type ClaimType } from '@gm-claim/shared/constants';
import { LOCAL_VRF as VRF } from '../../ignition/modules/local-vrf-config.js';


export interface Connection {
  ethers: HardhatEthers;
  networkHelpers: NetworkHelpers;
}

export const GM = 10n ** 18n;
export const TOTAL_SUPPLY = 1_000_000_000n * GM;
/** Allocation types, and the local VRF settings the local chain deploys with too. */
export { CLAIM_TYPES, VRF, type ClaimType };

/** Gas for a mock fulfilment: eth_estimateGas would under-estimate it (the inner calls' failures do not revert). */
export const FULFIL_GAS_LIMIT = 2_000_000n;

export interface DeployOptions {
  /** TGE timestamp; defaults to one day after the current block. */
  tge?: number;
  /** Tokens funded into GMChallenge for registrations. */
  supply?: bigint;
  /** Tokens funded into GMChallenge for winnings. */
  buffer?: bigint;
}

export interface GmDeployment {
  owner: HardhatEthersSigner;
  signer: HardhatEthersSigner;
  users: HardhatEthersSigner[];
  tge: number;
  token: GMToken;
  vestings: Record<ClaimType, GMVesting>;
  publicVesting: GMVesting;
  challenge: GMChallenge;
  coordinator: VRFCoordinatorV2_5Mock;
  wrapper: VRFV2PlusWrapper;
  aggregator: MockV3Aggregator;
  subscriptionId: bigint;
}

/**
 * Deploys the whole local stack: GMToken, five GMVesting (one per claim type), the Chainlink
 * VRFCoordinatorV2_5Mock + real VRFV2PlusWrapper + MockV3Aggregator, and GMChallenge; makes GMChallenge the PUBLIC
 * vesting's scheduler and funds it. Account 0 is owner and treasury, account 19 the API signer.
 */
export async function deployGm(connection: Connection, options: DeployOptions = {}): Promise<GmDeployment> {
  const { ethers, networkHelpers } = connection;
  const signers = await ethers.getSigners();
  const owner = signers[0];
  const signer = signers[19];
  const users = signers.slice(1, 19);
  const tge = options.tge ?? (await networkHelpers.time.latest()) + 86_400;
  const supply = options.supply ?? 10_000_000n * GM;
  const buffer = options.buffer ?? 10_000_000n * GM;

  const token = (await ethers.deployContract('GMToken', [owner.address, TOTAL_SUPPLY])) as GMToken;

  const coordinator = (await ethers.deployContract('VRFCoordinatorV2_5Mock', [
    VRF.coordinatorBaseFee,
    VRF.coordinatorGasPrice,
    VRF.weiPerUnitLink,
  ])) as VRFCoordinatorV2_5Mock;
  const created = await (await coordinator.createSubscription()).wait();
  const createdLog = created?.logs.find(
    (log): log is EventLog => 'fragment' in log && log.fragment.name === 'SubscriptionCreated',
  );
  if (!createdLog) throw new Error('SubscriptionCreated not emitted');
  const subscriptionId = createdLog.args[0] as bigint;
  await coordinator.fundSubscriptionWithNative(subscriptionId, { value: VRF.subscriptionNativeFunding });

  const aggregator = (await ethers.deployContract('MockV3Aggregator', [18, VRF.weiPerUnitLink])) as MockV3Aggregator;
  // LINK payments are never used locally; the wrapper only needs some LINK address.
  const wrapper = (await ethers.deployContract('VRFV2PlusWrapper', [
    await aggregator.getAddress(),
    await aggregator.getAddress(),
    await coordinator.getAddress(),
    subscriptionId,
  ])) as VRFV2PlusWrapper;
  await coordinator.addConsumer(subscriptionId, await wrapper.getAddress());
  await wrapper.setConfig(
    VRF.wrapperGasOverhead,
    VRF.coordinatorGasOverheadNative,
    VRF.coordinatorGasOverheadLink,
    VRF.coordinatorGasOverheadPerWord,
    VRF.nativePremiumPercentage,
    VRF.linkPremiumPercentage,
    VRF.keyHash,
    VRF.maxNumWords,
    VRF.stalenessSeconds,
    VRF.weiPerUnitLink,
    VRF.fulfillmentFlatFeeNativePPM,
    VRF.fulfillmentFlatFeeLinkDiscountPPM,
  );

  const vestings = {} as Record<ClaimType, GMVesting>;
  for (const claimType of CLAIM_TYPES) {
    vestings[claimType] = (await ethers.deployContract('GMVesting', [
      owner.address,
      await token.getAddress(),
      tge,
      owner.address,
      claimType,
      await wrapper.getAddress(),
    ])) as GMVesting;
  }
  const publicVesting = vestings.PUBLIC;

  const challenge = (await ethers.deployContract('GMChallenge', [
    owner.address,
    await publicVesting.getAddress(),
    await wrapper.getAddress(),
    signer.address,
    owner.address,
    VRF.requestConfirmations,
    VRF.callbackGasLimit,
  ])) as GMChallenge;
  await publicVesting.setScheduler(await challenge.getAddress(), true);
  if (supply + buffer > 0n) {
    await token.approve(await challenge.getAddress(), supply + buffer);
    await challenge.fund(supply, buffer);
  }

  return {
    owner,
    signer,
    users,
    tge,
    token,
    vestings,
    publicVesting,
    challenge,
    coordinator,
    wrapper,
    aggregator,
    subscriptionId,
  };
}
