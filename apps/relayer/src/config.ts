import path from 'node:path';
import { CLAIM_TYPES, RELAY_KINDS, type ClaimType, type RelayKind } from '@gm-claim/shared';
import { parseEther, parseUnits, Wallet } from 'ethers';
import { z } from 'zod';
import { commaList, ConfigError, loadChainConfig, loadDbConfig, type ChainConfig, type DbConfig } from '@gm-claim/server/config';
import { findRepoRoot } from '@gm-claim/server/paths';

/**
 * Hardhat default mnemonic account 17: the relayer's key in development only — its own, not the VRF fulfiller's (#18):
 * a key shared with another sender makes that sender take the relayer's nonces (issue 35).
 */
export const DEV_RELAYER_PRIVATE_KEY = '0x689af8efa8c651a91ad287602527f3af2fe9f6501a7ac4b061667b5a93e037fd';

/** Every public Hardhat development key the relayer has used (#17, and #18 before issue 35): refused in production. */
const DEV_KEYS = new Set([DEV_RELAYER_PRIVATE_KEY, '0xde9be858da4a475276426320d5e9262ecfc3ba460bfac56360bfa6c4c28b4ee0']);

/** A campaign is what one budget pays for: claim & vest on GMChallenge, or the monthly claims of one GMVesting. */
export const CAMPAIGNS = ['CHALLENGE', ...CLAIM_TYPES] as const;
export type Campaign = (typeof CAMPAIGNS)[number];

const bnb = z
  .string()
  .regex(/^\d+(\.\d{1,18})?$/, 'must be an amount of BNB like 0.5')
  .transform((value) => parseEther(value));
const gwei = z
  .string()
  .regex(/^\d+(\.\d{1,9})?$/, 'must be an amount of gwei like 3 or 0.1')
  .transform((value) => parseUnits(value, 'gwei'));
const jsonObject = z.string().transform((value, context) => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'must be JSON' });
    return z.NEVER;
  }
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RELAYER_HOST: z.string().default('0.0.0.0'),
  RELAYER_PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  RELAYER_PRIVATE_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex private key')
    .optional(),
  RELAYER_PRIVATE_KEYS: commaList
    .pipe(z.array(z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be comma-separated 0x-prefixed 32-byte hex private keys')).min(1))
    .optional(),
  RELAYER_KEY_LEASE_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  RELAYER_RPC_URLS: commaList.pipe(z.array(z.string().url('must be comma-separated http(s) URLs')).min(1)).optional(),
  RELAYER_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  RELAYER_DATABASE_URL: z.string().url().optional(),
  RELAYER_PGLITE_DATA_DIR: z.string().optional(),
  RELAYER_SPONSORED: commaList.pipe(z.array(z.enum(RELAY_KINDS))).optional(),
  RELAYER_BUDGET_BNB: bnb.default(parseEther('1')),
  RELAYER_BUDGETS: jsonObject.pipe(z.partialRecord(z.enum(CAMPAIGNS), bnb)).optional(),
  RELAYER_LOW_WATER_BNB: bnb.default(parseEther('0.1')),
  RELAYER_MAX_GAS_PRICE_GWEI: gwei.default(parseUnits('10', 'gwei')),
  RELAYER_PRIORITY_FEE_GWEI: gwei.optional(),
  RELAYER_REPLACE_AFTER_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  RELAYER_POLL_INTERVAL_MS: z.coerce.number().int().min(20).max(60_000).default(500),
  RELAYER_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1_000).default(16),
  RELAYER_GAS_LIMIT_MARGIN_PERCENT: z.coerce.number().int().min(0).max(200).default(25),
  RELAYER_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RELAYER_RATE_LIMIT_MAX: z.coerce.number().int().min(0).max(1_000_000).default(120),
  RELAYER_RATE_LIMIT_BURST: z.coerce.number().int().min(1).max(10_000).optional(),
  RELAYER_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  RELAYER_MAX_DEADLINE_SECONDS: z.coerce.number().int().min(60).max(30 * 86_400).default(86_400),
  RELAYER_OPERATORS: commaList.pipe(z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be comma-separated addresses'))).optional(),
  OPS_ADDRESSES: z.string().optional(),
  RELAYER_CORS_ORIGINS: commaList.default(['http://localhost:5173', 'http://127.0.0.1:5173']),
  /** Issue 37: more EIP-7702 sweeper delegates than libs/shared's KNOWN_SWEEPER_DELEGATES (comma-separated addresses). */
  RELAYER_KNOWN_SWEEPERS: commaList
    .pipe(z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be comma-separated 0x addresses')))
    .default([]),
});

export interface RelayerConfig {
  env: 'development' | 'test' | 'production';
  logLevel: string;
  host: string;
  port: number;
  /** The first sending key (the pool's first). */
  privateKey: string;
  address: string;
  /** The pool of sending keys: each its own nonce pipeline, held through a lease in the database. */
  keys: Array<{ privateKey: string; address: string }>;
  /** How long a key's lease lasts without renewal (a crashed relayer's keys are taken over after it). */
  keyLeaseMs: number;
  chain: ChainConfig & { vestingAddresses: Record<ClaimType, string> };
  rpcUrls: string[];
  rpcTimeoutMs: number;
  db: DbConfig;
  sponsored: ReadonlySet<RelayKind>;
  /** Wei per campaign. */
  budgets: Record<Campaign, bigint>;
  lowWater: bigint;
  /** Highest maxFeePerGas the relayer pays (wei); above it the relayer refuses new requests. */
  maxGasPrice: bigint;
  /** Tip asked for; the node's eth_maxPriorityFeePerGas when unset. */
  priorityFee: bigint | undefined;
  replaceAfterMs: number;
  pollIntervalMs: number;
  maxInFlight: number;
  gasLimitMarginPercent: number;
  retryAfterSeconds: number;
  /** POST /relay/requests per IP per minute, the token bucket's refill rate (0 = no limit). */
  rateLimitPerMinute: number;
  /** Requests one IP may send at once before the refill rate applies (the bucket's size). */
  rateLimitBurst: number;
  /** Reverse proxies in front of the relayer whose X-Forwarded-For is believed (0: none; behind nginx: 1). */
  trustedProxyHops: number;
  /** The furthest a signed claim's deadline may be from now (seconds); a further one is refused. */
  maxDeadlineSeconds: number;
  /** Wallets that may pause and resume sponsoring (besides the contracts' owners), lowercase. */
  operators: string[];
  corsOrigins: string[];
  /** EIP-7702 sweeper delegates added by the operator (lowercase), besides libs/shared's list. */
  knownSweepers: string[];
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`).join('\n');
}

/**
 * The relayer's configuration, parsed once at start-up (a bad key stops it with a message naming
 * the key). It shares the API's chain keys (DEPLOYMENT_FILE, CHAIN_ID, addresses) and database
 * keys (DATABASE_URL, PGLITE_DATA_DIR; RELAYER_DATABASE_URL / RELAYER_PGLITE_DATA_DIR win).
 */
export function loadRelayerConfig(
  source: NodeJS.ProcessEnv = process.env,
  repoRoot: string = findRepoRoot(),
): RelayerConfig {
  const clean = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production && !env.RELAYER_PRIVATE_KEY && !env.RELAYER_PRIVATE_KEYS)
    throw new ConfigError('Missing configuration for production:\n  RELAYER_PRIVATE_KEY (or RELAYER_PRIVATE_KEYS)');
  const privateKeys = env.RELAYER_PRIVATE_KEYS ?? [env.RELAYER_PRIVATE_KEY ?? DEV_RELAYER_PRIVATE_KEY];
  const privateKey = privateKeys[0]!;
  if (production && privateKeys.some((key) => DEV_KEYS.has(key.toLowerCase()))) {
    throw new ConfigError('RELAYER_PRIVATE_KEY is the public Hardhat development key: refused in production.');
  }
  if (new Set(privateKeys.map((key) => key.toLowerCase())).size !== privateKeys.length)
    throw new ConfigError('RELAYER_PRIVATE_KEYS lists a key twice.');
  const chain = loadChainConfig(source, repoRoot);
  const missing = CLAIM_TYPES.filter((type) => !chain.vestingAddresses[type]);
  if (missing.length > 0) {
    throw new ConfigError(
      `The relayer needs every GMVesting address: set VESTING_ADDRESSES (JSON) with ${missing.join(', ')}.`,
    );
  }
  const rpcUrls = env.RELAYER_RPC_URLS ?? (chain.rpcUrl ? [chain.rpcUrl] : []);
  if (rpcUrls.length === 0)
    throw new ConfigError('RELAYER_RPC_URLS is required (comma-separated JSON-RPC URLs of the chain).');
  const sharedDb = loadDbConfig(source, repoRoot);
  const db: DbConfig = {
    url: env.RELAYER_DATABASE_URL ?? sharedDb.url,
    pgliteDataDir: env.RELAYER_PGLITE_DATA_DIR
      ? path.resolve(repoRoot, env.RELAYER_PGLITE_DATA_DIR)
      : path.resolve(repoRoot, '.data/relayer-pglite'),
    poolSize: 4,
    // DB_PGBOUNCER describes DATABASE_URL; a database of the relayer's own is reached directly.
    pgbouncer: env.RELAYER_DATABASE_URL ? false : sharedDb.pgbouncer,
  };
  if (production && !db.url)
    throw new ConfigError('Missing configuration for production:\n  DATABASE_URL (or RELAYER_DATABASE_URL)');
  const budgets = Object.fromEntries(
    CAMPAIGNS.map((campaign) => [campaign, env.RELAYER_BUDGETS?.[campaign] ?? env.RELAYER_BUDGET_BNB]),
  ) as Record<Campaign, bigint>;
  return {
    env: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    host: env.RELAYER_HOST,
    port: env.RELAYER_PORT,
    privateKey,
    address: new Wallet(privateKey).address,
    keys: privateKeys.map((key) => ({ privateKey: key, address: new Wallet(key).address })),
    keyLeaseMs: env.RELAYER_KEY_LEASE_MS,
    chain: { ...chain, vestingAddresses: chain.vestingAddresses as Record<ClaimType, string> },
    rpcUrls,
    rpcTimeoutMs: env.RELAYER_RPC_TIMEOUT_MS,
    db,
    sponsored: new Set(env.RELAYER_SPONSORED ?? RELAY_KINDS),
    budgets,
    lowWater: env.RELAYER_LOW_WATER_BNB,
    maxGasPrice: env.RELAYER_MAX_GAS_PRICE_GWEI,
    priorityFee: env.RELAYER_PRIORITY_FEE_GWEI,
    replaceAfterMs: env.RELAYER_REPLACE_AFTER_MS,
    pollIntervalMs: env.RELAYER_POLL_INTERVAL_MS,
    maxInFlight: env.RELAYER_MAX_IN_FLIGHT,
    gasLimitMarginPercent: env.RELAYER_GAS_LIMIT_MARGIN_PERCENT,
    retryAfterSeconds: env.RELAYER_RETRY_AFTER_SECONDS,
    rateLimitPerMinute: env.RELAYER_RATE_LIMIT_MAX,
    rateLimitBurst: env.RELAYER_RATE_LIMIT_BURST ?? Math.max(1, Math.min(10, env.RELAYER_RATE_LIMIT_MAX)),
    trustedProxyHops: env.RELAYER_TRUSTED_PROXY_HOPS,
    maxDeadlineSeconds: env.RELAYER_MAX_DEADLINE_SECONDS,
    operators: (env.RELAYER_OPERATORS ?? (env.OPS_ADDRESSES ?? '').split(',').map((each) => each.trim()).filter((each) => /^0x[0-9a-fA-F]{40}$/.test(each))).map((each) => each.toLowerCase()),
    corsOrigins: env.RELAYER_CORS_ORIGINS,
    knownSweepers: env.RELAYER_KNOWN_SWEEPERS.map((address) => address.toLowerCase()),
  };
}
