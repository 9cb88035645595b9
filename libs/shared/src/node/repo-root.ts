import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder at or above `start` holding nx.json, or undefined outside
 * the repository. Found from the working directory (npm scripts run in their workspace, tools from
 * the root) rather than from the module's own location, so the same code runs under tsx, Hardhat
 * (ESM) and Jest (CommonJS). Node only: the web app never imports `@gm-claim/shared/node/*`.
 */
export function repoRootOf(start: string = process.cwd()): string | undefined {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The repository root (see repoRootOf); outside the repository, an error that says so. */
export function findRepoRoot(start: string = process.cwd()): string {
  const root = repoRootOf(start);
  if (root === undefined) throw new Error(`no nx.json at or above ${path.resolve(start)}: run from the repository`);
  return root;
}
