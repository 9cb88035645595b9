import { SimpleMerkleTree, StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { hexlify, randomBytes } from 'ethers';
import { buildAllocation } from './build';
import { sortRows, type AllocationRow } from './canonical-list';
import { allocationShardSchema, allocationManifestSchema } from './files';
import { ALLOCATION_LEAF_TYPES } from './leaf';
import { processProof } from './merkle';
import { proveAllocation, ShardMismatchError } from './prove';

const DOMAIN = { chainId: 97, contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', version: 2 };
const TYPES = [...ALLOCATION_LEAF_TYPES];

function randomRows(count: number): AllocationRow[] {
  return sortRows(
    Array.from({ length: count }, (_, i) => ({
      address: hexlify(randomBytes(20)),
      amount: BigInt(i + 1) * 10n ** 18n + 7n,
    })),
  );
}

/** The same version built with @openzeppelin/merkle-tree alone: one StandardMerkleTree per prefix, a SimpleMerkleTree on top. */
function independentRoot(rows: AllocationRow[], prefixLength: number): { root: string; top: SimpleMerkleTree } {
  const groups = new Map<string, AllocationRow[]>();
  for (const row of rows) {
    const prefix = row.address.slice(2, 2 + prefixLength);
    groups.set(prefix, [...(groups.get(prefix) ?? []), row]);
  }
  const roots = [...groups.values()].map(
    (group) =>
      StandardMerkleTree.of(
        group.map((row) => [BigInt(DOMAIN.chainId), DOMAIN.contract, BigInt(DOMAIN.version), row.address, row.amount]),
        TYPES,
      ).root,
  );
  const top = SimpleMerkleTree.of(roots);
  return { root: top.root, top };
}

const ozLeaf = (row: AllocationRow): string =>
  StandardMerkleTree.of(
    [[BigInt(DOMAIN.chainId), DOMAIN.contract, BigInt(DOMAIN.version), row.address, row.amount]],
    TYPES,
  ).root;

describe('buildAllocation', () => {
  it('40 accounts in one shard – the root, total and proofs of a StandardMerkleTree built by OpenZeppelin', () => {
    const rows = randomRows(40);
    const build = buildAllocation(rows, DOMAIN);
    const tree = StandardMerkleTree.of(
      rows.map((row) => [97n, DOMAIN.contract, 2n, row.address, row.amount]),
      TYPES,
    );
    expect(build.manifest.prefixLength).toBe(0);
    expect(build.shards).toHaveLength(1);
    expect(build.manifest.root).toBe(tree.root);
    expect(build.manifest.total).toBe(rows.reduce((sum, row) => sum + row.amount, 0n).toString());
    expect(build.manifest.count).toBe(40);
    for (const row of rows) {
      const proof = proveAllocation(build.manifest, build.shards[0]!, row.address);
      expect(proof?.amount).toBe(row.amount);
      expect(
        StandardMerkleTree.verify(tree.root, TYPES, [97n, DOMAIN.contract, 2n, row.address, row.amount], proof!.proof),
      ).toBe(true);
    }
  });

  it('600 accounts over 16 shards – every proof (shard ++ top) verifies against the OpenZeppelin-built root', () => {
    const rows = randomRows(600);
    const build = buildAllocation(rows, DOMAIN);
    expect(build.manifest.prefixLength).toBe(1);
    expect(build.shards.map((shard) => shard.prefix)).toEqual('0123456789abcdef'.split(''));
    const { root } = independentRoot(rows, 1);
    expect(build.manifest.root).toBe(root);
    expect(allocationManifestSchema.parse(build.manifest)).toEqual(build.manifest);
    for (const row of rows) {
      const shard = build.shards[parseInt(row.address[2]!, 16)]!;
      expect(allocationShardSchema.parse(shard)).toEqual(shard);
      const proof = proveAllocation(build.manifest, shard, row.address)!;
      expect(SimpleMerkleTree.verify(root, ozLeaf(row), proof.proof)).toBe(true);
    }
  });

  it('a forced longer prefix leaves some shards empty – their files say so and the root is unchanged by them', () => {
    const rows = randomRows(20);
    const build = buildAllocation(rows, DOMAIN, 2);
    expect(build.shards).toHaveLength(256);
    const empty = build.shards.filter((shard) => shard.leaves.length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(236);
    expect(empty.every((shard) => shard.shardRoot === null && shard.topProof.length === 0)).toBe(true);
    expect(build.manifest.shardCount).toBe(256 - empty.length);
    expect(build.manifest.root).toBe(independentRoot(rows, 2).root);
  });

  it('shard boundaries – 0x0fff…, 0x1000… and 0xffff… land in their own prefixes', () => {
    const rows = sortRows([
      { address: `0x0${'f'.repeat(39)}`, amount: 1n },
      { address: `0x1${'0'.repeat(39)}`, amount: 2n },
      { address: `0x${'f'.repeat(40)}`, amount: 3n },
      { address: `0x${'0'.repeat(40)}`, amount: 4n },
    ]);
    const build = buildAllocation(rows, DOMAIN, 1);
    expect(build.shards[0]!.leaves.map(([address]) => address)).toEqual([
      `0x${'0'.repeat(40)}`,
      `0x0${'f'.repeat(39)}`,
    ]);
    expect(build.shards[1]!.leaves).toEqual([[`0x1${'0'.repeat(39)}`, '2']]);
    expect(build.shards[15]!.leaves).toEqual([[`0x${'f'.repeat(40)}`, '3']]);
    for (const row of rows) {
      const proof = proveAllocation(build.manifest, build.shards[parseInt(row.address[2]!, 16)]!, row.address)!;
      expect(processProof(ozLeaf(row), proof.proof)).toBe(build.manifest.root);
    }
    expect(() => proveAllocation(build.manifest, build.shards[1]!, rows[0]!.address)).toThrow(ShardMismatchError);
  });

  it('a tampered amount in a shard file – refused, and its leaf does not reach the root', () => {
    const rows = randomRows(30);
    const build = buildAllocation(rows, DOMAIN);
    const shard = structuredClone(build.shards[0]!);
    shard.leaves[3] = [shard.leaves[3]![0], (BigInt(shard.leaves[3]![1]) + 1n).toString()];
    expect(() => proveAllocation(build.manifest, shard, shard.leaves[3]![0])).toThrow(ShardMismatchError);
    const honest = proveAllocation(build.manifest, build.shards[0]!, rows[3]!.address)!;
    const inflated = { ...rows[3]!, amount: rows[3]!.amount + 1n };
    expect(SimpleMerkleTree.verify(build.manifest.root, ozLeaf(inflated), honest.proof)).toBe(false);
  });

  it('a root other than the files’ (say, the chain’s after a different list) – refused', () => {
    const build = buildAllocation(randomRows(5), DOMAIN);
    const other = buildAllocation(randomRows(5), DOMAIN);
    expect(() =>
      proveAllocation(build.manifest, build.shards[0]!, build.shards[0]!.leaves[0]![0], other.manifest.root),
    ).toThrow(ShardMismatchError);
  });

  it('an account the shard does not list – null', () => {
    const build = buildAllocation(randomRows(5), DOMAIN);
    expect(proveAllocation(build.manifest, build.shards[0]!, hexlify(randomBytes(20)))).toBeNull();
  });
});
