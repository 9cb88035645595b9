import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiEntryCommand, newestMtime } from './api-entry';

/** A repository with the relayer's and the shared library's sources, and optionally a bundle made `bundleOffsetSeconds` after them. */
function fakeRepo(bundleOffsetSeconds?: number): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gm-api-entry-'));
  const source = path.join(root, 'apps/relayer/src/main.ts');
  mkdirSync(path.dirname(source), { recursive: true });
  mkdirSync(path.join(root, 'libs/shared/src'), { recursive: true });
  writeFileSync(source, 'export {};\n');
  writeFileSync(path.join(root, 'libs/shared/src/index.ts'), 'export {};\n');
  const at = Date.now() / 1000 - 100;
  utimesSync(source, at, at);
  utimesSync(path.join(root, 'libs/shared/src/index.ts'), at, at);
  if (bundleOffsetSeconds !== undefined) {
    const bundle = path.join(root, 'apps/relayer/dist/main.js');
    mkdirSync(path.dirname(bundle), { recursive: true });
    writeFileSync(bundle, '');
    utimesSync(bundle, at + bundleOffsetSeconds, at + bundleOffsetSeconds);
  }
  return root;
}

describe('apiEntryCommand', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const repo = (offset?: number): string => {
    const root = fakeRepo(offset);
    roots.push(root);
    return root;
  };

  it('no bundle – the source through tsx', () => {
    const root = repo();
    expect(apiEntryCommand(root, 'relayer')).toEqual({
      command: path.join(root, 'node_modules/.bin/tsx'),
      args: [path.join(root, 'apps/relayer/src/main.ts')],
      cwd: path.join(root, 'apps/relayer'),
    });
  });

  it('a bundle built after the last source change – node runs the bundle', () => {
    const root = repo(10);
    expect(apiEntryCommand(root, 'relayer')).toEqual({
      command: process.execPath,
      args: [path.join(root, 'apps/relayer/dist/main.js')],
      cwd: path.join(root, 'apps/relayer'),
    });
  });

  it('a bundle older than a source – the source through tsx (a stale bundle is never run)', () => {
    const root = repo(-10);
    expect(apiEntryCommand(root, 'relayer').args).toEqual([path.join(root, 'apps/relayer/src/main.ts')]);
  });

  it('a test beside the sources edited after the bundle – still the bundle (tests are not bundled)', () => {
    const root = repo(10);
    const test = path.join(root, 'apps/relayer/src/main.test.ts');
    writeFileSync(test, 'export {};\n');
    expect(apiEntryCommand(root, 'relayer')).toEqual({
      command: process.execPath,
      args: [path.join(root, 'apps/relayer/dist/main.js')],
      cwd: path.join(root, 'apps/relayer'),
    });
  });

  it('newestMtime – the newest file under a folder, 0 for a missing one', () => {
    const root = repo(10);
    expect(newestMtime(path.join(root, 'apps/relayer'))).toBeGreaterThan(newestMtime(path.join(root, 'apps/relayer/src')));
    expect(newestMtime(path.join(root, 'missing'))).toBe(0);
  });
});
