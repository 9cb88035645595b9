import { BSC_MAINNET, CLAIM_TYPES, type ClaimType, LOCAL_CHAIN } from '@gm-claim/shared/constants';
import { viteEnv, type ViteEnv } from './env';

export type TypedClaimType = Exclude<ClaimType, 'PUBLIC'>;

export interface AppConfig {
  chainId: number;
  /** RPC nodes for reads; public BSC nodes by default, the local node in development. */
  rpcUrls: string[];
  apiUrl: string;
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

/** The canonical Multicall3 address, deployed at the same address on BSC and most chains. */
export const CANONICAL_MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
const ZERO = '0x0000000000000000000000000000000000000000';

const DEFAULT_TYPE_PATHS: Record<TypedClaimType, string> = {
  BACKER: '/backer',
  ECOSYSTEM: '/ecosystem',
  TEAM: '/team',
  MARKETING: '/marketing',
};

function parseJsonRecord(text: string | undefined): Record<string, string> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Builds the configuration from VITE_* variables (see README for every key). */
export function configFromEnv(env: ViteEnv): AppConfig {
  const chainId = env.chainId ? Number(env.chainId) : env.isDevelopment ? LOCAL_CHAIN.chainId : BSC_MAINNET.chainId;
  const rpcUrls = env.rpcUrls
    ? env.rpcUrls.split(',').map((url) => url.trim()).filter(Boolean)
    : chainId === LOCAL_CHAIN.chainId
      ? [LOCAL_CHAIN.rpcUrl]
      : PUBLIC_BSC_RPC_URLS;
  const vesting = parseJsonRecord(env.vestingAddresses);
  const typePaths = parseJsonRecord(env.typePaths);
  return {
    chainId,
    rpcUrls,
    apiUrl: env.apiUrl ?? (env.isDevelopment ? 'http://127.0.0.1:3000' : '/api'),
    contracts: {
      GMChallenge: env.challengeAddress ?? ZERO,
      GMVesting: Object.fromEntries(CLAIM_TYPES.map((type) => [type, vesting[type] ?? ZERO])) as Record<ClaimType, string>,
      Multicall3: env.multicallAddress ?? CANONICAL_MULTICALL3,
    },
    supportEmail: env.supportEmail ?? 'support@gm-claim.xyz',
    typePaths: { ...DEFAULT_TYPE_PATHS, ...(typePaths as Partial<Record<TypedClaimType, string>>) },
    walletConnectProjectId: env.walletConnectProjectId ?? '',
    logsFromBlock: env.logsFromBlock ? Number(env.logsFromBlock) : 0,
    isDevelopment: env.isDevelopment,
  };
}

export type RuntimeOverride = Partial<Omit<AppConfig, 'contracts' | 'typePaths'>> & {
  contracts?: Partial<AppConfig['contracts']>;
  typePaths?: Partial<AppConfig['typePaths']>;
};

/** Applies a runtime override (the optional /config.json) on top of a base configuration. */
export function mergeConfig(base: AppConfig, override: RuntimeOverride): AppConfig {
  return {
    ...base,
    ...override,
    contracts: {
      ...base.contracts,
      ...override.contracts,
      GMVesting: { ...base.contracts.GMVesting, ...override.contracts?.GMVesting },
    },
    typePaths: { ...base.typePaths, ...override.typePaths },
  };
}

let current: AppConfig = configFromEnv(viteEnv);

export function getConfig(): AppConfig {
  return current;
}

export function setConfig(config: AppConfig): void {
  current = config;
}

/** Loads /config.json when present (the dev server always serves one) and makes it current. */
export async function loadConfig(fetchFn: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetchFn('/config.json', { cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('json')) {
      current = mergeConfig(configFromEnv(viteEnv), (await response.json()) as RuntimeOverride);
    }
  } catch {
    // No runtime override: the VITE_* configuration stands.
  }
  return current;
}
