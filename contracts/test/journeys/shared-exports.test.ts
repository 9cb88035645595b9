import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedDir, listGeneratedFiles, renderSharedExports } from '../../scripts/shared-exports.js';

describe('libs/shared/src/generated', function () {
  it('matches a fresh export of the compiled ABIs and TypeChain types (run `nx run contracts:build` to refresh)', async function () {
    this.timeout(60_000);
    const fresh = await renderSharedExports();
    expect(await listGeneratedFiles()).to.deep.equal([...fresh.keys()].sort());
    for (const [relative, contents] of fresh) {
      const committed = await readFile(path.join(generatedDir, relative), 'utf8');
      expect(committed, `${relative} is stale`).to.equal(contents);
    }
  });
});
