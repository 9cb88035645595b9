import path from 'node:path';
import { z } from 'zod';
import {
  booleanString,
  ConfigError,
  formatIssues,
  loadChainConfig,
  withoutEmpty,
  type ChainConfig,
} from '@gm-claim/server/config';
import { findRepoRoot } from '@gm-claim/server/paths';

const urlList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().url('must be comma-separated http(s) URLs')));

const envSchema = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATUS_FILE: z.string().optional(),
  STATUS_INTERVAL_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
  STATUS_TIMEOUT_MS: z.coerce.number().int().min(100).max(20_000).default(2_500),
  STATUS_API_URLS: urlList.optional(),
  STATUS_INDEXER_URLS: urlList.optional(),
  STATUS_RPC_URLS: urlList.optional(),
  CHAIN_RPC_URLS: urlList.optional(),
  RELAYER_STATUS_URL: z.string().url().optional(),
  STATUS_LAG_WARN_BLOCKS: z.coerce.number().int().min(0).max(1_000_000).default(20),
  DATABASE_URL: z.string().url().optional(),
  DB_PGBOUNCER: booleanString.default(false),
});

export interface StatusWriterConfig {
  logLevel: string;
  /** Where the document is written (atomically: a temporary file renamed over it). */
  file: string;
  intervalMs: number;
  /** Each probe's time-out: one hung dependency must not hold the document back. */
  timeoutMs: number;
  /** Each API instance's base URL (its /readyz is asked). */
  apiUrls: string[];
  /** Each indexer process's metrics base URL (its /healthz is asked); empty: only the index's lag is shown. */
  indexerUrls: string[];
  rpcUrls: string[];
  relayerStatusUrl: string | undefined;
  /** The index counts as behind (degraded) past this many blocks. */
  lagWarnBlocks: number;
  databaseUrl: string | undefined;
  pgbouncer: boolean;
  chain: ChainConfig;
}

/** The document's default place: .dev/status/status.json in the checkout (npm run dev; the dev server serves it). */
export const DEV_STATUS_FILE = '.dev/status/status.json';

/** Parses the writer's configuration once at start-up; throws ConfigError naming every bad key. */
export function loadStatusWriterConfig(
  source: NodeJS.ProcessEnv = process.env,
  repoRoot: string = findRepoRoot(),
): StatusWriterConfig {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  const env = parsed.data;
  const chain = loadChainConfig(source, repoRoot);
  const rpcUrls = env.STATUS_RPC_URLS ?? env.CHAIN_RPC_URLS ?? (chain.rpcUrl ? [chain.rpcUrl] : []);
  if (rpcUrls.length === 0)
    throw new ConfigError('STATUS_RPC_URLS is required (the JSON-RPC nodes the campaign uses, comma-separated).');
  if (!env.DATABASE_URL)
    throw new ConfigError(
      'DATABASE_URL is required: the writer reads the index and the incident note from the database the API uses.',
    );
  return {
    logLevel: env.LOG_LEVEL,
    file: path.resolve(repoRoot, env.STATUS_FILE ?? DEV_STATUS_FILE),
    intervalMs: env.STATUS_INTERVAL_MS,
    timeoutMs: env.STATUS_TIMEOUT_MS,
    apiUrls: env.STATUS_API_URLS ?? [],
    indexerUrls: env.STATUS_INDEXER_URLS ?? [],
    rpcUrls,
    relayerStatusUrl: env.RELAYER_STATUS_URL,
    lagWarnBlocks: env.STATUS_LAG_WARN_BLOCKS,
    databaseUrl: env.DATABASE_URL,
    pgbouncer: env.DB_PGBOUNCER,
    chain,
  };
}
