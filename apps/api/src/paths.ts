import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder at or above `start` holding nx.json. Found from the
 * working directory (npm scripts run in apps/api, tools run from the root) rather than from the
 * module's own location, so the same code runs under tsx (ESM) and Jest (CommonJS).
 */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

/** The folder of the plain .sql migrations. */
export function migrationsDir(repoRoot: string = findRepoRoot()): string {
  return path.join(repoRoot, 'apps/api/migrations');
}
