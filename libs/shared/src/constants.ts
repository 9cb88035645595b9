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

/** Server-issued signatures (EIP-712) and sign-in. */
export const SIGNATURES = {
  eip712Name: EIP712_DOMAIN_NAME,
  eip712Version: EIP712_DOMAIN_VERSION,
  /** Lifetime of a server signature's deadline. */
  deadlineSeconds: 10 * 60,
  /** Lifetime of a sign-in nonce. */
  loginNonceTtlSeconds: 5 * 60,
} as const;

/** User-facing texts that the API and the web must agree on (the API sends them, the web matches them). */
export const MESSAGES = {
  tooManyRequests: 'Too many requests, please try again later',
  accessTokenExpired: 'Access Token expired.',
} as const;
