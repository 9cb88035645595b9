import { BSC_MAINNET, BSC_TESTNET, LOCAL_CHAIN } from '@gm-claim/shared/constants';
import type { AppConfig } from '@gm-claim/web-core-config';
import { toWalletError } from '@gm-claim/web-core-errors';
import type { Eip1193Provider } from './eip1193';

const UNRECOGNIZED_CHAIN = 4902;

function chainName(chainId: number): { name: string; explorer?: string } {
  if (chainId === BSC_MAINNET.chainId) return { name: BSC_MAINNET.name, explorer: BSC_MAINNET.blockExplorerUrl };
  if (chainId === BSC_TESTNET.chainId) return { name: BSC_TESTNET.name, explorer: BSC_TESTNET.blockExplorerUrl };
  return { name: LOCAL_CHAIN.name };
}

function isUnrecognizedChain(error: unknown): boolean {
  const record = error as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null;
  return record?.code === UNRECOGNIZED_CHAIN || record?.data?.originalError?.code === UNRECOGNIZED_CHAIN;
}

let switching = false;

/** True while the app itself asked the wallet to switch (its chainChanged is expected). */
export function isSwitchingChain(): boolean {
  return switching;
}

/**
 * Makes sure the wallet is on the configured chain: wallet_switchEthereumChain, and
 * wallet_addEthereumChain when the wallet does not know the chain (error 4902).
 */
export async function ensureChain(provider: Eip1193Provider, config: Pick<AppConfig, 'chainId' | 'rpcUrls'>): Promise<void> {
  const current = Number(await provider.request({ method: 'eth_chainId' }));
  if (current === config.chainId) return;
  const chainIdHex = `0x${config.chainId.toString(16)}`;
  switching = true;
  try {
    try {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: chainIdHex }] });
    } catch (error) {
      if (!isUnrecognizedChain(error)) throw error;
      const { name, explorer } = chainName(config.chainId);
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: chainIdHex,
            chainName: name,
            nativeCurrency: BSC_MAINNET.nativeCurrency,
            rpcUrls: config.rpcUrls.slice(0, 1),
            ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
          },
        ],
      });
    }
  } catch (error) {
    throw toWalletError(error);
  } finally {
    switching = false;
  }
}
