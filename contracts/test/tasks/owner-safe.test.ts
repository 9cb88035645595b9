import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { Interface, type InterfaceAbi } from 'ethers';
import { network } from 'hardhat';
import { gmChallengeAbi, gmTokenAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { type OwnerContext } from '../../tasks/lib/context.js';
import {
  acceptOwnerships,
  callChallengeSetter,
  createSchedules,
  fund,
  registerBalances,
  transferOwnerships,
} from '../../tasks/lib/owner-actions.js';
import { type SafeBatchFile, safeBatchChecksum } from '../../tasks/lib/safe-batch.js';
import { challengeSetterCall } from '../../tasks/lib/setters.js';
import { deployGm, GM, type GmDeployment } from '../helpers/deploy.js';
import { expectOwnerTaskError } from '../helpers/owner-task-error.js';
import { suiteWorkDir } from '../helpers/work-dir.js';

const connection = await network.create();
const { ethers, networkHelpers } = connection;

/** A Safe stand-in: an address with code (so the tasks see a contract owner) that the test impersonates. */
const SAFE = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe';

const interfaces = [gmChallengeAbi, gmVestingAbi, gmTokenAbi].map(
  (abi) => new Interface(abi as unknown as InterfaceAbi),
);

interface World {
  gm: GmDeployment;
  multicall: string;
}

async function fixture(): Promise<World> {
  const gm = await deployGm(connection, { supply: 2_000_000n * GM, buffer: 0n });
  const multicall = await (await ethers.deployContract('Multicall3')).getAddress();
  return { gm, multicall };
}

/** The same deployment, with GMChallenge and GMVesting BACKER owned by the Safe (Ownable2Step) and GM in the Safe. */
async function safeOwnedFixture(): Promise<World> {
  const world = await fixture();
  const { gm } = world;
  await networkHelpers.setCode(SAFE, '0x00');
  await networkHelpers.setBalance(SAFE, 10n ** 20n);
  await networkHelpers.impersonateAccount(SAFE);
  const safe = await ethers.getSigner(SAFE);
  for (const contract of [gm.challenge, gm.vestings.BACKER]) {
    await contract.transferOwnership(SAFE);
    await contract.connect(safe).acceptOwnership();
  }
  await gm.token.transfer(SAFE, 10_000_000n * GM);
  return world;
}

const wallet = (i: number): string => `0xc${(i + 1).toString(16).padStart(39, '0')}`;

function balancesCsv(rows: number): string {
  let text = 'address,amount\n';
  for (let i = 0; i < rows; i++) text += `${wallet(i)},${(i % 7) + 1}\n`;
  return text;
}

function schedulesCsv(rows: number): string {
  let text = 'beneficiary,tgeAmount,releaseDay,month1,month2\n';
  for (let i = 0; i < rows; i++) text += `${wallet(i % (rows - 3))},${(i % 5) + 1},${(i % 28) + 1},10,20\n`;
  return text; // the last three rows repeat the first three beneficiaries, same terms: second schedules
}

/** What the tasks change, read back: registrations, schedules, funds, the pause switch. */
async function endState(world: World, users: string[]): Promise<unknown> {
  const { gm } = world;
  const count = await gm.vestings.BACKER.scheduleCount();
  const schedules = [];
  for (let id = 1n; id <= count; id++) {
    const s = await gm.vestings.BACKER.getVestingSchedule(id);
    schedules.push([s.beneficiary, s.totalAmount, s.tgeAmount, s.releaseDay, [...s.monthlyAmounts]]);
  }
  return {
    registered: await gm.challenge.amount_registered(),
    supply: await gm.challenge.amount_supply(),
    buffer: await gm.challenge.amount_buffer(),
    paused: await gm.challenge.isOff(),
    vestable: await Promise.all(users.map((user) => gm.challenge.vestable(user))),
    schedules,
  };
}

describe('Owner tasks with a Safe owner: Transaction Builder batch files', function () {
  this.timeout(120_000);
  const workDir = suiteWorkDir('gm-safe-');
  let lines: string[];
  const users = Array.from({ length: 1_000 }, (_, i) => wallet(i));

  const contextFor = async (world: World, extra: Partial<OwnerContext>): Promise<OwnerContext> => {
    lines = [];
    const { chainId } = await ethers.provider.getNetwork();
    return {
      provider: ethers.provider,
      sender: world.gm.owner,
      chainId,
      dryRun: false,
      multicall: world.multicall,
      log: (line) => lines.push(line),
      ...extra,
    };
  };

  async function runAll(world: World, context: OwnerContext, tag: string): Promise<void> {
    const challenge = await world.gm.challenge.getAddress();
    const balances = path.join(workDir(), `${tag}-balances.csv`);
    const schedules = path.join(workDir(), `${tag}-schedules.csv`);
    await writeFile(balances, balancesCsv(users.length));
    await writeFile(schedules, schedulesCsv(120));
    const safeFile = (name: string): Partial<OwnerContext> =>
      context.safeJson ? { safeJson: path.join(workDir(), tag, `${name}.json`) } : {};
    await fund({ ...context, ...safeFile('1-fund') }, { challenge, supply: 1_000n * GM, buffer: 500n * GM });
    await registerBalances({ ...context, ...safeFile('2-register') }, { challenge, csv: balances });
    // No eth_estimateGas state override on this node, so the schedule batches are sized by hand.
    await createSchedules(
      { ...context, ...safeFile('3-schedules') },
      { vesting: await world.gm.vestings.BACKER.getAddress(), csv: schedules, batchSize: 25 },
    );
    await callChallengeSetter(
      { ...context, ...safeFile('4-pause') },
      { challenge, ...challengeSetterCall({ setter: 'pause' }) },
    );
  }

  /** Reads every batch file of `dir` in name order, checks its checksum, decodes and executes each call as the Safe. */
  async function executeAsSafe(dir: string, only?: (file: string) => boolean): Promise<string[]> {
    const safe = await ethers.getSigner(SAFE);
    const { chainId } = await ethers.provider.getNetwork();
    const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
    const methods: string[] = [];
    for (const name of files.filter((file) => only?.(file) ?? true)) {
      const batch = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as SafeBatchFile;
      const { checksum, ...meta } = batch.meta;
      expect(checksum, name).to.equal(safeBatchChecksum({ ...batch, meta }));
      expect(batch).to.include({ version: '1.0', chainId: chainId.toString() });
      expect(batch.meta.createdFromSafeAddress.toLowerCase()).to.equal(SAFE);
      for (const tx of batch.transactions) {
        const parsed = interfaces.map((i) => i.parseTransaction({ data: tx.data })).find((p) => p !== null);
        expect(parsed, `${name}: ${tx.data.slice(0, 10)} decodes`).to.not.equal(undefined);
        methods.push(parsed?.name ?? '');
        await (await safe.sendTransaction({ to: tx.to, value: BigInt(tx.value), data: tx.data })).wait();
      }
    }
    return methods;
  }

  it('exports every task as batch files that, executed by the Safe, reach the state of a direct run', async function () {
    // The reference: the same tasks sent directly by the EOA owner.
    const reference = await networkHelpers.loadFixture(fixture);
    await runAll(reference, await contextFor(reference, {}), 'direct');
    const expected = await endState(reference, users);

    const world = await networkHelpers.loadFixture(safeOwnedFixture);
    const context = await contextFor(world, { safeJson: 'set-per-task' });
    await runAll(world, context, 'safe');
    expect(await world.gm.challenge.amount_registered()).to.equal(0n); // nothing was sent
    const methods = await executeAsSafe(path.join(workDir(), 'safe'));
    expect(methods.filter((m) => m === 'registerBalances').length).to.be.greaterThan(1);
    expect(methods).to.include.members(['approve', 'fund', 'registerBalances', 'createVestingSchedules', 'setOff']);
    expect(await endState(world, users)).to.deep.equal(expected);
  });

  it('tells a direct sender that the owner is a contract and to use --safe-json', async function () {
    const world = await networkHelpers.loadFixture(safeOwnedFixture);
    const challenge = await world.gm.challenge.getAddress();
    const csv = path.join(workDir(), 'owned.csv');
    await writeFile(csv, balancesCsv(3));
    await expectOwnerTaskError(
      registerBalances(await contextFor(world, {}), { challenge, csv }),
      /owned by the contract 0x5[aA][fF][eE].* \(a Safe\?\): run the task with --safe-json FILE/,
    );
    await expectOwnerTaskError(
      callChallengeSetter(await contextFor(world, {}), { challenge, ...challengeSetterCall({ setter: 'pause' }) }),
      /--safe-json/,
    );
  });

  it('re-exports only what the chain lacks, and keeps rows of unexecuted files out unless told to replace them', async function () {
    const world = await networkHelpers.loadFixture(safeOwnedFixture);
    const challenge = await world.gm.challenge.getAddress();
    const csv = path.join(workDir(), 'partial.csv');
    await writeFile(csv, balancesCsv(1_000));
    const out = path.join(workDir(), 'partial');
    const context = await contextFor(world, { safeJson: path.join(out, 'register.json'), sender: undefined });
    const { mkdir } = await import('node:fs/promises');
    await mkdir(out, { recursive: true });
    const first = await registerBalances(context, { challenge, csv, batchSize: 250 });
    // Four calls of 250 rows; two fit one Safe transaction (the gas budget of one block's share).
    expect(first.safeFiles.map((f) => path.basename(f))).to.deep.equal(['register-001.json', 'register-002.json']);
    await executeAsSafe(out, (file) => file === 'register-001.json');
    const second = await registerBalances(context, { challenge, csv, batchSize: 250 });
    expect(second).to.include({ alreadyDone: 500, inEarlierSafeFiles: 500, done: 0 });
    expect(lines.join('\n')).to.match(/execute those files, or pass --replace-safe-files/);
    const replaced = await registerBalances(context, { challenge, csv, batchSize: 250, replaceSafeFiles: true });
    expect(replaced).to.include({ alreadyDone: 500, done: 500 });
    const fresh = replaced.safeFiles.map((file) => path.basename(file));
    expect(fresh).to.deep.equal(['register.json']);
    await executeAsSafe(out, (file) => fresh.includes(file));
    expect(await world.gm.challenge.amount_registered()).to.equal(
      users.slice(0, 1_000).reduce((sum, _, i) => sum + BigInt((i % 7) + 1) * GM, 0n),
    );
    const done = await registerBalances(context, { challenge, csv });
    expect(done).to.include({ alreadyDone: 1_000, done: 0 });
  });

  it('hands every contract to the Safe: the deployer proposes, one Safe batch accepts', async function () {
    const world = await networkHelpers.loadFixture(fixture);
    await networkHelpers.setCode(SAFE, '0x00');
    await networkHelpers.setBalance(SAFE, 10n ** 20n);
    await networkHelpers.impersonateAccount(SAFE);
    const contracts = [
      { label: 'GMChallenge', address: await world.gm.challenge.getAddress() },
      ...(Object.entries(world.gm.vestings) as Array<[string, { getAddress(): Promise<string> }]>).map(
        async ([type, vesting]) => ({ label: `GMVesting ${type}`, address: await vesting.getAddress() }),
      ),
    ];
    const owned = await Promise.all(contracts);
    const proposed = await transferOwnerships(await contextFor(world, {}), { contracts: owned, newOwner: SAFE });
    expect(proposed.txHashes).to.have.length(6);
    const out = path.join(workDir(), 'accept');
    await acceptOwnerships(await contextFor(world, { safeJson: path.join(out, 'accept.json'), sender: undefined }), {
      contracts: owned,
    });
    expect(await world.gm.challenge.owner()).to.equal(world.gm.owner.address);
    const methods = await executeAsSafe(out);
    expect(methods).to.deep.equal(Array(6).fill('acceptOwnership'));
    expect((await world.gm.challenge.owner()).toLowerCase()).to.equal(SAFE);
    expect((await world.gm.vestings.MARKETING.owner()).toLowerCase()).to.equal(SAFE);
    await expectOwnerTaskError(
      acceptOwnerships(await contextFor(world, { safeJson: path.join(out, 'again.json') }), { contracts: owned }),
      /no contract has an ownership transfer pending/,
    );
  });
});
