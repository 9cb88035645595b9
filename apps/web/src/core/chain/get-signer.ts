import { BrowserProvider, type JsonRpcSigner } from 'ethers';
import { walletStore } from '@gm-claim/web-core-wallet';

/** A signer over the connected wallet's EIP-1193 provider. */
export async function getSigner(): Promise<JsonRpcSigner> {
  const { provider, address } = walletStore.getState();
  if (!provider || !address) throw new Error('Wallet not connected');
  return new BrowserProvider(provider).getSigner(address);
}
