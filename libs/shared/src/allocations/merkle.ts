import { keccak_256 } from '@noble/hashes/sha3';
import { fromHex32, toHex } from './hex';

const pair = new Uint8Array(64);

/**
 * OpenZeppelin's Merkle tree (`@openzeppelin/merkle-tree` core, `MerkleProof.sol`): a node is the keccak256 of its two
 * children in ascending order, so a proof is just the siblings bottom-up and needs no left/right flags. Hashes are
 * lowercase 0x-prefixed hex strings, which compare as their bytes do.
 */
export function nodeHash(a: string, b: string): string {
  return toHex(hashPair(fromHex32(a), fromHex32(b), a < b));
}

function hashPair(a: Uint8Array, b: Uint8Array, aFirst: boolean): Uint8Array {
  pair.set(aFirst ? a : b, 0);
  pair.set(aFirst ? b : a, 32);
  return keccak_256(pair);
}

/** A tree in OpenZeppelin's array layout: `nodes[0]` is the root, the leaves are at the end in reverse order. */
export interface MerkleTree {
  readonly nodes: string[];
  /** Leaf hash → its index in `nodes`. */
  readonly leafIndex: Map<string, number>;
}

/**
 * Builds the tree of `leaves` as `StandardMerkleTree.of` / `SimpleMerkleTree.of` do with their default
 * `sortLeaves: true`: the leaf hashes sorted ascending, then a complete binary tree over them. The same leaves give
 * the same root whatever their order. Throws on no leaves or a repeated leaf.
 */
export function buildMerkleTree(leaves: readonly string[]): MerkleTree {
  if (leaves.length === 0) throw new Error('a Merkle tree needs at least one leaf');
  const sorted = leaves.map((leaf) => leaf.toLowerCase()).sort();
  const nodes = new Array<string>(2 * sorted.length - 1);
  const bytes = new Array<Uint8Array>(nodes.length);
  const leafIndex = new Map<string, number>();
  sorted.forEach((leaf, i) => {
    const index = nodes.length - 1 - i;
    if (leafIndex.has(leaf)) throw new Error(`the leaf ${leaf} appears twice`);
    nodes[index] = leaf;
    bytes[index] = fromHex32(leaf);
    leafIndex.set(leaf, index);
  });
  for (let i = nodes.length - 1 - sorted.length; i >= 0; i--) {
    const left = 2 * i + 1;
    const right = left + 1;
    const hash = hashPair(
      bytes[left] as Uint8Array,
      bytes[right] as Uint8Array,
      (nodes[left] as string) < (nodes[right] as string),
    );
    bytes[i] = hash;
    nodes[i] = toHex(hash);
  }
  return { nodes, leafIndex };
}

/** The root of a tree built by buildMerkleTree. */
export function merkleRoot(tree: MerkleTree): string {
  return tree.nodes[0] as string;
}

/** The proof of `leaf` (its siblings, bottom-up); throws when the leaf is not in the tree. */
export function merkleProof(tree: MerkleTree, leaf: string): string[] {
  let index = tree.leafIndex.get(leaf.toLowerCase());
  if (index === undefined) throw new Error(`the leaf ${leaf} is not in the tree`);
  const proof: string[] = [];
  while (index > 0) {
    proof.push(tree.nodes[index % 2 === 1 ? index + 1 : index - 1] as string);
    index = Math.floor((index - 1) / 2);
  }
  return proof;
}

/** The root that `leaf` and `proof` lead to: what `MerkleProof.processProof` computes on chain. */
export function processProof(leaf: string, proof: readonly string[]): string {
  return proof.reduce((node, sibling) => nodeHash(node, sibling.toLowerCase()), leaf.toLowerCase());
}
