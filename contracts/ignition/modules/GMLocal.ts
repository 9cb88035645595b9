import type { ClaimType } from '@gm-claim/shared/constants';
import { buildModule } from '@nomicfoundation/hardhat-ignition/modules';
import { LOCAL_VRF } from './local-vrf-config.js';

const GM = 10n ** 18n;
const TOTAL_SUPPLY = 1_000_000_000n * GM;
/** GMChallenge funding: `supply` backs registrations, `buffer` backs Challenge winnings. */
export const LOCAL_FUNDING = { supply: 100_000_000n * GM, buffer: 100_000_000n * GM } as const;

/**
 * The whole local stack: GMToken, five GMVesting, GMChallenge on the real VRFV2PlusWrapper over the
 * VRFCoordinatorV2_5Mock (subscription created and funded in native, wrapper configured), a
 * MockV3Aggregator as the LINK/native feed, and Multicall3. GMChallenge is funded with supply + buffer.
 *
 * Parameters (module "GMLocal"): tgeTimestamp (unix seconds, required) and signer (default account 19,
 * the API's dev signer). Account 0 is owner, deployer and treasury.
 */
const GMLocalModule = buildModule('GMLocal', (m) => {
  const owner = m.getAccount(0);
  const signer = m.getParameter('signer', m.getAccount(19));
  const tgeTimestamp = m.getParameter<number>('tgeTimestamp');

  const token = m.contract('GMToken', [owner, TOTAL_SUPPLY]);
  const multicall3 = m.contract('Multicall3');

  // VRF: coordinator mock → subscription funded in native → wrapper as its consumer → wrapper config.
  const coordinator = m.contract('VRFCoordinatorV2_5Mock', [
    LOCAL_VRF.coordinatorBaseFee,
    LOCAL_VRF.coordinatorGasPrice,
    LOCAL_VRF.weiPerUnitLink,
  ]);
  const createSubscription = m.call(coordinator, 'createSubscription');
  const subscriptionId = m.readEventArgument(createSubscription, 'SubscriptionCreated', 'subId');
  const fundSubscription = m.call(coordinator, 'fundSubscriptionWithNative', [subscriptionId], {
    value: LOCAL_VRF.subscriptionNativeFunding,
  });
  const linkNativeFeed = m.contract('MockV3Aggregator', [18, LOCAL_VRF.weiPerUnitLink]);
  // LINK payments are never used locally; the wrapper only needs some contract as the LINK token.
  const wrapper = m.contract('VRFV2PlusWrapper', [linkNativeFeed, linkNativeFeed, coordinator, subscriptionId]);
  const addConsumer = m.call(coordinator, 'addConsumer', [subscriptionId, wrapper]);
  const configureWrapper = m.call(wrapper, 'setConfig', [
    LOCAL_VRF.wrapperGasOverhead,
    LOCAL_VRF.coordinatorGasOverheadNative,
    LOCAL_VRF.coordinatorGasOverheadLink,
    LOCAL_VRF.coordinatorGasOverheadPerWord,
    LOCAL_VRF.nativePremiumPercentage,
    LOCAL_VRF.linkPremiumPercentage,
    LOCAL_VRF.keyHash,
    LOCAL_VRF.maxNumWords,
    LOCAL_VRF.stalenessSeconds,
    LOCAL_VRF.weiPerUnitLink,
    LOCAL_VRF.fulfillmentFlatFeeNativePPM,
    LOCAL_VRF.fulfillmentFlatFeeLinkDiscountPPM,
  ]);

  // One GMVesting per allocation type (CLAIM_TYPES in libs/shared); PUBLIC's scheduler is GMChallenge (below).
  const deployVesting = (claimType: ClaimType) =>
    m.contract('GMVesting', [owner, token, tgeTimestamp, owner, claimType, wrapper], {
      id: `GMVesting_${claimType}`,
    });
  const vestings = {
    PUBLIC: deployVesting('PUBLIC'),
    BACKER: deployVesting('BACKER'),
    ECOSYSTEM: deployVesting('ECOSYSTEM'),
    TEAM: deployVesting('TEAM'),
    MARKETING: deployVesting('MARKETING'),
  };

  const challenge = m.contract(
    'GMChallenge',
    [owner, vestings.PUBLIC, wrapper, signer, owner, LOCAL_VRF.requestConfirmations, LOCAL_VRF.callbackGasLimit],
    { after: [fundSubscription, addConsumer, configureWrapper] },
  );
  m.call(vestings.PUBLIC, 'setScheduler', [challenge, true]);
  const approve = m.call(token, 'approve', [challenge, LOCAL_FUNDING.supply + LOCAL_FUNDING.buffer], {
    id: 'approveChallengeFunding',
  });
  m.call(challenge, 'fund', [LOCAL_FUNDING.supply, LOCAL_FUNDING.buffer], { after: [approve] });

  return {
    token,
    multicall3,
    coordinator,
    linkNativeFeed,
    wrapper,
    challenge,
    vestingPublic: vestings.PUBLIC,
    vestingBacker: vestings.BACKER,
    vestingEcosystem: vestings.ECOSYSTEM,
    vestingTeam: vestings.TEAM,
    vestingMarketing: vestings.MARKETING,
  };
});

export default GMLocalModule;
