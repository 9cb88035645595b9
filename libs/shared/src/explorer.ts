import { BSC_MAINNET, BSC_TESTNET } from './constants';

/**
 * Links to the chain's block explorer and to Chainlink's VRF explorer for a chain id. The local
 * chain has neither: every function answers null there, and callers show no link rather than a
 * link that leads nowhere.
 */

const BLOCK_EXPLORERS: Readonly<Record<number, string>> = {
  [BSC_MAINNET.chainId]: BSC_MAINNET.blockExplorerUrl,
  [BSC_TESTNET.chainId]: BSC_TESTNET.blockExplorerUrl,
};

/** Chainlink's VRF explorer pages per network (vrf.chain.link/<network>). */
const VRF_EXPLORERS: Readonly<Record<number, string>> = {
  [BSC_MAINNET.chainId]: 'https://vrf.chain.link/bnb-chain',
  [BSC_TESTNET.chainId]: 'https://vrf.chain.link/bnb-chain-testnet',
};

/** The block explorer's origin for `chainId`, or null when the chain has none (the local chain). */
export function blockExplorerUrl(chainId: number): string | null {
  return BLOCK_EXPLORERS[chainId] ?? null;
}

/** A transaction's page on the chain's block explorer, or null. */
export function explorerTxUrl(chainId: number, txHash: string): string | null {
  const base = blockExplorerUrl(chainId);
  return base ? `${base}/tx/${txHash}` : null;
}

/** An address's page on the chain's block explorer, or null. */
export function explorerAddressUrl(chainId: number, address: string): string | null {
  const base = blockExplorerUrl(chainId);
  return base ? `${base}/address/${address}` : null;
}

/** A block's page on the chain's block explorer, or null. */
export function explorerBlockUrl(chainId: number, blockNumber: number | bigint): string | null {
  const base = blockExplorerUrl(chainId);
  return base ? `${base}/block/${blockNumber.toString()}` : null;
}

/** Chainlink's VRF explorer for the network (requests are listed there by the paying wrapper), or null. */
export function vrfExplorerUrl(chainId: number): string | null {
  return VRF_EXPLORERS[chainId] ?? null;
}
