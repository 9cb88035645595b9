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

/**
 * The server programs' entry points (the API's, the indexer's, the relayer's and the status writer's) that each app's `build` target bundles
 * into apps/<app>/dist/<bundle>.js, and their sources.
 */
export const API_ENTRY_SOURCES = {
  main: { app: 'api', source: 'src/main.ts', bundle: 'main' },
  indexer: { app: 'indexer', source: 'src/main.ts', bundle: 'main' },
  relayer: { app: 'relayer', source: 'src/main.ts', bundle: 'main' },
  'status-writer': { app: 'status-writer', source: 'src/main.ts', bundle: 'main' },
  seed: { app: 'api', source: 'src/cli/seed.ts', bundle: 'seed' },
  'import-eligibility': { app: 'api', source: 'src/cli/import-eligibility.ts', bundle: 'import-eligibility' },
} as const;

export type ApiEntry = keyof typeof API_ENTRY_SOURCES;

/** The folders a server program is bundled from besides its app's sources. */
const LIBRARY_SOURCES = ['libs/shared/src', 'libs/server/src'];

const freshness = new Map<string, boolean>();

/**
 * How to start one of the server programs' entry points from the repository at `repoRoot`: the production bundle
 * (`node apps/<app>/dist/<bundle>.js`) when the app's `build` target made it after the last change to the app's or
 * the libraries' sources — it starts in about a second, without compiling TypeScript — else the source through tsx.
 * Paths are absolute; `cwd` is the app's folder, where it is meant to run. Node only.
 */
export function apiEntryCommand(repoRoot: string, entry: ApiEntry): { command: string; args: string[]; cwd: string } {
  const { app, source, bundle: bundleName } = API_ENTRY_SOURCES[entry];
  const appDir = path.join(repoRoot, 'apps', app);
  const bundle = path.join(appDir, 'dist', `${bundleName}.js`);
  const key = `${repoRoot}\0${app}`;
  let fresh = freshness.get(key);
  if (fresh === undefined) {
    const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
    const sources = [path.join(appDir, 'src'), ...LIBRARY_SOURCES.map((dir) => path.join(repoRoot, dir))];
    fresh = built > Math.max(...sources.map((dir) => newestMtime(dir, bundled)));
    freshness.set(key, fresh);
  }
  if (fresh && existsSync(bundle)) return { command: process.execPath, args: [bundle], cwd: appDir };
  return { command: path.join(repoRoot, 'node_modules/.bin/tsx'), args: [path.join(appDir, source)], cwd: appDir };
}
