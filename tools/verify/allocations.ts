/**
 * The allocation verifier: recomputes a version's root, total and listHash from the published list and compares
 * them with the manifest and/or the root GMChallenge holds — no API of ours, no key.
 *
 *   npx tsx tools/verify/allocations.ts --from <folder or https://…/allocations> --version <n>
 *       [--rpc <url> --contract <GMChallenge>] [--shards]
 *
 * --from is the folder the owner command wrote (the one holding <n>/manifest.json) or the site's /allocations base
 * URL. The leaves bind the chain and contract: they come from the manifest, or with --rpc from the node and
 * --contract. --shards also checks every shard file against the list (4,096 requests for a million rows).
 * Prints ✓/✗ per check and exits 1 on any ✗.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Contract, JsonRpcProvider, formatUnits, getAddress } from 'ethers';
import { isRootActive, type OnChainAllocationRoot } from '@gm-claim/shared/allocations/on-chain-root';
import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { buildAllocation } from '@gm-claim/shared/allocations/build';
import { listHash, parseCanonicalList } from '@gm-claim/shared/allocations/canonical-list';
import {
  allocationManifestSchema,
  allocationShardSchema,
  listPath,
  manifestPath,
  shardPath,
  type AllocationManifest,
} from '@gm-claim/shared/allocations/files';

const USAGE =
  'usage: npx tsx tools/verify/allocations.ts --from <folder | base URL> --version <n> [--rpc <url> --contract <GMChallenge>] [--shards]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

/** Reads `relative` under the folder or URL; null when it does not exist (404 / ENOENT). */
async function reader(from: string): Promise<(relative: string) => Promise<Uint8Array | null>> {
  if (/^https?:\/\//.test(from)) {
    const base = from.endsWith('/') ? from : `${from}/`;
    return async (relative) => {
      const response = await fetch(new URL(relative, base));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`${relative}: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    };
  }
  return async (relative) => {
    try {
      return new Uint8Array(await readFile(path.join(from, relative)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
}

let failures = 0;
function check(ok: boolean, what: string, detail = ''): void {
  if (!ok) failures++;
  process.stdout.write(`${ok ? '✓' : '✗'} ${what}${detail ? ` — ${detail}` : ''}\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      version: { type: 'string' },
      rpc: { type: 'string' },
      contract: { type: 'string' },
      shards: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  if (!values.from) fail('--from is required: the allocations folder or base URL');
  if (!values.version || !/^[1-9]\d{0,8}$/.test(values.version)) fail('--version is required (1, 2, …)');
  if (values.rpc && !values.contract) fail('--rpc needs --contract: the GMChallenge address');
  const version = Number(values.version);
  const read = await reader(values.from);

  const manifestBytes = await read(manifestPath(version));
  const manifest: AllocationManifest | null = manifestBytes
    ? allocationManifestSchema.parse(JSON.parse(new TextDecoder().decode(manifestBytes)))
    : null;
  if (!manifest && !values.rpc) fail(`no ${manifestPath(version)} under ${values.from}: pass --rpc and --contract`);
  const listBytes = await read(listPath(version));
  if (!listBytes) fail(`no ${listPath(version)} under ${values.from}`);

  let onChain: OnChainAllocationRoot | null = null;
  let chainId = manifest?.chainId;
  let contract = manifest?.contract;
  let now = 0n;
  if (values.rpc) {
    const provider = new JsonRpcProvider(values.rpc, undefined, { batchMaxCount: 1 });
    try {
      contract = getAddress(values.contract as string);
      const network = await Promise.race([
        provider.getNetwork(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the RPC node did not answer within 20 s')), 20_000).unref(),
        ),
      ]);
      chainId = Number(network.chainId);
      const challenge = new Contract(contract, gmChallengeAbi, provider);
      const count = (await challenge.getFunction('allocationRootCount')()) as bigint;
      if (BigInt(version) > count) {
        check(false, `version ${version} on chain`, `GMChallenge holds ${count} version(s)`);
      } else {
        const raw = (await challenge.getFunction('allocationRoot')(version)) as OnChainAllocationRoot;
        onChain = {
          root: raw.root,
          listHash: raw.listHash,
          total: raw.total,
          claimed: raw.claimed,
          activatesAt: raw.activatesAt,
          cancelled: raw.cancelled,
        };
        now = BigInt((await provider.getBlock('latest'))?.timestamp ?? 0);
      }
    } finally {
      provider.destroy();
    }
  }
  if (manifest && chainId !== undefined && (manifest.chainId !== chainId || manifest.contract !== contract))
    check(
      false,
      'manifest names this chain and contract',
      `manifest: ${manifest.chainId} ${manifest.contract}; chain: ${chainId} ${contract}`,
    );

  const rows = parseCanonicalList(new TextDecoder().decode(listBytes));
  check(true, `list.csv is canonical`, `${rows.length} accounts`);
  const build = buildAllocation(
    rows,
    { chainId: chainId as number, contract: contract as string, version },
    manifest?.prefixLength,
  );
  const computed = { root: build.manifest.root, total: BigInt(build.manifest.total), listHash: listHash(listBytes) };
  process.stdout.write(
    `  recomputed: root ${computed.root}, total ${computed.total} wei (${formatUnits(computed.total, 18)} GM), listHash ${computed.listHash}\n`,
  );
  if (manifest) {
    check(manifest.root === computed.root, 'root = manifest.root', manifest.root);
    check(BigInt(manifest.total) === computed.total, 'total = manifest.total', manifest.total);
    check(manifest.count === rows.length, 'count = manifest.count', String(manifest.count));
    check(manifest.listHash === computed.listHash, 'listHash = manifest.listHash', manifest.listHash);
  }
  if (onChain) {
    check(onChain.root === computed.root, 'root = the root on chain', onChain.root);
    check(onChain.total === computed.total, 'total = the total on chain', onChain.total.toString());
    check(onChain.listHash === computed.listHash, 'listHash = the listHash on chain', onChain.listHash);
    const state = onChain.cancelled
      ? 'cancelled'
      : isRootActive(onChain, now)
        ? 'active'
        : `pending until ${new Date(Number(onChain.activatesAt) * 1000).toISOString()}`;
    process.stdout.write(`  version ${version} on chain: ${state}, ${formatUnits(onChain.claimed, 18)} GM claimed\n`);
  }
  if (values.shards) {
    let bad = 0;
    const queue = [...build.shards];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let expected = queue.shift(); expected; expected = queue.shift()) {
          const bytes = await read(shardPath(version, expected.prefix));
          const published = bytes ? allocationShardSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes))) : null;
          if (!published?.success || JSON.stringify(published.data) !== JSON.stringify(expected)) {
            bad++;
            if (bad <= 10)
              process.stdout.write(`  shard ${shardPath(version, expected.prefix)} differs from the list\n`);
          }
        }
      }),
    );
    check(bad === 0, `every shard file (${build.shards.length}) matches the list`, bad ? `${bad} differ` : '');
  }
  if (failures > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  // The node's own words, never the RPC URL (it may carry a key).
  process.stderr.write(`verify failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
  process.exit(1);
});
