import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRepoRoot, repoRootOf } from './repo-root';

describe('repository root', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'repo-root-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('a folder below nx.json – the folder holding nx.json', () => {
    writeFileSync(path.join(scratch, 'nx.json'), '{}');
    const deep = path.join(scratch, 'apps', 'api', 'src');
    mkdirSync(deep, { recursive: true });
    expect(repoRootOf(deep)).toBe(scratch);
    expect(findRepoRoot(deep)).toBe(scratch);
  });

  it('this checkout – the folder of the workspace nx.json', () => {
    expect(findRepoRoot(__dirname)).toBe(path.resolve(__dirname, '../../../..'));
  });

  it('outside any repository – undefined, and findRepoRoot names where it looked', () => {
    expect(repoRootOf(scratch)).toBeUndefined();
    expect(() => findRepoRoot(scratch)).toThrow(`no nx.json at or above ${scratch}: run from the repository`);
  });
});
