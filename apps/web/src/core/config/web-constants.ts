// The numbers and texts only the web app uses: how it sends its transactions and reads the chain, how
// long things take and wait, its layout, toasts, legal texts and browser storage. What the web shares
// with the API or the contracts stays in libs/shared (see libs/shared/README.md).

/**
 * The gas limits transactions are SENT with (the specification's). What the app shows or decides about gas — "does
 * the wallet's BNB cover it" — comes from eth_estimateGas of the call instead (issue 37 §3, sponsored-claim's
 * gas-estimate.ts); a claim's limit counts there only as what a wallet must hold to send it at all.
 */
export const GAS_LIMITS = {
  /** Gas limit of bet and registerAndBet transactions. */
  bet: 450_000n,
  /** Gas limit of claim transactions. */
  claim: 800_000n,
} as const;

export const VRF = {
  /** The VRF cost estimate is multiplied by 1.5 before it is sent with a bet: numerator/denominator. */
  costMultiplierNumerator: 3n,
  costMultiplierDenominator: 2n,
  /** The high-gas warning shows when the quoted fee is at least 0.005 BNB (in wei). */
  highFeeThresholdWei: 5_000_000_000_000_000n,
  /** The fee is displayed with 8 decimals. */
  displayDecimals: 8,
} as const;

export const TIMING = {
  /** Bet result polling interval. */
  betPollMs: 2_000,
  /** Refetch interval of the public vesting contract address. */
  contractAddressRefetchMs: 36_000,
  /** The claim page's reading of the same interval (3600 * 10 ms). */
  claimPageContractAddressRefetchMs: 3_600 * 10,
  /** Fade between the connected and not-connected claim views. */
  claimViewFadeMs: 300,
  /** Vesting bar: the claimed share fills after 1 s, the claimable share 1 s later. */
  vestingBarDelayMs: 1_000,
  /** Step values used as animation delays. */
  animationStepDelaysMs: [0, 300, 600, 900],
  /** Full-screen loading logo: one turn per second. */
  loadingSpinMs: 1_000,
} as const;

export const CONFIRMATIONS = {
  claim: 1,
  bet: 1,
} as const;

export const TOASTS = {
  defaultDurationMs: 4_000,
  successDurationMs: 2_000,
  /** Loading toasts stay until dismissed. */
  loadingDurationMs: Number.POSITIVE_INFINITY,
  maxToasts: 20,
  removeDelayMs: 1_000,
  maxWidthPx: 420,
  minWidthPx: 230,
} as const;

export const RPC = {
  /** Per-node timeout. */
  timeoutMs: 7_000,
  /** Fallback retry across at most this many nodes. */
  maxNodes: 10,
} as const;

export const LAYOUT = {
  footerHeightPx: 194,
  footerContentMaxWidthPx: 1_200,
  headerWidthPx: 1_160,
  termsBoxHeightPx: 322,
  /** Desktop eligibility page height for steps up to 2, step 3 and step 4. */
  stepHeightsPx: { upToStep2: 1_556, step3: 1_020, step4: 1_088 },
} as const;

export const TERMS = {
  version: '1.0',
  date: '15 April 2025',
  governingLaw: 'Singapore',
} as const;

export const FOOTER = {
  copyrightYear: 2025,
} as const;

/** Local-storage names (docs/product.md#storage). */
export const STORAGE = {
  storeName: 'gm-claim-store',
  vestingErrorKey: 'gm-claim-vesting-error',
  keys: { accessToken: 'access_token', refreshToken: 'refresh_token', isAgree: 'is_agree' },
} as const;

/** Claim without BNB: when it is offered, and how the relayed request is followed. */
export const SPONSORED_CLAIMS = {
  /** How long a signed claim stays valid (its EIP-712 deadline; claim & vest takes the server signature's). */
  signatureTtlSeconds: 1_800,
  /** The relayer's request status is asked this often until it is mined or failed. */
  pollMs: 1_000,
  /** How long a tab follows a relayed request before it says it is still pending (a reload follows it again). */
  followTimeoutMs: 180_000,
  /** Local-storage key of the relayed requests not yet seen mined (by wallet). */
  storageKey: 'gm-claim-relayed',
} as const;
