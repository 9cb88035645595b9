import { expect } from 'chai';
import { TypedDataEncoder } from 'ethers';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { network } from 'hardhat';
import {
  EIP712_DOMAIN_NAME,
  EIP712_DOMAIN_VERSION,
  EIP712_VESTING_DOMAIN_NAME,
  EIP712_VESTING_DOMAIN_VERSION,
} from '@gm-claim/shared/generated/eip712-types';
import { EIP712_TYPES, EIP712_TYPE_STRINGS } from '@gm-claim/shared/eip712';
import {
  generatedDir,
  listGeneratedFiles,
  readSignatureTypes,
  renderSharedExports,
} from '../../scripts/shared-exports.js';
import { deployGm } from '../helpers/deploy.js';

describe('libs/shared/src/generated', function () {
  it('matches a fresh export of the compiled ABIs and EIP-712 types (run `nx run contracts:build` to refresh)', async function () {
    this.timeout(60_000);
    const fresh = await renderSharedExports();
    expect(await listGeneratedFiles()).to.deep.equal([...fresh.keys()].sort());
    for (const [relative, contents] of fresh) {
      const committed = await readFile(path.join(generatedDir, relative), 'utf8');
      expect(committed, `${relative} is stale`).to.equal(contents);
    }
  });

  // journeys/signatures.test.ts and signed-claims.test.ts prove GMChallenge and GMVesting accept what these types sign.
  it('carries the EIP-712 domains and types of SignatureTypes.sol, the domains GMChallenge and GMVesting use', async function () {
    const solidity = await readSignatureTypes();
    expect(EIP712_TYPE_STRINGS).to.deep.equal({
      Register: solidity.REGISTER,
      Authorize: solidity.AUTHORIZE,
      Claim: solidity.CLAIM,
      ClaimAndVest: solidity.CLAIM_AND_VEST,
    });
    for (const name of ['Register', 'Authorize', 'Claim', 'ClaimAndVest'] as const) {
      const encoded = TypedDataEncoder.from({ [name]: [...EIP712_TYPES[name]] }).encodeType(name);
      expect(encoded, `${name} field list`).to.equal(EIP712_TYPE_STRINGS[name]);
    }

    const connection = await network.create();
    const gm = await deployGm(connection);
    const domain = await gm.challenge.eip712Domain();
    expect(domain.name).to.equal(EIP712_DOMAIN_NAME);
    expect(domain.version).to.equal(EIP712_DOMAIN_VERSION);
    expect([solidity.DOMAIN_NAME, solidity.DOMAIN_VERSION]).to.deep.equal([EIP712_DOMAIN_NAME, EIP712_DOMAIN_VERSION]);
    for (const vesting of Object.values(gm.vestings)) {
      const vestingDomain = await vesting.eip712Domain();
      expect([vestingDomain.name, vestingDomain.version]).to.deep.equal([EIP712_VESTING_DOMAIN_NAME, EIP712_VESTING_DOMAIN_VERSION]);
      expect(vestingDomain.verifyingContract).to.equal(await vesting.getAddress());
    }
    expect([solidity.VESTING_DOMAIN_NAME, solidity.VESTING_DOMAIN_VERSION]).to.deep.equal([
      EIP712_VESTING_DOMAIN_NAME,
      EIP712_VESTING_DOMAIN_VERSION,
    ]);
  });
});
