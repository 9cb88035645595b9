import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time (ms) of any file under `dir` that `counts` (default: every file); 0 when there is none. */
export function newestMtime(dir: string, counts: (file: string) => boolean = () => true): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(file, counts));
    else if (counts(file)) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** A file the bundle is made of: a test beside the sources is never bundled, so editing one leaves the bundle current. */
const bundled = (file: string): boolean => !/\.test\.tsx?$/.test(file);

/** The API's entry points that `nx run api:build` bundles into apps/api/dist/<entry>.js, and their sources. */
export const API_ENTRY_SOURCES = {
  main: 'src/main.ts',
  indexer: 'src/indexer/main.ts',
  relayer: 'src/relayer/main.ts',
  seed: 'src/cli/seed.ts',
  'import-eligibility': 'src/cli/import-eligibility.ts',
} as const;

export type ApiEntry = keyof typeof API_ENTRY_SOURCES;

const freshness = new Map<string, boolean>();

/**
 * How to start one of the API's entry points from the repository at `repoRoot`: the production bundle
 * (`node apps/api/dist/<entry>.js`) when `nx run api:build` made it after the last change to the API's or
 * the shared library's sources — it starts in about a second, without compiling TypeScript — else the
 * source through tsx. Run with the API's folder as the working directory either way. Node only.
 */
export function apiEntryCommand(repoRoot: string, entry: ApiEntry): { command: string; args: string[] } {
  const apiDir = path.join(repoRoot, 'apps/api');
  const bundle = path.join(apiDir, 'dist', `${entry}.js`);
  let fresh = freshness.get(repoRoot);
  if (fresh === undefined) {
    const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
    fresh = built > Math.max(newestMtime(path.join(apiDir, 'src'), bundled), newestMtime(path.join(repoRoot, 'libs/shared/src'), bundled));
    freshness.set(repoRoot, fresh);
  }
  if (fresh && existsSync(bundle)) return { command: process.execPath, args: [bundle] };
  return { command: path.join(repoRoot, 'node_modules/.bin/tsx'), args: [API_ENTRY_SOURCES[entry]] };
}
