import { AbiCoder, concat, hexlify, keccak256, randomBytes } from 'ethers';

/**
 * Allocation leaves and proofs as GMChallenge checks them (issue 33): OpenZeppelin StandardMerkleTree leaves of
 * `(uint256 chainId, address challenge, uint256 version, address account, uint256 amount)` and sorted-pair nodes.
 * The owner's builder (libs/shared/src/allocations) makes the real lists; these helpers serve the bench and tests.
 */
export function allocationLeaf(
  chainId: bigint,
  challenge: string,
  version: bigint,
  account: string,
  amount: bigint,
): string {
  const encoded = AbiCoder.defaultAbiCoder().encode(
    ['uint256', 'address', 'uint256', 'address', 'uint256'],
    [chainId, challenge, version, account, amount],
  );
  return keccak256(keccak256(encoded));
}

export function hashPair(a: string, b: string): string {
  return BigInt(a) < BigInt(b) ? keccak256(concat([a, b])) : keccak256(concat([b, a]));
}

/**
 * A proof of `depth` random siblings for `leaf` and the root it proves: the path of one leaf in a full tree of
 * 2^depth leaves (the gas of a registration depends only on the path's length).
 */
export function proofAtDepth(leaf: string, depth: number): { root: string; proof: string[] } {
  const proof = Array.from({ length: depth }, () => hexlify(randomBytes(32)));
  const root = proof.reduce((node, sibling) => hashPair(node, sibling), leaf);
  return { root, proof };
}
