import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../artifacts/contracts');

/** EIP-170: the largest runtime code a chain (BSC included) accepts. */
const MAX_RUNTIME_BYTES = 24_576;

/**
 * The production contracts as the build compiles them (GMChallenge with its own optimizer runs, hardhat.config.ts) fit
 * EIP-170. The Solidity tests deploy these artifacts too, but their test network does not enforce the limit, so this
 * is where a contract that grew past it is caught.
 */
describe('contract sizes', function () {
  for (const name of ['GMToken', 'GMVesting', 'GMChallenge', 'SignatureVerifier']) {
    it(`${name} fits EIP-170's ${MAX_RUNTIME_BYTES.toLocaleString('en-US')} bytes`, async function () {
      const artifact = JSON.parse(await readFile(path.join(artifacts, `${name}.sol`, `${name}.json`), 'utf8')) as {
        deployedBytecode: string;
      };
      const size = (artifact.deployedBytecode.length - 2) / 2;
      expect(size, `${name} runtime bytes`).to.be.at.most(MAX_RUNTIME_BYTES);
    });
  }
});
