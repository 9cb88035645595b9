import { getAddress } from 'ethers';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

export { ADDRESS_DISPLAY_CHARS, shortenAddress } from './address-display';

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
