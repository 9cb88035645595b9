import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { getAddress, hexlify, randomBytes } from 'ethers';
import { ALLOCATION_LEAF_TYPES, allocationLeafHasher } from './leaf';

/** A one-leaf StandardMerkleTree's root is its leaf hash. */
const ozLeafHash = (values: unknown[]): string => StandardMerkleTree.of([values], [...ALLOCATION_LEAF_TYPES]).root;
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('allocationLeafHasher', () => {
  it('random accounts and amounts – the same hash as StandardMerkleTree.leafHash', () => {
    const hash = allocationLeafHasher({ chainId: 56, contract: CONTRACT, version: 3 });
    for (let i = 0; i < 50; i++) {
      const account = hexlify(randomBytes(20));
      const amount = BigInt(hexlify(randomBytes(1 + (i % 32))));
      expect(hash(account, amount)).toBe(ozLeafHash([56n, CONTRACT, 3n, account, amount]));
    }
  });

  it('a checksummed and a lowercase account – one leaf', () => {
    const hash = allocationLeafHasher({ chainId: 31337, contract: CONTRACT.toLowerCase(), version: 1 });
    const account = getAddress(hexlify(randomBytes(20)));
    expect(hash(account, 10n ** 18n)).toBe(hash(account.toLowerCase(), 10n ** 18n));
  });

  it('another chain, contract or version – another leaf', () => {
    const account = hexlify(randomBytes(20));
    const base = allocationLeafHasher({ chainId: 56, contract: CONTRACT, version: 1 })(account, 5n);
    expect(allocationLeafHasher({ chainId: 97, contract: CONTRACT, version: 1 })(account, 5n)).not.toBe(base);
    expect(allocationLeafHasher({ chainId: 56, contract: account, version: 1 })(account, 5n)).not.toBe(base);
    expect(allocationLeafHasher({ chainId: 56, contract: CONTRACT, version: 2 })(account, 5n)).not.toBe(base);
  });

  it('a bad checksum or a negative amount – throws', () => {
    const hash = allocationLeafHasher({ chainId: 56, contract: CONTRACT, version: 1 });
    expect(() => hash('0x5FbDB2315678afecb367f032d93F642f64180aA3', 1n)).toThrow();
    expect(() => hash(CONTRACT, -1n)).toThrow('not a uint256');
  });
});
