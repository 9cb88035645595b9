import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A temporary directory for the suite this is called in: made in a `before` hook, removed with what is in it in an
 * `after` hook. Returns the directory (from that `before` hook on).
 */
export function suiteWorkDir(prefix: string): () => string {
  let dir: string | undefined;
  before(async function () {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
  });
  after(async function () {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return () => {
    if (dir === undefined) throw new Error(`the ${prefix}… work directory is made in a before hook: read it in a test`);
    return dir;
  };
}
