import { expect } from 'chai';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const testDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The contracts `test/utils/Deploy.sol` deploys from the build's artifacts. */
const PRODUCTION = ['GMToken', 'GMVesting', 'GMChallenge', 'SignatureVerifier', 'Multicall3'];

/** `new GMVesting(…)` or `new GMChallenge({…})`, not `new Multicall3.Call3[](n)`. */
const DEPLOY_WITH_NEW = new RegExp(`\\bnew\\s+(${PRODUCTION.join('|')})\\s*[({]`);

/**
 * The Solidity tests run the bytecode contracts:build makes: they deploy the production contracts through
 * `test/utils/Deploy.sol`. The test files compile without the optimizer (config/test-compile), so a `new GMVesting(…)`
 * in one of them would deploy an unoptimised copy compiled with the tests, and nothing else would notice.
 */
describe('Solidity tests deploy the built contracts', function () {
  it('no Solidity test deploys a production contract with new', async function () {
    const files = (await readdir(testDir, { recursive: true })).filter((file) => file.endsWith('.sol'));
    expect(files.length, 'Solidity files under test/').to.be.greaterThan(50);
    const offending: string[] = [];
    for (const file of files) {
      const lines = (await readFile(path.join(testDir, file), 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (DEPLOY_WITH_NEW.test(line)) offending.push(`test/${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offending, 'use Deploy.gmVesting(…) etc. (test/utils/Deploy.sol)').to.deep.equal([]);
  });
});
