/**
 * Plain words for the codes a wallet answers with: EIP-1193 provider errors, the JSON-RPC codes
 * wallets pass on (EIP-1474), and the error codes of ethers v6 that wrap them.
 */
export const WALLET_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  // EIP-1193
  '4001': 'User rejected the request.',
  '4100': 'The wallet has not authorised this site. Connect it again.',
  '4200': 'The wallet does not support this request.',
  '4900': 'The wallet is disconnected from the network. Reconnect it and try again.',
  '4901': 'The wallet is not connected to this chain. Switch the network in your wallet.',
  '4902': 'The wallet does not know this chain yet. Add it in your wallet and try again.',
  // EIP-1474 / JSON-RPC
  '-32700': 'The wallet could not read the request. Please try again.',
  '-32600': 'The wallet refused the request as invalid.',
  '-32601': 'The wallet does not support this request.',
  '-32602': 'The wallet refused the request parameters.',
  '-32603': 'The wallet reported an internal error. Please try again.',
  '-32000': 'The wallet refused the transaction. Check that you have enough BNB for gas.',
  '-32001': 'The wallet could not find what was asked for.',
  '-32002': 'A request is already waiting in your wallet. Open your wallet to answer it.',
  '-32003': 'The wallet refused the transaction.',
  '-32004': 'The wallet does not support this method.',
  '-32005': 'The network is busy. Please try again in a moment.',
  // ethers v6
  ACTION_REJECTED: 'User rejected the request.',
  INSUFFICIENT_FUNDS: 'Your wallet does not have enough BNB to pay for this transaction.',
  NONCE_EXPIRED: 'The wallet used an outdated nonce. Please try again.',
  REPLACEMENT_UNDERPRICED: 'A pending transaction blocks this one. Speed it up or cancel it in your wallet.',
  TRANSACTION_REPLACED: 'The transaction was replaced in your wallet.',
  NETWORK_ERROR: 'The network cannot be reached right now. Please try again.',
  TIMEOUT: 'The network took too long to answer. Please try again.',
  SERVER_ERROR: 'The network node answered with an error. Please try again.',
  UNKNOWN_ERROR: 'The wallet reported an unknown error. Please try again.',
};

/** The sentence for a wallet error code, or undefined when the code is not one we know. */
export function walletErrorMessage(code: unknown): string | undefined {
  if (typeof code !== 'number' && typeof code !== 'string') return undefined;
  return WALLET_ERROR_MESSAGES[String(code)];
}
