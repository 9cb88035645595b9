/**
 * Settings of the local Chainlink VRF stack (VRFCoordinatorV2_5Mock + the real VRFV2PlusWrapper +
 * MockV3Aggregator). The overheads are generous so the wrapper always has the gas to call GMChallenge;
 * the prices are small so that a bet's VRF fee stays far below a dev account's balance.
 */
export const LOCAL_VRF = {
  keyHash: '0x' + '11'.repeat(32),
  requestConfirmations: 3,
  callbackGasLimit: 100_000,
  wrapperGasOverhead: 60_000,
  coordinatorGasOverheadNative: 90_000,
  coordinatorGasOverheadLink: 112_000,
  coordinatorGasOverheadPerWord: 435,
  nativePremiumPercentage: 24,
  linkPremiumPercentage: 20,
  maxNumWords: 10,
  stalenessSeconds: 0,
  /** LINK price in wei (0.004 native per LINK), also the feed's answer. */
  weiPerUnitLink: 4_000_000_000_000_000n,
  fulfillmentFlatFeeNativePPM: 0,
  fulfillmentFlatFeeLinkDiscountPPM: 0,
  coordinatorBaseFee: 100_000_000_000_000n,
  coordinatorGasPrice: 1_000_000_000n,
  /** Native funding of the wrapper's subscription on the coordinator mock (100 ETH). */
  subscriptionNativeFunding: 100n * 10n ** 18n,
} as const;
