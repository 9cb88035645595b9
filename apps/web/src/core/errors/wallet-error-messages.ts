import { t, type MessageKey } from '@gm-claim/web-core-i18n';

/**
 * Plain words for the codes a wallet answers with: EIP-1193 provider errors, the JSON-RPC codes
 * wallets pass on (EIP-1474), and the error codes of ethers v6 that wrap them.
 */
export const WALLET_ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  // EIP-1193
  '4001': 'wallet.4001',
  '4100': 'wallet.4100',
  '4200': 'wallet.4200',
  '4900': 'wallet.4900',
  '4901': 'wallet.4901',
  '4902': 'wallet.4902',
  // EIP-1474 / JSON-RPC
  '-32700': 'wallet.-32700',
  '-32600': 'wallet.-32600',
  '-32601': 'wallet.-32601',
  '-32602': 'wallet.-32602',
  '-32603': 'wallet.-32603',
  '-32000': 'wallet.-32000',
  '-32001': 'wallet.-32001',
  '-32002': 'wallet.-32002',
  '-32003': 'wallet.-32003',
  '-32004': 'wallet.-32004',
  '-32005': 'wallet.-32005',
  // ethers v6
  ACTION_REJECTED: 'wallet.ACTION_REJECTED',
  INSUFFICIENT_FUNDS: 'wallet.INSUFFICIENT_FUNDS',
  NONCE_EXPIRED: 'wallet.NONCE_EXPIRED',
  REPLACEMENT_UNDERPRICED: 'wallet.REPLACEMENT_UNDERPRICED',
  TRANSACTION_REPLACED: 'wallet.TRANSACTION_REPLACED',
  NETWORK_ERROR: 'wallet.NETWORK_ERROR',
  TIMEOUT: 'wallet.TIMEOUT',
  SERVER_ERROR: 'wallet.SERVER_ERROR',
  UNKNOWN_ERROR: 'wallet.UNKNOWN_ERROR',
};

/** The sentence for a wallet error code, or undefined when the code is not one we know. */
export function walletErrorMessage(code: unknown): string | undefined {
  if (typeof code !== 'number' && typeof code !== 'string') return undefined;
  const key = WALLET_ERROR_KEYS[String(code)];
  return key && t(key);
}
