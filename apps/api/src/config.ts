import { SIGNATURES } from '@gm-claim/shared';
import {
  address,
  booleanString,
  chainEnvKeys,
  chainFromEnv,
  commaList,
  ConfigError,
  dbEnvKeys,
  DEV_SIGNER_PRIVATE_KEY,
  formatIssues,
  logLevel,
  pgliteDataDir,
  withoutEmpty,
  type ChainConfig,
} from '@gm-claim/server/config';
import { findRepoRoot } from '@gm-claim/server/paths';
import { Wallet } from 'ethers';
import { z } from 'zod';

export { ConfigError, DEV_SIGNER_PRIVATE_KEY, loadConfigOrExit, type ChainConfig } from '@gm-claim/server/config';

const DEV_JWT_SECRET = 'development-only-jwt-secret-do-not-use-in-production';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: logLevel,
  // A hop count ("1": one proxy in front) must reach Express as a number: the string "1" would be
  // read as an address list, trust nobody, and put every client behind nginx in one rate-limit bucket.
  TRUST_PROXY: z
    .string()
    .transform((value): string | number | boolean => (/^\d+$/.test(value) ? Number(value) : value === 'true' ? true : value === 'false' ? false : value))
    .optional(),

  ...dbEnvKeys,
  DB_SYNCHRONOUS_COMMIT: booleanString.default(false),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(200).max(120_000).default(4_000),
  ERROR_LOG_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),

  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).default(30 * 86_400),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),

  SIGNER_PRIVATE_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex private key')
    .optional(),
  SIGNATURE_TTL_SECONDS: z.coerce.number().int().min(30).max(3_600).optional(),

  ...chainEnvKeys,
  CHAIN_RPC_URLS: commaList.optional(),
  CHAIN_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(1_500),
  REGISTER_SUPPLY_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(3_000),
  CLAIM_WINDOW_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
  // A preview of the claim window (unix seconds; deadline 0 = none) in place of the chain's: development and test
  // only (refused in production), for rehearsing the page before the opening or near the deadline on a chain that
  // has passed them (issue 34).
  CLAIM_WINDOW_PREVIEW_OPEN_AT: z.coerce.number().int().min(1).max(0xffff_ffff).optional(),
  CLAIM_WINDOW_PREVIEW_DEADLINE: z.coerce.number().int().min(0).max(0xffff_ffff).optional(),

  SIWE_DOMAIN: z.string().default('localhost:5173'),
  SIWE_URI_ORIGINS: commaList.optional(),
  CORS_ORIGINS: commaList.default(['http://localhost:5173', 'http://127.0.0.1:5173']),

  REDIS_URL: z.string().url().optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . -').default('gm-claim:'),
  RATE_LIMIT_ENABLED: booleanString.default(true),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1_000).default(60_000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  // Appeals (issue 33 §4): POST /appeals per IP per window, and per wallet per 24 hours.
  APPEALS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  APPEALS_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(15 * 60_000),
  APPEALS_PER_WALLET_PER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
  // Issue 34 §3: the waiting room. 0 = off; else claimants admitted per second across every instance.
  WAITING_ROOM_ADMIT_PER_SECOND: z.coerce.number().min(0).max(100_000).default(0),
  WAITING_ROOM_BURST_SECONDS: z.coerce.number().min(0).max(600).default(2),
  WAITING_ROOM_PASS_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1_800),
  WAITING_ROOM_TICKET_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i, 'must look like 16kb').default('16kb'),
  REQUIRE_MISSIONS_FOR_SIGNATURES: booleanString.default(true),
  SEED_DEMO_DATA: booleanString.default(false),

  OPS_ADDRESSES: z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(address))
    .optional(),
  OPS_OWNER_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  OPS_STATUS_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  OPS_STATUS_FROM_BLOCK: z.coerce.number().int().min(0).default(0),
  RELAYER_STATUS_URL: z.string().url().optional(),
});

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  workers: number;
  logLevel: string;
  /** Express `trust proxy`: a hop count, true/false, or addresses / subnets. */
  trustProxy: string | number | boolean | undefined;
  db: {
    url: string | undefined;
    pgliteDataDir: string;
    poolSize: number;
    synchronousCommit: boolean;
    timeouts: { connectMs: number; queryMs: number; statementMs: number };
    /** DATABASE_URL is a PgBouncer in transaction mode (see openPostgres). */
    pgbouncer: boolean;
  };
  /** Every request is answered (503 at worst) within this many milliseconds. */
  requestDeadlineMs: number;
  /** One log line per failure kind per this interval (http/fault-log.ts). */
  errorLogIntervalMs: number;
  jwt: { secret: string; accessTtlSeconds: number; refreshTtlSeconds: number; refreshGraceSeconds: number };
  /** JSON-RPC nodes of the chain (fallback in order); empty: no chain reads (development only). */
  rpc: { urls: string[]; timeoutMs: number };
  registerSupplyCacheMs: number;
  /** How long GET /claim-window and the signature check reuse a read of GMChallenge's window (issue 34). */
  claimWindowCacheMs: number;
  /** Non-production only: an opening and/or deadline shown and enforced by the API instead of the chain's. */
  claimWindowPreview: { openAt?: number; deadline?: number };
  signer: { privateKey: string; address: string; ttlSeconds: number };
  chain: ChainConfig;
  /** The sites sign-in messages may name: SIWE_DOMAIN, plus its twin in development (siweDomains). */
  siwe: { domains: string[]; uriOrigins: string[]; nonceTtlSeconds: number };
  corsOrigins: string[];
  redisUrl: string | undefined;
  /** Prefix of every Redis key (rate-limit counters): instances sharing limits share it. */
  redisKeyPrefix: string;
  rateLimit: { enabled: boolean; windowMs: number; max: number; authMax: number };
  /** Appeals (issue 33 §4): POST /appeals per IP per window (when rate limits are on), and per wallet per day. */
  appeals: { ipMax: number; ipWindowMs: number; perWalletPerDay: number };
  /** The waiting room (issue 34 §3): admissions a second across every instance (0: off), see waiting-room.ts. */
  waitingRoom: { admitPerSecond: number; burstSeconds: number; passTtlSeconds: number; ticketTtlSeconds: number };
  bodyLimit: string;
  requireMissionsForSignatures: boolean;
  seedDemoData: boolean;
  /** The operator's cockpit (/ops): who may use it and how often the chain is read for it. */
  ops: { addresses: string[]; ownerCacheMs: number; statusCacheMs: number; statusFromBlock: number; relayerStatusUrl: string | undefined };
}

/**
 * The hosts a sign-in message may name. Production: SIWE_DOMAIN alone. Development: a dev server's
 * two names for itself at the same port — `localhost:5173` (the default) and `127.0.0.1:5173` (the
 * address Vite prints) — so a newcomer who opens either is never told the message is for another site.
 */
export function siweDomains(domain: string, nodeEnv: 'development' | 'test' | 'production'): string[] {
  const local = /^(localhost|127\.0\.0\.1):(\d{1,5})$/.exec(domain);
  if (nodeEnv !== 'development' || !local) return [domain];
  const twin = local[1] === 'localhost' ? `127.0.0.1:${local[2]}` : `localhost:${local[2]}`;
  return [domain, twin];
}

/**
 * Parses and validates the whole configuration once, at start-up. Throws ConfigError listing every
 * bad key, so a misconfigured server never starts. Development defaults (JWT secret, signer key,
 * local deployment file) are refused in production.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const missing: string[] = [];
  if (production && !env.JWT_SECRET) missing.push('JWT_SECRET (at least 32 characters)');
  if (production && !env.SIGNER_PRIVATE_KEY) missing.push('SIGNER_PRIVATE_KEY');
  if (production && !env.CHAIN_RPC_URLS?.length) missing.push('CHAIN_RPC_URLS (the chain\'s JSON-RPC nodes)');
  if (missing.length > 0) throw new ConfigError(`Missing configuration for production:\n  ${missing.join('\n  ')}`);
  if (production && (env.CLAIM_WINDOW_PREVIEW_OPEN_AT !== undefined || env.CLAIM_WINDOW_PREVIEW_DEADLINE !== undefined)) {
    throw new ConfigError('CLAIM_WINDOW_PREVIEW_OPEN_AT / _DEADLINE are a rehearsal of the claim window: refused in production (the chain holds the window).');
  }
  if (production && env.SIGNER_PRIVATE_KEY?.toLowerCase() === DEV_SIGNER_PRIVATE_KEY) {
    throw new ConfigError('SIGNER_PRIVATE_KEY is the public Hardhat development key: refused in production.');
  }

  const chain = chainFromEnv(env, repoRoot);
  const privateKey = env.SIGNER_PRIVATE_KEY ?? DEV_SIGNER_PRIVATE_KEY;
  const signerAddress = new Wallet(privateKey).address;
  const domains = siweDomains(env.SIWE_DOMAIN, env.NODE_ENV);
  const uriOrigins = env.SIWE_URI_ORIGINS ?? domains.flatMap((domain) => [`http://${domain}`, `https://${domain}`]);
  if (env.DATABASE_URL && env.WEB_CONCURRENCY < 1) throw new ConfigError('WEB_CONCURRENCY must be at least 1');
  for (const url of env.CHAIN_RPC_URLS ?? []) {
    if (!/^https?:\/\//.test(url)) throw new ConfigError('CHAIN_RPC_URLS: every entry must be an http(s):// URL');
  }
  if (!env.DATABASE_URL && env.WEB_CONCURRENCY > 1) {
    throw new ConfigError('WEB_CONCURRENCY > 1 needs DATABASE_URL: the embedded PGlite database serves one process.');
  }

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    workers: env.WEB_CONCURRENCY,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    db: {
      url: env.DATABASE_URL,
      pgliteDataDir: pgliteDataDir(env.PGLITE_DATA_DIR, repoRoot),
      poolSize: env.DB_POOL_SIZE,
      synchronousCommit: env.DB_SYNCHRONOUS_COMMIT,
      timeouts: { connectMs: env.DB_CONNECT_TIMEOUT_MS, queryMs: env.DB_QUERY_TIMEOUT_MS, statementMs: env.DB_QUERY_TIMEOUT_MS },
      pgbouncer: env.DB_PGBOUNCER,
    },
    requestDeadlineMs: env.REQUEST_DEADLINE_MS,
    errorLogIntervalMs: env.ERROR_LOG_INTERVAL_MS,
    rpc: { urls: env.CHAIN_RPC_URLS ?? [], timeoutMs: env.CHAIN_RPC_TIMEOUT_MS },
    registerSupplyCacheMs: env.REGISTER_SUPPLY_CACHE_MS,
    claimWindowCacheMs: env.CLAIM_WINDOW_CACHE_MS,
    claimWindowPreview: {
      ...(env.CLAIM_WINDOW_PREVIEW_OPEN_AT === undefined ? {} : { openAt: env.CLAIM_WINDOW_PREVIEW_OPEN_AT }),
      ...(env.CLAIM_WINDOW_PREVIEW_DEADLINE === undefined ? {} : { deadline: env.CLAIM_WINDOW_PREVIEW_DEADLINE }),
    },
    jwt: {
      secret: env.JWT_SECRET ?? DEV_JWT_SECRET,
      accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
    },
    signer: { privateKey, address: signerAddress, ttlSeconds: env.SIGNATURE_TTL_SECONDS ?? SIGNATURES.deadlineSeconds },
    chain,
    siwe: { domains, uriOrigins, nonceTtlSeconds: SIGNATURES.loginNonceTtlSeconds },
    corsOrigins: env.CORS_ORIGINS,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    rateLimit: {
      enabled: env.RATE_LIMIT_ENABLED,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      max: env.RATE_LIMIT_MAX,
      authMax: env.AUTH_RATE_LIMIT_MAX,
    },
    appeals: {
      ipMax: env.APPEALS_RATE_LIMIT_MAX,
      ipWindowMs: env.APPEALS_RATE_LIMIT_WINDOW_MS,
      perWalletPerDay: env.APPEALS_PER_WALLET_PER_DAY,
    },
    waitingRoom: {
      admitPerSecond: env.WAITING_ROOM_ADMIT_PER_SECOND,
      burstSeconds: env.WAITING_ROOM_BURST_SECONDS,
      passTtlSeconds: env.WAITING_ROOM_PASS_TTL_SECONDS,
      ticketTtlSeconds: env.WAITING_ROOM_TICKET_TTL_SECONDS,
    },
    bodyLimit: env.BODY_LIMIT,
    requireMissionsForSignatures: env.REQUIRE_MISSIONS_FOR_SIGNATURES,
    seedDemoData: env.SEED_DEMO_DATA,
    ops: {
      addresses: env.OPS_ADDRESSES ?? [],
      ownerCacheMs: env.OPS_OWNER_CACHE_MS,
      statusCacheMs: env.OPS_STATUS_CACHE_MS,
      statusFromBlock: env.OPS_STATUS_FROM_BLOCK,
      relayerStatusUrl: env.RELAYER_STATUS_URL,
    },
  };
}
