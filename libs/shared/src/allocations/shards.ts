/** A shard holds at most this many leaves: its file stays under 16 KB gzipped (see README, bench:allocations). */
export const MAX_SHARD_LEAVES = 512;
/** Prefix lengths tried before giving up: 16^6 shards would be a list no airdrop has. */
export const MAX_PREFIX_LENGTH = 6;

/** The shard an address belongs to: the first `length` hex digits of its lowercase form ('' when length is 0). */
export function shardPrefix(address: string, length: number): string {
  return address.slice(2, 2 + length).toLowerCase();
}

/** Every prefix of `length` hex digits, ascending ('' alone for 0). */
export function allPrefixes(length: number): string[] {
  const count = 16 ** length;
  return Array.from({ length: count }, (_, i) => (length === 0 ? '' : i.toString(16).padStart(length, '0')));
}

/**
 * The shortest prefix length whose largest shard holds at most `maxLeaves` leaves: 0 (one shard) for a small
 * list, 3 (4,096 shards of ≈ 244) for a million random addresses. Addresses clustered on one prefix (vanity
 * addresses) make it longer. Throws when even MAX_PREFIX_LENGTH digits leave a shard too large.
 */
export function choosePrefixLength(addresses: readonly string[], maxLeaves = MAX_SHARD_LEAVES): number {
  for (let length = 0; length <= MAX_PREFIX_LENGTH; length++) {
    if (addresses.length / 16 ** length > maxLeaves) continue;
    const sizes = new Map<string, number>();
    let largest = 0;
    for (const address of addresses) {
      const prefix = shardPrefix(address, length);
      const size = (sizes.get(prefix) ?? 0) + 1;
      sizes.set(prefix, size);
      if (size > largest) largest = size;
    }
    if (largest <= maxLeaves) return length;
  }
  throw new Error(`no prefix of up to ${MAX_PREFIX_LENGTH} hex digits keeps every shard within ${maxLeaves} leaves`);
}
