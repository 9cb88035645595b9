import { hexlify, randomBytes } from 'ethers';
import { allPrefixes, choosePrefixLength, MAX_SHARD_LEAVES, shardPrefix } from './shards';

const random = (count: number, prefix = ''): string[] =>
  Array.from({ length: count }, () => `0x${prefix}${hexlify(randomBytes(20)).slice(2 + prefix.length)}`);

describe('choosePrefixLength', () => {
  it('up to MAX_SHARD_LEAVES accounts – one shard (0)', () => {
    expect(choosePrefixLength(random(MAX_SHARD_LEAVES))).toBe(0);
    expect(choosePrefixLength(random(1))).toBe(0);
  });

  it('one more account – 16 shards (1)', () => {
    expect(choosePrefixLength(random(MAX_SHARD_LEAVES + 1))).toBe(1);
  });

  it('600 vanity addresses under 0xdead – a prefix long enough to split them (5)', () => {
    expect(choosePrefixLength(random(600, 'dead'))).toBe(5);
  });

  it('more leaves on one address prefix than six digits can split – throws', () => {
    expect(() => choosePrefixLength(random(3, 'abcdef'), 2)).toThrow('no prefix');
  });
});

describe('shardPrefix / allPrefixes', () => {
  it('the lowercase first digits; every prefix in order', () => {
    expect(shardPrefix('0xABcdef0000000000000000000000000000000000', 3)).toBe('abc');
    expect(shardPrefix('0xABcdef0000000000000000000000000000000000', 0)).toBe('');
    expect(allPrefixes(0)).toEqual(['']);
    expect(allPrefixes(2)).toHaveLength(256);
    expect(allPrefixes(2).slice(14, 17)).toEqual(['0e', '0f', '10']);
  });
});
