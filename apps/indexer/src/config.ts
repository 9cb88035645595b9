import { CLAIM_TYPES } from '@gm-claim/shared';
import { MAX_LOG_BLOCK_RANGE } from '@gm-claim/shared/rpc/limits';
import { z } from 'zod';
import { ConfigError, loadChainConfig, loadDbConfig, type ChainConfig, type DbConfig } from '@gm-claim/server/config';
import { findRepoRoot } from '@gm-claim/server/paths';

/** Chains where blocks are final when mined (Hardhat, Anvil): no confirmation depth by default. */
const LOCAL_CHAIN_IDS = new Set([31337, 1337]);
/** Default confirmation depth elsewhere: BSC's fast finality makes deeper reorgs than this very rare. */
export const PUBLIC_CHAIN_CONFIRMATIONS = 15;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  INDEXER_RPC_URLS: z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.string().url('must be comma-separated http(s) URLs')).min(1))
    .optional(),
  INDEXER_CONFIRMATIONS: z.coerce.number().int().min(0).max(10_000).optional(),
  INDEXER_MAX_BLOCK_RANGE: z.coerce.number().int().min(1).max(1_000_000).default(MAX_LOG_BLOCK_RANGE),
  INDEXER_START_BLOCK: z.coerce.number().int().min(0).default(0),
  INDEXER_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).optional(),
  INDEXER_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(7_000),
  INDEXER_HEADER_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000).default(50),
  // Sized for a loaded machine: renewed every TTL/4, so a writer survives event-loop or database stalls of up to
  // ¾ of it; a standby takes over within TTL + 50 ms + one database round trip of the writer's last renewal.
  INDEXER_LEASE_TTL_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  INDEXER_WAIT_FOR_LEASE: booleanString.default(true),
  INDEXER_EXIT_WHEN_CAUGHT_UP: booleanString.default(false),
  INDEXER_METRICS_HOST: z.string().default('0.0.0.0'),
  INDEXER_METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  INDEXER_ALLOW_EMBEDDED_DB: booleanString.default(false),
  INDEXER_OPERATOR_STATUS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
});

export interface IndexerConfig {
  logLevel: string;
  chain: ChainConfig & { vestingAddressList: string[] };
  db: DbConfig;
  rpcUrls: string[];
  confirmations: number;
  maxBlockRange: number;
  startBlock: number;
  pollIntervalMs: number;
  rpcTimeoutMs: number;
  headerBatchSize: number;
  leaseTtlMs: number;
  waitForLease: boolean;
  /** Stop (exit 0) once the index reaches the head (backfill jobs, `npm run bench:indexer`). */
  exitWhenCaughtUp: boolean;
  metrics: { host: string; port: number };
  /** How often the operator status gauges are re-read (0: no operator gauges). */
  operatorStatusIntervalMs: number;
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`).join('\n');
}

/** Parses the indexer's configuration once at start-up; throws ConfigError naming every bad key. */
export function loadIndexerConfig(source: NodeJS.ProcessEnv = process.env, repoRoot: string = findRepoRoot()): IndexerConfig {
  const clean = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  const env = parsed.data;
  const chain = loadChainConfig(source, repoRoot);
  const missing = CLAIM_TYPES.filter((type) => !chain.vestingAddresses[type]);
  if (missing.length > 0) {
    throw new ConfigError(`The indexer needs every GMVesting address: set VESTING_ADDRESSES (JSON) with ${missing.join(', ')}.`);
  }
  const rpcUrls = env.INDEXER_RPC_URLS ?? (chain.rpcUrl ? [chain.rpcUrl] : []);
  if (rpcUrls.length === 0) throw new ConfigError('INDEXER_RPC_URLS is required (comma-separated JSON-RPC URLs of the chain).');
  const db = loadDbConfig(source, repoRoot);
  if (!db.url && !env.INDEXER_ALLOW_EMBEDDED_DB) {
    throw new ConfigError(
      'The indexer writes to the database the API reads, so both must reach the same server: set DATABASE_URL ' +
        '(PostgreSQL, or the dev PGlite server started by `npm run db -w @gm-claim/api`). ' +
        'INDEXER_ALLOW_EMBEDDED_DB=true indexes into PGLITE_DATA_DIR in-process instead (no API can read it meanwhile).',
    );
  }
  const local = LOCAL_CHAIN_IDS.has(chain.chainId);
  return {
    logLevel: env.LOG_LEVEL,
    chain: { ...chain, vestingAddressList: CLAIM_TYPES.map((type) => chain.vestingAddresses[type] as string) },
    db,
    rpcUrls,
    confirmations: env.INDEXER_CONFIRMATIONS ?? (local ? 0 : PUBLIC_CHAIN_CONFIRMATIONS),
    maxBlockRange: env.INDEXER_MAX_BLOCK_RANGE,
    startBlock: env.INDEXER_START_BLOCK,
    pollIntervalMs: env.INDEXER_POLL_INTERVAL_MS ?? (local ? 500 : 1_500),
    rpcTimeoutMs: env.INDEXER_RPC_TIMEOUT_MS,
    headerBatchSize: env.INDEXER_HEADER_BATCH_SIZE,
    leaseTtlMs: env.INDEXER_LEASE_TTL_MS,
    waitForLease: env.INDEXER_WAIT_FOR_LEASE,
    exitWhenCaughtUp: env.INDEXER_EXIT_WHEN_CAUGHT_UP,
    metrics: { host: env.INDEXER_METRICS_HOST, port: env.INDEXER_METRICS_PORT },
    operatorStatusIntervalMs: env.INDEXER_OPERATOR_STATUS_INTERVAL_MS,
  };
}
