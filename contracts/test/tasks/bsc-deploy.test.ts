import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { network } from 'hardhat';
import {
  type BscParameters,
  checkBscDeployment,
  readBscParameters,
  validateBscParameters,
} from '../../tasks/lib/bsc-parameters.js';
import { deployProduction } from '../../tasks/lib/bsc-deploy.js';
import { deployGm, GM, type GmDeployment, VRF } from '../helpers/deploy.js';
import { expectOwnerTaskError } from '../helpers/owner-task-error.js';

const parametersDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'ignition', 'parameters');
const connection = await network.create();
const { ethers, networkHelpers } = connection;

async function fixture(): Promise<GmDeployment> {
  return deployGm(connection, { supply: 0n, buffer: 0n });
}

describe('BSC deployment: parameters, VRF wrapper check and the GMBsc modules', function () {
  let gm: GmDeployment;
  let parameters: BscParameters;

  beforeEach(async function () {
    gm = await networkHelpers.loadFixture(fixture);
    parameters = validateBscParameters({
      chainId: 31337,
      vrfWrapper: await gm.wrapper.getAddress(),
      keyHash: VRF.keyHash,
      requestConfirmations: 3,
      callbackGasLimit: 100_000,
      signer: gm.signer.address,
      tgeTimestamp: gm.tge,
      treasury: gm.owner.address,
      withdrawAddress: gm.owner.address,
      existingToken: '',
      totalSupply: (1_000_000n * GM).toString() + 'n',
    });
  });

  it('ships parameter files for BSC testnet (97) and mainnet (56) that refuse to run until filled in', async function () {
    for (const [file, chainId] of [
      ['bsc-testnet.json', 97],
      ['bsc-mainnet.json', 56],
    ] as const) {
      for (const field of ['vrfWrapper', 'keyHash', 'signer', 'treasury', 'withdrawAddress']) {
        await expectOwnerTaskError(readBscParameters(path.join(parametersDir, file)), new RegExp(`- ${field} must be`));
      }
      const raw = (await import(path.join(parametersDir, file), { with: { type: 'json' } })) as {
        default: { $global: { chainId: number; requestConfirmations: number } };
      };
      expect(raw.default.$global.chainId).to.equal(chainId);
      expect(raw.default.$global.requestConfirmations).to.be.at.least(3);
    }
  });

  it('rejects fewer than 3 confirmations, a callback gas out of range and a missing supply', function () {
    const base = { ...parameters, totalSupply: '1' };
    expect(() => validateBscParameters({ ...base, requestConfirmations: 2 })).to.throw(
      /requestConfirmations must be an integer from 3/,
    );
    expect(() => validateBscParameters({ ...base, callbackGasLimit: 10_000 })).to.throw(/callbackGasLimit/);
    expect(() => validateBscParameters({ ...base, totalSupply: '' })).to.throw(/totalSupply/);
    expect(
      validateBscParameters({ ...base, totalSupply: '', existingToken: parameters.signer }).existingToken,
    ).to.equal(parameters.signer);
  });

  it('accepts the configured wrapper and prices a request', async function () {
    const report = await checkBscDeployment(ethers.provider, parameters);
    expect(report.typeAndVersion).to.match(/^VRFV2PlusWrapper/);
    expect(report.keyHash).to.equal(VRF.keyHash);
    expect(report.pricePerRequest).to.be.greaterThan(0n);
  });

  it('fails early on a wrong chain, an address without code, a non-wrapper contract and a wrong key hash', async function () {
    await expectOwnerTaskError(
      checkBscDeployment(ethers.provider, { ...parameters, chainId: 97 }),
      /are for chain 97 but the network is chain 31337/,
    );
    await expectOwnerTaskError(
      checkBscDeployment(ethers.provider, { ...parameters, vrfWrapper: gm.users[0].address }),
      /has no code .* wrong address/,
    );
    await expectOwnerTaskError(
      checkBscDeployment(ethers.provider, { ...parameters, vrfWrapper: await gm.token.getAddress() }),
      /is a contract but not a VRF v2\.5 wrapper/,
    );
    await expectOwnerTaskError(
      checkBscDeployment(ethers.provider, { ...parameters, keyHash: '0x' + '22'.repeat(32) }),
      /keyHash .* differs/,
    );
  });

  it('fails on a wrapper that is not configured', async function () {
    const unconfigured = await ethers.deployContract('VRFV2PlusWrapper', [
      await gm.aggregator.getAddress(),
      await gm.aggregator.getAddress(),
      await gm.coordinator.getAddress(),
      gm.subscriptionId,
    ]);
    await expectOwnerTaskError(
      checkBscDeployment(ethers.provider, { ...parameters, vrfWrapper: await unconfigured.getAddress() }),
      /not configured \(s_configured is false\)/,
    );
  });

  it('deploys GMBsc with a new token, wired to the wrapper; a dry run deploys nothing', async function () {
    const lines: string[] = [];
    const dry = await deployProduction(connection, parameters, { dryRun: true, log: (line) => lines.push(line) });
    expect(dry).to.equal(undefined);
    expect(lines.join('\n')).to.match(/dry run/);

    const addresses = await deployProduction(connection, parameters, { dryRun: false, log: () => undefined });
    expect(addresses).to.not.equal(undefined);
    const challenge = await ethers.getContractAt('GMChallenge', addresses!.GMChallenge);
    const publicVesting = await ethers.getContractAt('GMVesting', addresses!.GMVesting.PUBLIC);
    const token = await ethers.getContractAt('GMToken', addresses!.GMToken);
    expect(await challenge.VESTING()).to.equal(addresses!.GMVesting.PUBLIC);
    expect(await challenge.requestConfirmations()).to.equal(3n);
    expect(await challenge.callbackGasLimit()).to.equal(100_000n);
    expect(await challenge.getFunction('signer')()).to.equal(gm.signer.address);
    expect(await publicVesting.isScheduler(addresses!.GMChallenge)).to.equal(true);
    expect(await token.balanceOf(gm.owner.address)).to.equal(1_000_000n * GM);
    for (const claimType of ['BACKER', 'TEAM', 'MARKETING', 'ECOSYSTEM'] as const) {
      const vesting = await ethers.getContractAt('GMVesting', addresses!.GMVesting[claimType]);
      expect(await vesting.claimType()).to.equal(claimType);
      expect(await vesting.tgeTimestamp()).to.equal(BigInt(gm.tge));
    }
  });

  it('deploys GMBscExistingToken on an existing token', async function () {
    const existing = { ...parameters, existingToken: await gm.token.getAddress(), totalSupply: 0n };
    const addresses = await deployProduction(connection, existing, { dryRun: false, log: () => undefined });
    expect(addresses!.GMToken).to.equal(await gm.token.getAddress());
    const vesting = await ethers.getContractAt('GMVesting', addresses!.GMVesting.BACKER);
    expect(await vesting.token()).to.equal(await gm.token.getAddress());
  });
});
