/**
 * The one module that reads Vite's import.meta.env. Everything else asks src/config/config.ts, so
 * jest (CommonJS, no import.meta) swaps this file for src/test/env.fake.ts.
 */
export interface ViteEnv {
  chainId?: string;
  rpcUrls?: string;
  apiUrl?: string;
  challengeAddress?: string;
  vestingAddresses?: string;
  multicallAddress?: string;
  supportEmail?: string;
  typePaths?: string;
  walletConnectProjectId?: string;
  logsFromBlock?: string;
  isDevelopment: boolean;
}

export const viteEnv: ViteEnv = {
  chainId: import.meta.env.VITE_CHAIN_ID,
  rpcUrls: import.meta.env.VITE_RPC_URLS,
  apiUrl: import.meta.env.VITE_API_URL,
  challengeAddress: import.meta.env.VITE_GM_CHALLENGE_ADDRESS,
  vestingAddresses: import.meta.env.VITE_GM_VESTING_ADDRESSES,
  multicallAddress: import.meta.env.VITE_MULTICALL3_ADDRESS,
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL,
  typePaths: import.meta.env.VITE_TYPE_PATHS,
  walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  logsFromBlock: import.meta.env.VITE_LOGS_FROM_BLOCK,
  isDevelopment: import.meta.env.DEV,
};
