import { BSC_MAINNET, CLAIM_TYPES, type ClaimType, LOCAL_CHAIN } from '@gm-claim/shared/constants';
import { CANONICAL_MULTICALL3 } from '@gm-claim/shared/rpc/limits';
import {
  checkEnvValue,
  describeProblem,
  parseRuntimeConfig,
  ZERO_ADDRESS,
  type ConfigProblem,
  type envChecks,
  type RuntimeConfig,
} from './config-schema';
import { viteEnv, type ViteEnv } from './env';

export type TypedClaimType = Exclude<ClaimType, 'PUBLIC'>;

export interface AppConfig {
  chainId: number;
  /** RPC nodes for reads; public BSC nodes by default, the local node in development. */
  rpcUrls: string[];
  apiUrl: string;
  /** The sponsoring relayer's base (`/relay` behind nginx, /config.json `relayerUrl`); undefined: no sponsored claims. */
  relayerUrl?: string;
  contracts: {
    GMChallenge: string;
    GMVesting: Record<ClaimType, string>;
    Multicall3: string;
  };
  supportEmail: string;
  /** Route paths of the four non-public vesting pages (matched exactly, case-insensitively). */
  typePaths: Record<TypedClaimType, string>;
  walletConnectProjectId: string;
  /** First block searched for Claimed events (the vesting deployments' block; public nodes cap log ranges). */
  logsFromBlock: number;
  isDevelopment: boolean;
}

/** Public BNB Smart Chain nodes (shuffled at start, at most 10 used). */
export const PUBLIC_BSC_RPC_URLS = [
  'https://bsc-dataseed.bnbchain.org',
  'https://bsc-dataseed1.binance.org',
  'https://bsc-dataseed2.binance.org',
  'https://bsc-dataseed3.binance.org',
  'https://bsc-dataseed4.binance.org',
  'https://bsc-dataseed1.defibit.io',
  'https://bsc-dataseed1.ninicoin.io',
  'https://bsc-rpc.publicnode.com',
  'https://bsc.drpc.org',
  'https://1rpc.io/bnb',
  'https://binance.llamarpc.com',
];

/** The canonical Multicall3 address (one for the whole repository: libs/shared/src/rpc/limits.ts). */
export { CANONICAL_MULTICALL3 };
const DEFAULT_TYPE_PATHS: Record<TypedClaimType, string> = {
  BACKER: '/backer',
  ECOSYSTEM: '/ecosystem',
  TEAM: '/team',
  MARKETING: '/marketing',
};

/** The configuration cannot be used: each problem names the key (a VITE_* variable or a /config.json path). */
export class ConfigError extends Error {
  override name = 'ConfigError';
  /** Each problem in English ("VITE_CHAIN_ID: must be a decimal chain id"). */
  readonly problems: readonly string[];

  constructor(readonly issues: readonly ConfigProblem[]) {
    const problems = issues.map(describeProblem);
    super(`The app configuration is invalid:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

type EnvKey = keyof typeof envChecks;

/** The raw text of each VITE_* variable (ViteEnv field names → variable names). */
function envTexts(env: ViteEnv): Partial<Record<EnvKey, string>> {
  return {
    VITE_CHAIN_ID: env.chainId,
    VITE_RPC_URLS: env.rpcUrls,
    VITE_API_URL: env.apiUrl,
    VITE_GM_CHALLENGE_ADDRESS: env.challengeAddress,
    VITE_GM_VESTING_ADDRESSES: env.vestingAddresses,
    VITE_MULTICALL3_ADDRESS: env.multicallAddress,
    VITE_SUPPORT_EMAIL: env.supportEmail,
    VITE_TYPE_PATHS: env.typePaths,
    VITE_WALLETCONNECT_PROJECT_ID: env.walletConnectProjectId,
    VITE_LOGS_FROM_BLOCK: env.logsFromBlock,
  };
}

const JSON_KEYS: readonly EnvKey[] = ['VITE_GM_VESTING_ADDRESSES', 'VITE_TYPE_PATHS'];

/** Each set VITE_* variable, converted (comma list, JSON) and checked by its schema. */
function parseEnv(env: ViteEnv): { values: { [K in EnvKey]?: unknown }; problems: ConfigProblem[] } {
  const values: { [K in EnvKey]?: unknown } = {};
  const problems: ConfigProblem[] = [];
  for (const [key, text] of Object.entries(envTexts(env)) as Array<[EnvKey, string | undefined]>) {
    if (text === undefined || text === '') continue;
    let input: unknown = text;
    if (key === 'VITE_RPC_URLS')
      input = text
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean);
    if (JSON_KEYS.includes(key)) {
      try {
        input = JSON.parse(text);
      } catch {
        problems.push({ key, rule: 'json' });
        continue;
      }
    }
    const checked = checkEnvValue(key, input);
    if (checked.ok) values[key] = checked.value;
    else problems.push(checked.problem);
  }
  return { values, problems };
}

/** Builds the configuration from VITE_* variables (see README for every key); invalid values fall back to defaults. */
export function configFromEnv(env: ViteEnv): AppConfig {
  const { values } = parseEnv(env);
  const chainId =
    values.VITE_CHAIN_ID !== undefined
      ? Number(values.VITE_CHAIN_ID)
      : env.isDevelopment
        ? LOCAL_CHAIN.chainId
        : BSC_MAINNET.chainId;
  const rpcUrls =
    (values.VITE_RPC_URLS as string[] | undefined) ??
    (chainId === LOCAL_CHAIN.chainId ? [LOCAL_CHAIN.rpcUrl] : PUBLIC_BSC_RPC_URLS);
  const vesting = (values.VITE_GM_VESTING_ADDRESSES ?? {}) as Partial<Record<ClaimType, string>>;
  return {
    chainId,
    rpcUrls,
    apiUrl: (values.VITE_API_URL as string | undefined) ?? (env.isDevelopment ? 'http://127.0.0.1:3000' : '/api'),
    contracts: {
      GMChallenge: (values.VITE_GM_CHALLENGE_ADDRESS as string | undefined) ?? ZERO_ADDRESS,
      GMVesting: Object.fromEntries(CLAIM_TYPES.map((type) => [type, vesting[type] ?? ZERO_ADDRESS])) as Record<
        ClaimType,
        string
      >,
      Multicall3: (values.VITE_MULTICALL3_ADDRESS as string | undefined) ?? CANONICAL_MULTICALL3,
    },
    supportEmail: (values.VITE_SUPPORT_EMAIL as string | undefined) ?? 'support@gm-claim.xyz',
    typePaths: {
      ...DEFAULT_TYPE_PATHS,
      ...((values.VITE_TYPE_PATHS ?? {}) as Partial<Record<TypedClaimType, string>>),
    },
    walletConnectProjectId: (values.VITE_WALLETCONNECT_PROJECT_ID as string | undefined) ?? '',
    logsFromBlock: values.VITE_LOGS_FROM_BLOCK !== undefined ? Number(values.VITE_LOGS_FROM_BLOCK) : 0,
    isDevelopment: env.isDevelopment,
  };
}

/** Applies the runtime configuration (/config.json, already validated) on top of a base configuration. */
export function mergeConfig(base: AppConfig, override: RuntimeConfig): AppConfig {
  return {
    ...base,
    ...Object.fromEntries(Object.entries(override).filter(([, value]) => value !== undefined)),
    contracts: {
      ...base.contracts,
      ...(override.contracts?.GMChallenge ? { GMChallenge: override.contracts.GMChallenge } : {}),
      ...(override.contracts?.Multicall3 ? { Multicall3: override.contracts.Multicall3 } : {}),
      GMVesting: { ...base.contracts.GMVesting, ...override.contracts?.GMVesting },
    },
    typePaths: { ...base.typePaths, ...override.typePaths },
  };
}

const isZero = (address: string): boolean => /^0x0{40}$/i.test(address);

/**
 * Outside development every contract address must be set and non-zero: a zero address would read
 * as "no allocation" everywhere. Each problem names the key to set.
 */
export function missingAddresses(config: AppConfig): ConfigProblem[] {
  if (config.isDevelopment) return [];
  const problems: ConfigProblem[] = [];
  const missing = (key: string): void => void problems.push({ key, rule: 'missingOrZero' });
  if (isZero(config.contracts.GMChallenge)) missing('contracts.GMChallenge (VITE_GM_CHALLENGE_ADDRESS)');
  for (const type of CLAIM_TYPES) {
    if (isZero(config.contracts.GMVesting[type])) missing(`contracts.GMVesting.${type} (VITE_GM_VESTING_ADDRESSES)`);
  }
  if (isZero(config.contracts.Multicall3)) missing('contracts.Multicall3 (VITE_MULTICALL3_ADDRESS)');
  return problems;
}

let current: AppConfig | null = null;

/** The configuration loadConfig() validated (tests set one with setConfig). */
export function getConfig(): AppConfig {
  current ??= configFromEnv(viteEnv);
  return current;
}

export function setConfig(config: AppConfig): void {
  current = config;
}

/**
 * Reads VITE_* and /config.json (optional: absent, it is skipped), validates both with their schemas
 * and the resulting addresses, and makes the result current. Throws ConfigError naming every bad key.
 */
export async function loadConfig(fetchFn: typeof fetch = fetch, env: ViteEnv = viteEnv): Promise<AppConfig> {
  const { problems } = parseEnv(env);
  let runtime: RuntimeConfig = {};
  let response: Response | undefined;
  try {
    response = await fetchFn('/config.json', { cache: 'no-store' });
  } catch {
    response = undefined; // no runtime file: the VITE_* configuration stands
  }
  if (response?.ok && (response.headers.get('content-type') ?? '').includes('json')) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      problems.push({ key: '/config.json', rule: 'json' });
    }
    if (body !== undefined) {
      const parsed = parseRuntimeConfig(body);
      if (parsed.ok) runtime = parsed.config;
      else problems.push(...parsed.problems);
    }
  }
  const config = mergeConfig(configFromEnv(env), runtime);
  problems.push(...missingAddresses(config));
  if (problems.length) throw new ConfigError(problems);
  current = config;
  return config;
}
