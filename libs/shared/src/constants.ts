import { EIP712_DOMAIN_NAME, EIP712_DOMAIN_VERSION } from './generated/eip712-types';

/**
 * Every business constant of the specification (§9), typed, in one place. The web app, the API and
 * the contracts' scripts read these; nothing else may restate them.
 */

/** BNB Smart Chain mainnet (spec §1, §9). */
export const BSC_MAINNET = {
  chainId: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  blockTimeMs: 750,
  blockExplorerUrl: 'https://bscscan.com',
} as const;

/** BNB Smart Chain testnet, for staging deployments. */
export const BSC_TESTNET = {
  chainId: 97,
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'tBNB', symbol: 'tBNB', decimals: 18 },
  blockTimeMs: 750,
  blockExplorerUrl: 'https://testnet.bscscan.com',
} as const;

/** The local Hardhat node used by `npm run dev` and the end-to-end tests. */
export const LOCAL_CHAIN = {
  chainId: 31337,
  name: 'GM Claim Local',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  blockTimeMs: 750,
  rpcUrl: 'http://127.0.0.1:8545',
} as const;

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
  highFeeMessage: 'VRF request gas cost is high at the moment.',
  feeTooltip: 'This fee is required to request a secure random number from a verifiable-random-number oracle service.',
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

export const VESTING = {
  /** Share unlocked at TGE, in percent. */
  tgeUnlockPercent: 10,
  /** Share vested linearly after TGE, in percent. */
  vestedPercent: 90,
  /** Number of monthly releases of the vested share. */
  months: 6,
  /** Vesting progress total for PUBLIC is allocation * 10 / 9. */
  publicProgressNumerator: 10n,
  publicProgressDenominator: 9n,
  /** Monthly release days must fall in every month. */
  maxReleaseDay: 28,
} as const;

/** Allocation types; each has its own GMVesting deployment. */
export const CLAIM_TYPES = ['PUBLIC', 'BACKER', 'ECOSYSTEM', 'TEAM', 'MARKETING'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** Challenge multipliers offered by the betting modal. */
export const MULTIPLIERS = [2, 4, 6] as const;
export type Multiplier = (typeof MULTIPLIERS)[number];

export interface MultiplierOdds {
  multiplier: Multiplier;
  /** Win chance in basis points (2500 = 25%). */
  winChanceBps: number;
  /** Share of the stake lost on a loss, in basis points. */
  lossShareBps: number;
}

/**
 * The betting modal's table (spec §9), also the contract's default betting table. The live values
 * are read from the chain; this is the default the contract is deployed with.
 */
export const DEFAULT_MULTIPLIER_TABLE: readonly MultiplierOdds[] = [
  { multiplier: 2, winChanceBps: 2_500, lossShareBps: 5_000 },
  { multiplier: 4, winChanceBps: 1_500, lossShareBps: 7_000 },
  { multiplier: 6, winChanceBps: 1_200, lossShareBps: 9_000 },
] as const;

export const BPS_DENOMINATOR = 10_000;

/** Stake options of the Challenge, in whole GM. */
export const STAKE_UNITS = [10, 100, 1_000, 10_000] as const;
export type StakeUnit = (typeof STAKE_UNITS)[number];

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

/** Local-storage names (spec §3). */
export const STORAGE = {
  storeName: 'gm-claim-store',
  vestingErrorKey: 'gm-claim-vesting-error',
  keys: { accessToken: 'access_token', refreshToken: 'refresh_token', isAgree: 'is_agree' },
} as const;

/** Server-issued signatures (EIP-712) and sign-in. */
export const SIGNATURES = {
  eip712Name: EIP712_DOMAIN_NAME,
  eip712Version: EIP712_DOMAIN_VERSION,
  /** Lifetime of a server signature's deadline. */
  deadlineSeconds: 10 * 60,
  /** Lifetime of a sign-in nonce. */
  loginNonceTtlSeconds: 5 * 60,
} as const;

/** User-facing texts that more than one layer must agree on. */
export const MESSAGES = {
  tooManyRequests: 'Too many requests, please try again later',
  accessTokenExpired: 'Access Token expired.',
  claimSuccessful: 'Claim successful!',
  claimFailedPrefix: 'Claim failed. ',
  claimFailedRetry: 'Claim failed. Please try again.',
  noChains: 'No chains found on connector.',
  installPrefix: 'Please use after installing',
} as const;
