// Address display without ethers (the checksum check in address.ts needs it): a page header can show an
// address without loading a keccak implementation.

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
