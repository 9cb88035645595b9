import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { network } from 'hardhat';
import { readOperatorStatus } from '@gm-claim/shared/ops/read-operator-status';
import { type OwnerContext } from '../../tasks/lib/context.js';
import { formatBnb } from '../../tasks/lib/gas.js';
import { createSchedules, fund, registerBalances } from '../../tasks/lib/owner-actions.js';
import { safeBatchChecksum } from '../../tasks/lib/safe-batch.js';
import { formatOperatorStatus, operatorStatusJson } from '../../tasks/lib/status-format.js';
import { fulfil, openClaims, placeBet, wordWithRoll } from '../helpers/actions.js';
import { deployGm, GM, type GmDeployment } from '../helpers/deploy.js';
import { suiteWorkDir } from '../helpers/work-dir.js';

const connection = await network.create();
const { ethers, networkHelpers } = connection;

async function fixture(): Promise<{ gm: GmDeployment; multicall: string }> {
  const gm = await deployGm(connection, { supply: 10_000_000n * GM, buffer: 1_000_000n * GM });
  await openClaims(connection, gm);
  const multicall = await (await ethers.deployContract('Multicall3')).getAddress();
  return { gm, multicall };
}

const user = (i: number): string => `0xe${(i + 1).toString(16).padStart(39, '0')}`;

describe('Owner tasks: what a dry run says it costs, and gm status', function () {
  this.timeout(120_000);
  const workDir = suiteWorkDir('gm-cost-');
  let gm: GmDeployment;
  let lines: string[];
  let context: OwnerContext;

  beforeEach(async function () {
    const world = await networkHelpers.loadFixture(fixture);
    gm = world.gm;
    lines = [];
    context = {
      provider: ethers.provider,
      sender: gm.owner,
      chainId: 31337n,
      dryRun: false,
      multicall: world.multicall,
      log: (line) => lines.push(line),
    };
  });

  it('register-balances: the dry run plans the transactions the real run sends, and their gas within 2%', async function () {
    const csv = path.join(workDir(), 'balances.csv');
    await writeFile(
      csv,
      `address,amount\n${Array.from({ length: 1_200 }, (_, i) => `${user(i)},${i + 1}`).join('\n')}\n`,
    );
    const challenge = await gm.challenge.getAddress();
    const plan = await registerBalances({ ...context, dryRun: true, gasPrice: 2n * 10n ** 9n }, { challenge, csv });
    expect(await gm.challenge.amount_registered()).to.equal(0n);
    const planned = plan.plannedGas.map((gas) => gas ?? 0n);
    const plannedTotal = planned.reduce((a, b) => a + b, 0n);
    const output = lines.join('\n');
    expect(output).to.include(`cost: ${planned.length} transaction(s)`);
    expect(output).to.include(`total gas: ${plannedTotal.toLocaleString('en-US')}`);
    expect(output).to.include(`at --gas-price 2 gwei: ${formatBnb(plannedTotal * 2n * 10n ** 9n)}`);
    expect(output).to.match(/at the current gas price [\d.]+ gwei: [\d.]+ BNB/);

    const sent = await registerBalances(context, { challenge, csv });
    expect(sent.transactions).to.equal(planned.length);
    const error = Number(plannedTotal - sent.gasUsed) / Number(sent.gasUsed);
    expect(Math.abs(error), `planned ${plannedTotal}, used ${sent.gasUsed}`).to.be.below(0.02);
  });

  it('create-schedules: estimates every batch once the approval exists, and says which it cannot before', async function () {
    const csv = path.join(workDir(), 'schedules.csv');
    const rows = Array.from({ length: 200 }, (_, i) => `${user(i)},1,${(i % 28) + 1},2,3`);
    await writeFile(csv, `beneficiary,tgeAmount,releaseDay,month1,month2\n${rows.join('\n')}\n`);
    const vesting = await gm.vestings.TEAM.getAddress();

    await createSchedules({ ...context, dryRun: true }, { vesting, csv, batchSize: 60 });
    expect(lines.join('\n')).to.match(/dry run, not sent: approve 1200\.0 GM/);
    expect(lines.join('\n'), lines.join('\n')).to.match(
      /total gas: [\d,]+ \+ 4 transaction\(s\) not estimable \(they need the approval first/,
    );

    await gm.token.approve(vesting, 1_200n * GM);
    lines = [];
    const plan = await createSchedules({ ...context, dryRun: true }, { vesting, csv });
    expect(plan.plannedGas.every((gas) => gas !== null && gas > 0n)).to.equal(true);
    expect(lines.join('\n')).to.not.match(/not estimable/);
    const sent = await createSchedules(context, { vesting, csv });
    expect(sent.transactions).to.equal(plan.plannedGas.length);
    const plannedTotal = plan.plannedGas.reduce<bigint>((a, b) => a + (b ?? 0n), 0n);
    expect(Math.abs(Number(plannedTotal - sent.gasUsed) / Number(sent.gasUsed))).to.be.below(0.02);
  });

  it('a small task prints each call with its calldata and its cost', async function () {
    await fund(
      { ...context, dryRun: true, gasPrice: 5n * 10n ** 9n },
      { challenge: await gm.challenge.getAddress(), supply: 10n * GM, buffer: 0n },
    );
    const output = lines.join('\n');
    expect(output)
      .to.match(/\[1\/2\] dry run, not sent: approve 10\.0 GM/)
      .and.match(/data 0x095ea7b3/);
    expect(output).to.match(/cost: 2 transaction\(s\)\n\s+1\. [\d,]+ gas {2}approve/);
    expect(output).to.match(/at --gas-price 5 gwei: [\d.]+ BNB/);
  });

  it('computes the Transaction Builder checksum of its published example', function () {
    // The example file of Safe's tx-builder checksum test and the checksum the Transaction Builder gives it.
    const example = {
      version: '1.0',
      chainId: '4',
      createdAt: 1646321521061,
      meta: {
        name: 'test batch file',
        txBuilderVersion: '1.4.0',
        checksum: '',
        createdFromSafeAddress: '0xDF8a1Ce35c9a6ACE153B4e0767942f1E2291a1Aa',
        createdFromOwnerAddress: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      },
      transactions: [
        {
          to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
          value: '0',
          contractMethod: {
            inputs: [{ internalType: 'address', name: 'paramAddress', type: 'address' }],
            name: 'testAddress',
            payable: false,
          },
          contractInputsValues: { paramAddress: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6' },
        },
        {
          to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
          value: '0',
          contractMethod: {
            inputs: [{ internalType: 'bool', name: 'paramBool', type: 'bool' }],
            name: 'testBool',
            payable: false,
          },
          contractInputsValues: { paramAddress: '', paramBool: 'false' },
        },
        {
          to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
          value: '2000000000000000000',
          data: '0x42f4579000000000000000000000000049d4450977e2c95362c13d3a31a09311e0ea26a6',
        },
      ],
    };
    expect(safeBatchChecksum(example)).to.equal('0x4ecbfd364aa6759983915644e73f8bd411e85a2dc306f252a387c2728c4db64c');
    expect(safeBatchChecksum({ ...example, meta: { ...example.meta, name: 'renamed' } })).to.equal(
      safeBatchChecksum(example),
    );
  });

  it('gm status: funds, registrations, pending and cancellable bets, and vesting totals', async function () {
    const [alice, bob] = gm.users;
    const challenge = await gm.challenge.getAddress();
    await gm.challenge.registerBalances([alice.address, bob.address], [1_000n * GM, 2_000n * GM]);
    const resolved = await placeBet(connection, gm, alice, 10n * GM, 2n);
    await fulfil(gm, resolved, wordWithRoll(9_999));
    const pending = await placeBet(connection, gm, bob, 100n * GM, 4n);
    const backer = gm.vestings.BACKER;
    await gm.token.approve(await backer.getAddress(), 600n * GM);
    await backer.createVestingSchedules(
      [alice.address, bob.address],
      [100n * GM, 50n * GM],
      // Day 28: month 1 comes at least 28 days after TGE whatever today's date (with day 1 the test failed in the
      // last two days of a month, when the two days it moves the chain on crossed the 1st).
      [28, 28],
      [[200n * GM], [250n * GM]],
    );
    await networkHelpers.time.increase(1);
    await backer.connect(alice).claim(1n);
    await networkHelpers.time.increase(Number(await gm.challenge.cancelDelay()) + 1);

    const status = await readOperatorStatus({
      provider: ethers.provider,
      addresses: { challenge, vestings: { BACKER: await backer.getAddress() }, multicall: context.multicall },
      fromBlock: 0,
      gasPrice: 3n * 10n ** 9n,
      logs: { maxBlockRange: 7 }, // many small ranges: the scan must stitch them
    });
    const c = status.challenge;
    expect(c.registered).to.equal(3_000n * GM);
    expect(c.registeredUsers).to.equal(2);
    expect(c.unregistered).to.equal(10_000_000n * GM - 3_000n * GM);
    expect(c.paused).to.equal(false);
    expect(c.owner).to.equal(gm.owner.address);
    expect(c.ownerIsContract).to.equal(false);
    expect(c.vrf.priceOfOneBet).to.equal(await gm.challenge.estimateVrfCost(3n * 10n ** 9n));
    expect(c.bets).to.include({ requested: 2, resolved: 1, cancelled: 0, pending: 1, cancellable: 1 });
    expect(c.bets.oldestPendingRequestIds).to.deep.equal([pending]);
    expect(c.bets.oldestPendingAgeSeconds).to.be.greaterThan(Number(await gm.challenge.cancelDelay()));
    expect(c.bettingTable).to.have.length(12);
    expect(status.vestings).to.have.length(1);
    expect(status.vestings[0]).to.include({
      claimType: 'BACKER',
      schedules: 2n,
      allocated: 600n * GM,
      vested: 150n * GM,
      claimed: 100n * GM,
      unclaimed: 50n * GM,
    });

    const screen = formatOperatorStatus(status).join('\n');
    expect(screen, screen).to.match(/pending bets 1, oldest \d+ d \d+ h, 1 cancellable/);
    expect(screen).to.match(/registered {3}3,000 GM \(2 users\)/);
    expect(screen).to.match(/BACKER\s+2\s+600 GM\s+150 GM\s+100 GM\s+50 GM/);
    const json = JSON.parse(operatorStatusJson(status)) as { challenge: { registered: string } };
    expect(json.challenge.registered).to.equal((3_000n * GM).toString());
  });
});
