import { expect } from 'chai';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const unitDir = path.dirname(fileURLToPath(import.meta.url));

/** Every `<Contract>/<fn>/` folder under test/unit, as [contract, fn]. */
async function functionFolders(): Promise<[string, string][]> {
  const folders: [string, string][] = [];
  for (const contract of await readdir(unitDir, { withFileTypes: true })) {
    if (!contract.isDirectory()) continue;
    for (const fn of await readdir(path.join(unitDir, contract.name), { withFileTypes: true })) {
      if (fn.isDirectory()) folders.push([contract.name, fn.name]);
    }
  }
  return folders;
}

describe('test/unit layout (one folder per external function, Sablier style)', function () {
  it('pairs each function folder with <fn>.tree and <fn>.t.sol, and nothing else', async function () {
    const folders = await functionFolders();
    expect(folders.length).to.be.greaterThan(40);
    for (const [contract, fn] of folders) {
      const files = (await readdir(path.join(unitDir, contract, fn))).sort();
      expect(files, `${contract}/${fn}`).to.deep.equal([`${fn}.t.sol`, `${fn}.tree`]);
    }
  });

  it('names the test file at the root of each tree, and tests every branch', async function () {
    for (const [contract, fn] of await functionFolders()) {
      const where = `${contract}/${fn}`;
      const tree = await readFile(path.join(unitDir, contract, fn, `${fn}.tree`), 'utf8');
      expect(tree.split('\n')[0], where).to.match(new RegExp(`^${fn}\\.t\\.sol\\b`));
      const source = await readFile(path.join(unitDir, contract, fn, `${fn}.t.sol`), 'utf8');
      const tests = [...source.matchAll(/function (test\w*)\(/g)].map((match) => match[1]);
      expect(tests.length, `${where} has tests`).to.be.greaterThan(0);
      // A tree with n revert leaves needs at least n revert tests.
      const revertLeaves = tree.split('\n').filter((line) => /it should revert/.test(line)).length;
      const revertTests = tests.filter((name) => name.startsWith('test_Revert')).length;
      expect(revertTests, `${where}: a test per revert leaf`).to.be.at.least(revertLeaves);
    }
  });
});
