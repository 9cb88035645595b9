import { expect } from 'chai';
import { network } from 'hardhat';
import { authorize } from '../helpers/actions.js';
import { jsRelease } from '../helpers/calendar.js';
import { deployGm, GM, type GmDeployment } from '../helpers/deploy.js';

const connection = await network.create();
const { ethers, networkHelpers } = connection;

/** TGE on 2027-01-31 09:30 UTC: month ends, a short February and a clamped release day (28). */
const TGE = Date.UTC(2027, 0, 31, 9, 30, 0) / 1000;

async function fixture(): Promise<GmDeployment> {
  return deployGm(connection, { tge: TGE });
}

describe('Vesting journeys', function () {
  it('claimAndVest → six monthly claims across calendar months → fully claimed', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user] = gm.users;
    const allocation = 1_000n * GM + 7n; // an integer remainder lands in the last tranche
    await gm.challenge.registerBalance(user.address, allocation);

    const early = await authorize(connection, gm, user);
    await expect(gm.challenge.connect(user).claimAndVest(early.nonce, early.deadline, early.signature))
      .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_ClaimsNotOpen')
      .withArgs(TGE);

    await networkHelpers.time.increaseTo(TGE);
    const auth = await authorize(connection, gm, user);
    const unlock = allocation / 10n;
    const vested = allocation - unlock;
    const tx = gm.challenge.connect(user).claimAndVest(auth.nonce, auth.deadline, auth.signature);
    await expect(tx).to.emit(gm.challenge, 'Claimed').withArgs(user.address, unlock);
    await expect(tx).to.emit(gm.challenge, 'Vest').withArgs(user.address, 1n, vested);
    await expect(tx).to.changeTokenBalance(ethers, gm.token, user, unlock);

    const scheduleId = await gm.challenge.userVestingScheduleIds(user.address);
    expect(scheduleId).to.equal(1n);
    expect(await gm.publicVesting.getUserVestingScheduleId(user.address)).to.equal(1n);
    const schedule = await gm.publicVesting.getVestingSchedule(scheduleId);
    const tranche = vested / 6n;
    expect(schedule.monthlyAmounts).to.deep.equal([tranche, tranche, tranche, tranche, tranche, vested - 5n * tranche]);
    expect(schedule.releaseDay).to.equal(28n);
    expect(schedule.tgeAmount).to.equal(0n);
    expect(schedule.totalAmount).to.equal(vested);

    const snapshot = await gm.challenge.getVestingSnapshot(user.address);
    expect(snapshot).to.deep.equal([unlock, unlock, vested, BigInt(await networkHelpers.time.latest())]);
    await expect(gm.publicVesting.connect(user).claim(scheduleId))
      .to.be.revertedWithCustomError(gm.publicVesting, 'GMVesting_NothingToClaim')
      .withArgs(scheduleId);

    let claimed = 0n;
    for (let month = 1; month <= 6; month += 1) {
      const release = jsRelease(TGE, month, 28);
      expect(await gm.publicVesting.calculateReleaseTimestamp(TGE, month, 28)).to.equal(BigInt(release));
      await networkHelpers.time.increaseTo(release - 1);
      expect(await gm.publicVesting.claimableAmount(scheduleId)).to.equal(0n);
      await networkHelpers.time.increaseTo(release);
      const amount = schedule.monthlyAmounts[month - 1];
      expect(await gm.publicVesting.claimableAmount(scheduleId)).to.equal(amount);
      const info = await gm.publicVesting.getVestingInfo(scheduleId);
      expect(info.monthsElapsed).to.equal(BigInt(month));
      expect(info.claimableMonths).to.equal(1n);
      const claim = gm.publicVesting.connect(user).claim(scheduleId);
      await expect(claim)
        .to.emit(gm.publicVesting, 'Claimed')
        .withArgs(scheduleId, user.address, amount, BigInt(release) + 1n);
      await expect(claim).to.changeTokenBalance(ethers, gm.token, user, amount);
      claimed += amount;
    }
    expect(claimed).to.equal(vested);
    const info = await gm.publicVesting.getVestingInfo(scheduleId);
    expect([info.claimedTotal, info.vestedTotal, info.totalAllocation, info.monthsElapsed, info.claimableMonths]).to.deep.equal([
      vested,
      vested,
      vested,
      6n,
      0n,
    ]);
    await networkHelpers.time.increase(400 * 86_400);
    expect(await gm.publicVesting.claimableAmount(scheduleId)).to.equal(0n);
    expect(await gm.token.balanceOf(await gm.publicVesting.getAddress())).to.equal(0n);
  });

  it('claimAndVest → the owner cannot revoke the schedule nor remove GMChallenge → the user keeps claiming monthly', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [user, later] = gm.users;
    const vesting = gm.publicVesting.connect(gm.owner);
    const challengeAddress = await gm.challenge.getAddress();
    await gm.challenge.registerBalances([user.address, later.address], [600n * GM, 600n * GM]);
    await networkHelpers.time.increaseTo(TGE);
    const auth = await authorize(connection, gm, user);
    await gm.challenge.connect(user).claimAndVest(auth.nonce, auth.deadline, auth.signature);
    const scheduleId = await gm.challenge.userVestingScheduleIds(user.address);
    expect((await vesting.getVestingSchedule(scheduleId)).revocable).to.equal(false);

    // Mid-schedule, the PUBLIC vesting owner tries to take the unvested rest and to block later claims.
    await networkHelpers.time.increaseTo(jsRelease(TGE, 2, 28));
    await expect(vesting.revoke(scheduleId))
      .to.be.revertedWithCustomError(vesting, 'GMVesting_NotRevocable')
      .withArgs(scheduleId);
    await expect(vesting.setScheduler(challengeAddress, false))
      .to.be.revertedWithCustomError(vesting, 'GMVesting_SchedulerCannotBeRemoved')
      .withArgs(challengeAddress);
    expect(await vesting.isScheduler(challengeAddress)).to.equal(true);

    // Claims are not blocked: another user still claims and vests.
    const laterAuth = await authorize(connection, gm, later);
    await expect(gm.challenge.connect(later).claimAndVest(laterAuth.nonce, laterAuth.deadline, laterAuth.signature)).to.emit(
      gm.challenge,
      'Vest',
    );

    // The first user claims every month and ends with the whole 90%.
    const vested = (await vesting.getVestingSchedule(scheduleId)).totalAmount;
    await vesting.connect(user).claim(scheduleId);
    for (let month = 3; month <= 6; month += 1) {
      await networkHelpers.time.increaseTo(jsRelease(TGE, month, 28));
      await expect(vesting.connect(user).claim(scheduleId)).to.emit(vesting, 'Claimed');
    }
    const info = await vesting.getVestingInfo(scheduleId);
    expect([info.claimedTotal, info.vestedTotal]).to.deep.equal([vested, vested]);
    expect((await vesting.getVestingSchedule(scheduleId)).isActive).to.equal(true);
  });

  it('revokes mid-schedule: vested stays claimable, the unvested rest returns to the treasury', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [beneficiary] = gm.users;
    const team = gm.vestings.TEAM;
    const monthly = [100n * GM, 200n * GM, 300n * GM, 400n * GM];
    await gm.token.approve(await team.getAddress(), 1_050n * GM);
    await expect(team.createVestingSchedule(beneficiary.address, 50n * GM, 15, monthly))
      .to.emit(team, 'VestingScheduleCreated')
      .withArgs(1n, beneficiary.address, 1_050n * GM, 50n * GM, 15n);

    await networkHelpers.time.increaseTo(jsRelease(TGE, 2, 15));
    const treasuryBefore = await gm.token.balanceOf(gm.owner.address);
    await expect(team.revoke(1n)).to.emit(team, 'VestingScheduleRevoked').withArgs(1n, 700n * GM);
    expect((await gm.token.balanceOf(gm.owner.address)) - treasuryBefore).to.equal(700n * GM);
    await expect(team.revoke(1n)).to.be.revertedWithCustomError(team, 'GMVesting_ScheduleRevoked').withArgs(1n);

    await networkHelpers.time.increaseTo(jsRelease(TGE, 4, 15));
    expect(await team.calculateVestedAmount(1n)).to.equal(350n * GM);
    const info = await team.getVestingInfo(1n);
    expect([info.vestedTotal, info.monthsElapsed, info.claimableMonths]).to.deep.equal([350n * GM, 2n, 2n]);
    await expect(team.connect(beneficiary).claim(1n)).to.changeTokenBalance(ethers, gm.token, beneficiary, 350n * GM);
    expect((await team.getVestingSchedule(1n)).isActive).to.equal(false);
    expect(await gm.token.balanceOf(await team.getAddress())).to.equal(0n);
  });

  it('changeBeneficiary proposes and only the proposed address accepts the schedule', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [alice, bob, eve] = gm.users;
    const backer = gm.vestings.BACKER;
    await gm.token.approve(await backer.getAddress(), 600n * GM);
    await backer.createVestingSchedules(
      [alice.address, alice.address],
      [100n * GM, 0n],
      [1, 28],
      [[100n * GM, 100n * GM], [300n * GM]],
    );
    expect(await backer.beneficiaryScheduleCount(alice.address)).to.equal(2n);

    await expect(backer.connect(bob).changeBeneficiary(1n, bob.address))
      .to.be.revertedWithCustomError(backer, 'GMVesting_NotBeneficiary')
      .withArgs(1n, bob.address);
    await expect(backer.connect(alice).changeBeneficiary(1n, bob.address))
      .to.emit(backer, 'BeneficiaryChangeProposed')
      .withArgs(1n, alice.address, bob.address);
    expect(await backer.pendingBeneficiary(1n)).to.equal(bob.address);
    expect(await backer.getUserVestingScheduleId(bob.address)).to.equal(0n);
    await expect(backer.connect(eve).acceptBeneficiary(1n))
      .to.be.revertedWithCustomError(backer, 'GMVesting_NotPendingBeneficiary')
      .withArgs(1n, eve.address);
    await expect(backer.connect(bob).acceptBeneficiary(1n))
      .to.emit(backer, 'BeneficiaryChanged')
      .withArgs(1n, alice.address, bob.address);
    expect(await backer.pendingBeneficiary(1n)).to.equal(ethers.ZeroAddress);
    expect(await backer.getUserVestingScheduleId(alice.address)).to.equal(2n);
    expect(await backer.getUserVestingScheduleId(bob.address)).to.equal(1n);
    expect(await backer.beneficiarySchedules(bob.address, 0n)).to.equal(1n);

    await networkHelpers.time.increaseTo(TGE);
    await expect(backer.connect(alice).claim(1n))
      .to.be.revertedWithCustomError(backer, 'GMVesting_NotBeneficiary')
      .withArgs(1n, alice.address);
    await expect(backer.connect(bob).claim(1n)).to.changeTokenBalance(ethers, gm.token, bob, 100n * GM);
  });

  it('nobody can push a dust PUBLIC schedule onto a user before the user claims', async function () {
    const gm = await networkHelpers.loadFixture(fixture);
    const [attacker, victim] = gm.users;
    await gm.challenge.registerBalances([attacker.address, victim.address], [10n, 1_000n * GM]);
    await networkHelpers.time.increaseTo(TGE);
    const attackerAuth = await authorize(connection, gm, attacker);
    await gm.challenge.connect(attacker).claimAndVest(attackerAuth.nonce, attackerAuth.deadline, attackerAuth.signature);
    const dust = await gm.challenge.userVestingScheduleIds(attacker.address);
    await gm.publicVesting.connect(attacker).changeBeneficiary(dust, victim.address);
    expect(await gm.publicVesting.getUserVestingScheduleId(victim.address)).to.equal(0n);

    const victimAuth = await authorize(connection, gm, victim);
    await gm.challenge.connect(victim).claimAndVest(victimAuth.nonce, victimAuth.deadline, victimAuth.signature);
    const own = await gm.challenge.userVestingScheduleIds(victim.address);
    // Both reads a claim page may use agree on the victim's own schedule.
    expect(await gm.publicVesting.getUserVestingScheduleId(victim.address)).to.equal(own);
    expect((await gm.publicVesting.getVestingSchedule(own)).beneficiary).to.equal(victim.address);
    expect((await gm.publicVesting.getVestingSchedule(own)).totalAmount).to.equal(900n * GM);
  });
});
