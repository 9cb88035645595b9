import { CLAIM_TYPES } from '@gm-claim/shared/constants';
import * as z from 'zod/mini';

// zod/mini: the functional build (a few KB), since the configuration is read before the first render.

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

const address = z.string().check(z.regex(ADDRESS, 'must be a 0x-prefixed 20-byte hex address'));
const typedClaimType = z.enum(['BACKER', 'ECOSYSTEM', 'TEAM', 'MARKETING']);

/** The runtime configuration file, /config.json: every key optional (it overrides the VITE_* build values). */
export const runtimeConfigSchema = z.object({
  chainId: z.optional(z.number().check(z.int(), z.positive())),
  rpcUrls: z.optional(
    z.array(z.string().check(z.regex(/^https?:\/\//, 'must be an http(s) URL'))).check(z.minLength(1)),
  ),
  apiUrl: z.optional(z.string().check(z.minLength(1))),
  /** The sponsoring relayer's base (`/relay` behind nginx); absent: no sponsored claims are offered. */
  relayerUrl: z.optional(z.string().check(z.minLength(1))),
  contracts: z.optional(
    z.object({
      GMChallenge: z.optional(address),
      GMVesting: z.optional(z.partialRecord(z.enum(CLAIM_TYPES), address)),
      Multicall3: z.optional(address),
    }),
  ),
  supportEmail: z.optional(z.string().check(z.minLength(3))),
  typePaths: z.optional(z.partialRecord(typedClaimType, z.string().check(z.regex(/^\//, 'must start with /')))),
  walletConnectProjectId: z.optional(z.string()),
  logsFromBlock: z.optional(z.number().check(z.int(), z.nonnegative())),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Each VITE_* variable and the schema its text must meet (after the conversion noted). */
export const envSchemas = {
  /** A decimal chain id. */
  VITE_CHAIN_ID: z.string().check(z.regex(/^\d+$/, 'must be a decimal chain id')),
  /** Comma-separated RPC URLs. */
  VITE_RPC_URLS: z.array(z.string().check(z.regex(/^https?:\/\//, 'must be an http(s) URL'))).check(z.minLength(1)),
  VITE_API_URL: z.string().check(z.minLength(1)),
  VITE_GM_CHALLENGE_ADDRESS: address,
  /** JSON: { "PUBLIC": "0x…", … } */
  VITE_GM_VESTING_ADDRESSES: z.partialRecord(z.enum(CLAIM_TYPES), address),
  VITE_MULTICALL3_ADDRESS: address,
  VITE_SUPPORT_EMAIL: z.string().check(z.minLength(3)),
  /** JSON: { "BACKER": "/…", … } */
  VITE_TYPE_PATHS: z.partialRecord(typedClaimType, z.string().check(z.regex(/^\//, 'must start with /'))),
  VITE_WALLETCONNECT_PROJECT_ID: z.string(),
  VITE_LOGS_FROM_BLOCK: z.string().check(z.regex(/^\d+$/, 'must be a block number')),
} as const;

/** "contracts.GMVesting.BACKER: must be …" for each issue of a failed parse, prefixed by where it came from. */
export function describeIssues(
  source: string,
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${source}${path ? `${source.endsWith('json') ? ' ' : '.'}${path}` : ''}: ${issue.message}`;
  });
}
