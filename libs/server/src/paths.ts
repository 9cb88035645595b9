import path from 'node:path';
import { repoRootOf } from '@gm-claim/shared/node/repo-root';

/**
 * The repository root (see libs/shared `repoRootOf`). Outside a checkout a server program does not stop: it
 * reads its files (migrations, the deployment file) relative to the working directory.
 */
export function findRepoRoot(start: string = process.cwd()): string {
  return repoRootOf(start) ?? path.resolve(start);
}

/** The folder of the plain .sql migrations of the database the API reads and the indexer writes. */
export function migrationsDir(repoRoot: string = findRepoRoot()): string {
  return path.join(repoRoot, 'libs/server/migrations');
}
