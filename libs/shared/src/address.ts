import { getAddress } from 'ethers';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** Characters kept at each end of a shortened address. */
export const ADDRESS_DISPLAY_CHARS = 4;

/**
 * Shortens an address for display: its first 4 characters, an ellipsis, its last 4 characters
 * ("0x12…abcd"). Strings too short to shorten are returned as they are.
 */
export function shortenAddress(address: string, chars: number = ADDRESS_DISPLAY_CHARS): string {
  if (address.length <= chars * 2 + 1) return address;
  return `${address.slice(0, chars)}…${address.slice(-chars)}`;
}

/**
 * True for a 20-byte hex address with the 0x prefix. Mixed-case input must carry a valid EIP-55
 * checksum; all-lowercase and all-uppercase input is accepted without one (as wallets do).
 */
export function isWalletAddress(value: string): boolean {
  if (!ADDRESS_PATTERN.test(value)) return false;
  const body = value.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  try {
    return getAddress(value) === value;
  } catch {
    return false;
  }
}
