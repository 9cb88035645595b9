import { mkdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AllocationBuild } from '@gm-claim/shared/allocations/build';
import { listPath, manifestPath, shardPath } from '@gm-claim/shared/allocations/files';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bytes written, by encoding: what the files cost on disk and what each encoding sends. */
export interface WrittenBytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * gzip level 9 for every file. Brotli quality 9 with a 64 KB window for shards and the manifest (≈ 0.4 ms a shard;
 * quality 11 saves ≈ 12% but costs ≈ 15 ms each, a minute over 4,096 shards, and so does a large window's set-up),
 * quality 5 for the list (tens of MB at a million rows).
 */
async function writeWithSiblings(file: string, body: string, totals: WrittenBytes, big = false): Promise<void> {
  const raw = Buffer.from(body, 'utf8');
  const [gz, br] = await Promise.all([
    gzipAsync(raw, { level: 9 }),
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: big ? 5 : 9,
        [constants.BROTLI_PARAM_LGWIN]: big ? 22 : 16,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  writeFileSync(file, raw);
  writeFileSync(`${file}.gz`, gz);
  writeFileSync(`${file}.br`, br);
  totals.files += 3;
  totals.raw += raw.length;
  totals.gzip += gz.length;
  totals.brotli += br.length;
}

/**
 * Writes a version under `<outDir>/<version>/` — manifest.json, list.csv and shards/<prefix>.json, each with .gz and
 * .br siblings for nginx's gzip_static / brotli_static — into a temporary folder first, then renamed into place: a
 * version's folder is complete or absent. Refuses to replace a published version unless `replace` (files are
 * cached as immutable: a root never changes, a correction is a new version).
 */
export async function writeAllocationFiles(
  build: AllocationBuild,
  outDir: string,
  options: { replace?: boolean; concurrency?: number } = {},
): Promise<WrittenBytes> {
  const version = build.manifest.version;
  const target = path.join(outDir, String(version));
  if (existsSync(target) && !options.replace)
    throw new Error(
      `${target} exists: a published version never changes (publish a new version, or pass --replace for an unproposed one)`,
    );
  const staging = path.join(outDir, `.${version}.tmp-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.join(staging, 'shards'), { recursive: true });
  const at = (relative: string): string => path.join(staging, path.relative(String(version), relative));
  const totals: WrittenBytes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  try {
    const queue = [...build.shards];
    const worker = async (): Promise<void> => {
      for (let shard = queue.shift(); shard; shard = queue.shift()) {
        await writeWithSiblings(at(shardPath(version, shard.prefix)), JSON.stringify(shard), totals);
      }
    };
    await Promise.all([
      writeWithSiblings(at(listPath(version)), build.list, totals, true),
      ...Array.from({ length: options.concurrency ?? 4 }, worker),
    ]);
    // The manifest last: a reader that finds it finds everything it names.
    await writeWithSiblings(at(manifestPath(version)), `${JSON.stringify(build.manifest, null, 2)}\n`, totals);
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return totals;
}
