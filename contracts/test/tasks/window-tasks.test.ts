import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import hre, { network } from 'hardhat';
import { buildAllocation } from '@gm-claim/shared/allocations/build';
import { sortRows } from '@gm-claim/shared/allocations/canonical-list';
import { readOperatorStatus } from '@gm-claim/shared/ops/read-operator-status';
import { type OwnerContext } from '../../tasks/lib/context.js';
import { formatOperatorStatus } from '../../tasks/lib/status-format.js';
import {
  cancelAllocationRoot,
  parseTime,
  proposeAllocationRoot,
  setClaimDeadline,
  setClaimsOpenAt,
  setMissionsGateEnd,
  sweepUnclaimed,
} from '../../tasks/lib/window-actions.js';
import { deployGm, GM, type GmDeployment } from '../helpers/deploy.js';
import { placeBet } from '../helpers/actions.js';
import { expectOwnerTaskError } from '../helpers/owner-task-error.js';
import { suiteWorkDir } from '../helpers/work-dir.js';

const connection = await network.create();
const { ethers, networkHelpers } = connection;
const DAY = 86_400;

async function fixture(): Promise<GmDeployment> {
  return deployGm(connection, { supply: 10_000n * GM, buffer: 5_000n * GM });
}

describe('Owner tasks of the claim window and allocation roots (gm set-claims-open-at … cancel-allocation-root)', function () {
  let gm: GmDeployment;
  let lines: string[];
  let context: OwnerContext;
  let challenge: string;
  const workDir = suiteWorkDir('gm-window-tasks-');

  beforeEach(async function () {
    gm = await networkHelpers.loadFixture(fixture);
    lines = [];
    const { chainId } = await ethers.provider.getNetwork();
    challenge = await gm.challenge.getAddress();
    context = { provider: ethers.provider, sender: gm.owner, chainId, dryRun: false, log: (line) => lines.push(line) };
  });

  const now = (): Promise<number> => networkHelpers.time.latest();

  describe('parseTime', function () {
    it('takes unix seconds or an ISO date-time with its zone, and 0 / none only where allowed', function () {
      expect(parseTime('1767225600', 't')).to.equal(1_767_225_600);
      expect(parseTime('2026-01-01T00:00:00Z', 't')).to.equal(1_767_225_600);
      expect(parseTime('2026-01-01T02:00+02:00', 't')).to.equal(1_767_225_600);
      expect(parseTime('none', 'deadline', true)).to.equal(0);
      expect(parseTime('0', 'deadline', true)).to.equal(0);
      expect(() => parseTime('2026-01-01T00:00:00', 't')).to.throw(/not a time/);
      expect(() => parseTime('tomorrow', 't')).to.throw(/not a time/);
      expect(() => parseTime('0', 'openAt')).to.throw(/0 is not a time/);
    });
  });

  describe('set-claims-open-at', function () {
    it('moves the opening later, and earlier with 24 h notice; the chain has the new time', async function () {
      const later = gm.tge + 3 * DAY;
      await setClaimsOpenAt(context, { challenge, openAt: later });
      expect(await gm.challenge.claimsOpenAt()).to.equal(BigInt(later));
      const earlier = gm.tge + DAY;
      await setClaimsOpenAt(context, { challenge, openAt: earlier });
      expect(await gm.challenge.claimsOpenAt()).to.equal(BigInt(earlier));
      expect(lines.join('\n')).to.match(/open claims at .*Z/);
    });

    it('refuses too short a notice, before the TGE, and after the opening passed — sending nothing', async function () {
      await setClaimsOpenAt(context, { challenge, openAt: gm.tge + 3 * DAY });
      await networkHelpers.time.increaseTo(gm.tge + 3_600);
      await expectOwnerTaskError(
        setClaimsOpenAt(context, { challenge, openAt: gm.tge + 7_200 }),
        /too soon: an earlier opening needs 24 hours of notice/,
      );
      await expectOwnerTaskError(setClaimsOpenAt(context, { challenge, openAt: gm.tge - 10 }), /before the TGE/);
      expect(await gm.challenge.claimsOpenAt()).to.equal(BigInt(gm.tge + 3 * DAY));
      await networkHelpers.time.increaseTo(gm.tge + 3 * DAY + 1);
      await expectOwnerTaskError(
        setClaimsOpenAt(context, { challenge, openAt: gm.tge + 5 * DAY }),
        /opened at .*: the opening can no longer move/,
      );
    });

    it('writes a Safe batch file with the exact call and sends nothing', async function () {
      const file = path.join(workDir(), 'open.json');
      const openAt = gm.tge + 2 * DAY;
      await setClaimsOpenAt({ ...context, safeJson: file, safeAddress: gm.owner.address }, { challenge, openAt });
      const batch = JSON.parse(await readFile(file, 'utf8')) as { transactions: Array<{ to: string; data: string }> };
      expect(batch.transactions).to.have.length(1);
      expect(batch.transactions[0]?.to).to.equal(challenge);
      expect(batch.transactions[0]?.data).to.equal(
        gm.challenge.interface.encodeFunctionData('setClaimsOpenAt', [BigInt(openAt)]),
      );
      expect(await gm.challenge.claimsOpenAt()).to.equal(BigInt(gm.tge));
    });
  });

  describe('set-claim-deadline', function () {
    it('sets a deadline 30+ days away, removes it with 0, and refuses a short notice', async function () {
      const deadline = (await now()) + 40 * DAY;
      await setClaimDeadline(context, { challenge, deadline });
      expect(await gm.challenge.claimDeadline()).to.equal(BigInt(deadline));
      await setClaimDeadline(context, { challenge, deadline: 0 });
      expect(await gm.challenge.claimDeadline()).to.equal(0n);
      await expectOwnerTaskError(setClaimDeadline(context, { challenge, deadline: 0 }), /no deadline to remove/);
      await expectOwnerTaskError(
        setClaimDeadline(context, { challenge, deadline: (await now()) + 10 * DAY }),
        /too soon: a deadline needs 30 days of notice/,
      );
    });

    it('plans in a dry run with its gas, and changes nothing', async function () {
      await setClaimDeadline({ ...context, dryRun: true }, { challenge, deadline: (await now()) + 40 * DAY });
      expect(lines.join('\n')).to.match(/dry run, not sent: close claims after/);
      expect(lines.join('\n')).to.match(/gas/);
      expect(await gm.challenge.claimDeadline()).to.equal(0n);
    });
  });

  describe('set-missions-gate-end', function () {
    it('sets the end, brings it earlier, and refuses a later one', async function () {
      const end = (await now()) + 20 * DAY;
      await setMissionsGateEnd(context, { challenge, endsAt: end });
      await setMissionsGateEnd(context, { challenge, endsAt: end - DAY });
      expect(await gm.challenge.missionsGateEndsAt()).to.equal(BigInt(end - DAY));
      await expectOwnerTaskError(setMissionsGateEnd(context, { challenge, endsAt: end }), /earlier, never later/);
    });
  });

  describe('sweep-unclaimed', function () {
    it('refuses before the deadline; after it sweeps all but the pending bets and the buffer, to the treasury', async function () {
      const [bettor, idle] = gm.users;
      // A bettor registers and bets (pending); another registers and never claims.
      await gm.challenge.connect(gm.owner).registerBalances([bettor.address, idle.address], [1_000n * GM, 1_000n * GM]);
      await networkHelpers.time.increaseTo(gm.tge + 1);
      await placeBet(connection, gm, bettor, 100n * GM, 2n);
      const deadline = (await now()) + 31 * DAY;
      await setClaimDeadline(context, { challenge, deadline });
      const treasury = gm.users[5].address;
      await expectOwnerTaskError(sweepUnclaimed(context, { challenge, treasury }), /sweep after it/);
      await expectOwnerTaskError(sweepUnclaimed(context, { challenge, treasury: 'nope' }), /not an address/);
      await networkHelpers.time.increaseTo(deadline + 1);

      const status = await readOperatorStatus({
        provider: ethers.provider,
        addresses: { challenge, vestings: {} },
        fromBlock: 0,
      });
      expect(status.challenge.window.state).to.equal('closed');
      const pending = await gm.challenge.amount_pendingBets();
      expect(pending).to.be.greaterThan(0n);
      expect(status.challenge.pendingBetsAmount).to.equal(pending);
      const before = await gm.token.balanceOf(treasury);
      const result = await sweepUnclaimed(context, { challenge, treasury });
      expect(result.amount).to.equal(status.challenge.sweepable);
      expect((await gm.token.balanceOf(treasury)) - before).to.equal(result.amount);
      expect(await gm.token.balanceOf(challenge)).to.equal(pending + (await gm.challenge.amount_buffer()));
      await expectOwnerTaskError(sweepUnclaimed(context, { challenge, treasury }), /nothing to sweep/);
    });

    it('refuses without a deadline', async function () {
      await expectOwnerTaskError(
        sweepUnclaimed(context, { challenge, treasury: gm.users[5].address }),
        /there is no claim deadline/,
      );
    });
  });

  describe('propose-allocation-root and cancel-allocation-root', function () {
    const manifestFile = async (version: number, chainId?: number): Promise<string> => {
      const { chainId: actual } = await ethers.provider.getNetwork();
      const rows = sortRows(
        gm.users
          .slice(0, 3)
          .map((user, i) => ({ address: user.address.toLowerCase(), amount: BigInt(i + 1) * 100n * GM })),
      );
      const build = buildAllocation(rows, { chainId: chainId ?? Number(actual), contract: challenge, version });
      const file = path.join(workDir(), `manifest-${version}-${chainId ?? 'here'}.json`);
      await writeFile(file, JSON.stringify(build.manifest));
      return file;
    };

    it("proposes the manifest's root, total and list hash as the next version; cancels it while pending", async function () {
      const file = await manifestFile(1);
      const manifest = JSON.parse(await readFile(file, 'utf8')) as { root: string; total: string; listHash: string };
      const result = await proposeAllocationRoot(context, { challenge, manifest: file });
      expect(result.version).to.equal(1);
      const root = await gm.challenge.allocationRoot(1n);
      expect(root.root).to.equal(manifest.root);
      expect(root.total).to.equal(600n * GM);
      expect(root.listHash).to.equal(manifest.listHash);

      const status = await readOperatorStatus({
        provider: ethers.provider,
        addresses: { challenge, vestings: {} },
        fromBlock: 0,
      });
      expect(status.challenge.allocationRoots.map((r) => [r.version, r.state, r.total])).to.deep.equal([
        [1, 'pending', 600n * GM],
      ]);
      expect(formatOperatorStatus(status).join('\n')).to.match(/allocation v1 PENDING until .* total 600 GM/);

      await cancelAllocationRoot(context, { challenge, version: 1 });
      expect((await gm.challenge.allocationRoot(1n)).cancelled).to.equal(true);
      await expectOwnerTaskError(cancelAllocationRoot(context, { challenge, version: 1 }), /already cancelled/);
      await expectOwnerTaskError(cancelAllocationRoot(context, { challenge, version: 2 }), /no allocation version 2/);
    });

    it('refuses a manifest of another version, another chain, or a file that is not one; never cancels an active root', async function () {
      await expectOwnerTaskError(
        proposeAllocationRoot(context, { challenge, manifest: await manifestFile(2) }),
        /version 2 but the contract's next version is 1/,
      );
      await expectOwnerTaskError(
        proposeAllocationRoot(context, { challenge, manifest: await manifestFile(1, 97) }),
        /for chain 97/,
      );
      const bad = path.join(workDir(), 'bad.json');
      await writeFile(bad, '{"format":"x"}');
      await expectOwnerTaskError(
        proposeAllocationRoot(context, { challenge, manifest: bad }),
        /not an allocation manifest/,
      );
      expect(await gm.challenge.allocationRootCount()).to.equal(0n);

      await proposeAllocationRoot(context, { challenge, manifest: await manifestFile(1) });
      await networkHelpers.time.increase(Number(await gm.challenge.allocationRootDelay()) + 1);
      await expectOwnerTaskError(cancelAllocationRoot(context, { challenge, version: 1 }), /is active since/);
    });
  });

  describe('gm status', function () {
    it('shows the window: opening, deadline, gate, pending bets amount and the sweep', async function () {
      await setClaimDeadline(context, { challenge, deadline: gm.tge + 40 * DAY });
      const status = await readOperatorStatus({
        provider: ethers.provider,
        addresses: { challenge, vestings: {} },
        fromBlock: 0,
      });
      expect(status.challenge.window).to.include({
        openAt: gm.tge,
        deadline: gm.tge + 40 * DAY,
        missionsGateEndsAt: 0,
        state: 'before-opening',
      });
      const text = formatOperatorStatus(status).join('\n');
      expect(text, text).to.match(/claims {7}NOT OPEN YET {4}opening \S+Z \(in (1 d|23 h)/);
      expect(text).to.match(/gate never ends/);
      expect(text).to.match(/a sweep would move .* \(only after the deadline\)/);
      expect(text).to.match(/no allocation root proposed/);
    });

    it('registers the six tasks with Hardhat, each with --dry-run, --safe-json and --address', function () {
      for (const name of [
        'set-claims-open-at',
        'set-claim-deadline',
        'set-missions-gate-end',
        'sweep-unclaimed',
        'propose-allocation-root',
        'cancel-allocation-root',
      ]) {
        const task = hre.tasks.getTask(['gm', name]);
        for (const option of ['dryRun', 'safeJson', 'address']) {
          expect(task.options.has(option), `gm ${name} --${option}`).to.equal(true);
        }
      }
    });
  });
});
