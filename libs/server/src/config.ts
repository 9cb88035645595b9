import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLAIM_TYPES, deploymentSchema, LOCAL_DEPLOYMENT_PATH, type ClaimType } from '@gm-claim/shared';
import { getAddress } from 'ethers';
import { z } from 'zod';
import { findRepoRoot } from './paths';

/** Hardhat default mnemonic account 19: the local deployment's GMChallenge signer. Development only. */
export const DEV_SIGNER_PRIVATE_KEY = '0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e';

/** "true" / "false" (also 1 / 0, yes / no) as a boolean. */
export const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
/** A 0x address, checksummed. */
export const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address')
  .transform((value) => getAddress(value.toLowerCase()));
const vestingAddresses = z
  .string()
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON like {"PUBLIC":"0x…","BACKER":"0x…"}' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(CLAIM_TYPES), address));
/** A comma-separated list: items trimmed, empty ones dropped. */
export const commaList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));
/** LOG_LEVEL, as every process reads it. */
export const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

/** The chain keys every process reads (the deployment file, or the chain id and addresses). */
export const chainEnvKeys = {
  DEPLOYMENT_FILE: z.string().optional(),
  CHAIN_ID: z.coerce.number().int().positive().optional(),
  CHALLENGE_ADDRESS: address.optional(),
  PUBLIC_VESTING_ADDRESS: address.optional(),
  VESTING_ADDRESSES: vestingAddresses.optional(),
};

/** The database keys every process reads. */
export const dbEnvKeys = {
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DATA_DIR: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_PGBOUNCER: booleanString.default(false),
};

const chainEnvSchema = z.object(chainEnvKeys);
const dbEnvSchema = z.object(dbEnvKeys);
type ChainEnv = z.infer<typeof chainEnvSchema>;

export interface ChainConfig {
  chainId: number;
  challengeAddress: string;
  publicVestingAddress: string;
  /** The GMVesting contracts by claim type (PUBLIC always; the others from the deployment or VESTING_ADDRESSES). */
  vestingAddresses: Partial<Record<ClaimType, string>>;
  /** The deployment file's RPC URL (local chains), when the chain came from one. */
  rpcUrl?: string | undefined;
}

export interface DbConfig {
  url: string | undefined;
  pgliteDataDir: string;
  poolSize: number;
  /** DATABASE_URL is a PgBouncer in transaction mode (see openPostgres). */
  pgbouncer: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Loads a process's configuration, or prints what is wrong with it (prefixed by the process's name) and exits 1:
 * the entry point of the API, the indexer and the relayer. Errors other than a ConfigError are thrown on.
 */
export function loadConfigOrExit<T>(processName: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${processName}: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** A zod error as one line per bad key, for a ConfigError. */
export function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`).join('\n');
}

/** Empty values (KEY= in an env file) count as unset. */
export function withoutEmpty(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
}

/** The chain from parsed chain keys: the addresses given, else (and for the rest) the deployment file. */
export function chainFromEnv(env: ChainEnv, repoRoot: string): ChainConfig {
  if (env.CHAIN_ID && env.CHALLENGE_ADDRESS && env.PUBLIC_VESTING_ADDRESS) {
    return {
      chainId: env.CHAIN_ID,
      challengeAddress: env.CHALLENGE_ADDRESS,
      publicVestingAddress: env.PUBLIC_VESTING_ADDRESS,
      vestingAddresses: { ...env.VESTING_ADDRESSES, PUBLIC: env.PUBLIC_VESTING_ADDRESS },
    };
  }
  const file = env.DEPLOYMENT_FILE
    ? path.resolve(repoRoot, env.DEPLOYMENT_FILE)
    : path.join(repoRoot, LOCAL_DEPLOYMENT_PATH);
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(
      `No deployment found: ${file} is not readable. Run \`npm run chain\` first, set DEPLOYMENT_FILE, ` +
        'or set CHAIN_ID, CHALLENGE_ADDRESS and PUBLIC_VESTING_ADDRESS.',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError(`The deployment file ${file} is not valid JSON.`);
  }
  const parsed = deploymentSchema.safeParse(json);
  if (!parsed.success) throw new ConfigError(`The deployment file ${file} is invalid:\n${formatIssues(parsed.error)}`);
  const deployment = parsed.data;
  const fromFile = Object.fromEntries(
    CLAIM_TYPES.map((type) => [type, getAddress(deployment.contracts.GMVesting[type].toLowerCase())]),
  ) as Record<ClaimType, string>;
  const publicVestingAddress = env.PUBLIC_VESTING_ADDRESS ?? fromFile.PUBLIC;
  return {
    chainId: env.CHAIN_ID ?? deployment.chainId,
    challengeAddress: env.CHALLENGE_ADDRESS ?? getAddress(deployment.contracts.GMChallenge.toLowerCase()),
    publicVestingAddress,
    vestingAddresses: { ...fromFile, ...env.VESTING_ADDRESSES, PUBLIC: publicVestingAddress },
    rpcUrl: deployment.rpcUrl,
  };
}

/** The database folder of the embedded PGlite: PGLITE_DATA_DIR, else .data/pglite, from the repository root. */
export function pgliteDataDir(value: string | undefined, repoRoot: string): string {
  return path.resolve(repoRoot, value ?? '.data/pglite');
}

/** Only the chain keys (chain id, addresses, deployment file): what the indexer and the relayer share with the API. */
export function loadChainConfig(source: NodeJS.ProcessEnv = process.env, repoRoot: string = findRepoRoot()): ChainConfig {
  const parsed = chainEnvSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  return chainFromEnv(parsed.data, repoRoot);
}

/** Only the database keys: what the operator CLIs need (they run without a deployment). */
export function loadDbConfig(source: NodeJS.ProcessEnv = process.env, repoRoot: string = findRepoRoot()): DbConfig {
  const parsed = dbEnvSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${formatIssues(parsed.error)}`);
  return {
    url: parsed.data.DATABASE_URL,
    pgliteDataDir: pgliteDataDir(parsed.data.PGLITE_DATA_DIR, repoRoot),
    poolSize: parsed.data.DB_POOL_SIZE,
    pgbouncer: parsed.data.DB_PGBOUNCER,
  };
}
