import { expect } from 'chai';
import { network } from 'hardhat';
import {
  authorize,
  fulfil,
  placeBet,
  registration,
  requestIdOf,
  vrfPrice,
  wordWithRoll,
  deployOpen,
  openClaims,
} from '../helpers/actions.js';
import { GM, type GmDeployment } from '../helpers/deploy.js';

const connection = await network.create();
const { ethers, networkHelpers } = connection;

const fixture = (): Promise<GmDeployment> => deployOpen(connection);

/** Nothing funded yet: the journey funds GMChallenge itself. */
const unfundedFixture = (): Promise<GmDeployment> => deployOpen(connection, { supply: 0n, buffer: 0n });

const ALLOCATION = 1_000n * GM;
const ODDS = [
  { multiple: 2n, probBps: 2500, lossBps: 5000 },
  { multiple: 4n, probBps: 1500, lossBps: 7000 },
  { multiple: 6n, probBps: 1200, lossBps: 9000 },
] as const;

/** A fresh deployment whose first user registered {@link ALLOCATION}. */
async function registered() {
  const gm = await networkHelpers.loadFixture(fixture);
  const [user, other] = gm.users;
  await gm.challenge.registerBalance(user.address, ALLOCATION);
  return { gm, user, other };
}

/** {@link registered}, and the user bet `unit` at `multiple`, still pending. */
async function pendingBet(unit: bigint, multiple: bigint) {
  const { gm, user, other } = await registered();
  const bufferBefore = await gm.challenge.amount_buffer();
  const requestId = await placeBet(connection, gm, user, unit, multiple);
  return { gm, user, other, bufferBefore, requestId };
}

describe('GMChallenge journeys', function () {
  describe('registration', function () {
    it('registers by the owner and emits UserRegistered', async function () {
      const gm = await networkHelpers.loadFixture(fixture);
      const [user] = gm.users;
      await expect(gm.challenge.registerBalance(user.address, ALLOCATION))
        .to.emit(gm.challenge, 'UserRegistered')
        .withArgs(user.address, ALLOCATION);
      expect(await gm.challenge.isRegistered(user.address)).to.equal(true);
      expect(await gm.challenge.vestable(user.address)).to.equal(ALLOCATION);
      expect(await gm.challenge.availableToBet(user.address)).to.equal(ALLOCATION);
      expect(await gm.challenge.amount_registered()).to.equal(ALLOCATION);
    });

    it('registers in batch and refuses registrations beyond the supply', async function () {
      const gm = await networkHelpers.loadFixture(fixture);
      const [a, b, c] = gm.users;
      await gm.challenge.registerBalances([a.address, b.address], [ALLOCATION, 2n * ALLOCATION]);
      expect(await gm.challenge.vestable(b.address)).to.equal(2n * ALLOCATION);
      const available = (await gm.challenge.amount_supply()) - (await gm.challenge.amount_registered());
      await expect(gm.challenge.registerBalance(c.address, available + 1n))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InsufficientSupply')
        .withArgs(available + 1n, available);
      await expect(gm.challenge.registerBalance(a.address, 1n))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_AlreadyRegistered')
        .withArgs(a.address);
    });

    it('skips users a batch lists again or who registered with a signature, and reports each skip', async function () {
      const gm = await networkHelpers.loadFixture(fixture);
      const [early, selfRegistered, late] = gm.users;
      await gm.challenge.registerBalances([early.address], [ALLOCATION]);
      // A user registers through registerAndBet before the owner's batch that lists them lands.
      const sig = await registration(connection, gm, selfRegistered, ALLOCATION);
      await gm.challenge
        .connect(selfRegistered)
        .registerAndBet(ALLOCATION, 10n * GM, 2n, 2500, 5000, sig.nonce, sig.deadline, sig.signature, { value: GM });

      // The batch is re-sent whole, lists `late` twice, and still registers `late` once.
      const tx = gm.challenge.registerBalances(
        [early.address, selfRegistered.address, late.address, late.address],
        [ALLOCATION, 7n * GM, 3n * GM, 5n * GM],
      );
      await expect(tx).to.emit(gm.challenge, 'RegistrationSkipped').withArgs(early.address, ALLOCATION);
      await expect(tx)
        .to.emit(gm.challenge, 'RegistrationSkipped')
        .withArgs(selfRegistered.address, 7n * GM);
      await expect(tx)
        .to.emit(gm.challenge, 'UserRegistered')
        .withArgs(late.address, 3n * GM);
      await expect(tx)
        .to.emit(gm.challenge, 'RegistrationSkipped')
        .withArgs(late.address, 5n * GM);
      expect(await gm.challenge.amount_registered()).to.equal(2n * ALLOCATION + 3n * GM);
      expect(await gm.challenge.vestable(selfRegistered.address)).to.equal(ALLOCATION - 10n * GM);
      expect(await gm.challenge.vestable(late.address)).to.equal(3n * GM);
    });

    it('registers with the server signature inside registerAndBet', async function () {
      const gm = await networkHelpers.loadFixture(fixture);
      const [user] = gm.users;
      const sig = await registration(connection, gm, user, ALLOCATION);
      const tx = gm.challenge
        .connect(user)
        .registerAndBet(ALLOCATION, 100n * GM, 2n, 2500, 5000, sig.nonce, sig.deadline, sig.signature, { value: GM });
      await expect(tx).to.emit(gm.challenge, 'UserRegistered').withArgs(user.address, ALLOCATION);
      await expect(tx).to.emit(gm.challenge, 'BetRequested');
      expect(await gm.challenge.vestable(user.address)).to.equal(ALLOCATION - 100n * GM);
      expect(await gm.challenge.usedNonces(user.address, sig.nonce)).to.equal(true);
    });

    it('registers with the server signature inside registerAndClaimAndVest', async function () {
      const gm = await networkHelpers.loadFixture(fixture);
      const [user] = gm.users;
      await openClaims(connection, gm);
      const sig = await registration(connection, gm, user, ALLOCATION);
      const tx = gm.challenge.connect(user).registerAndClaimAndVest(ALLOCATION, sig.nonce, sig.deadline, sig.signature);
      await expect(tx).to.emit(gm.challenge, 'UserRegistered').withArgs(user.address, ALLOCATION);
      await expect(tx)
        .to.emit(gm.challenge, 'Claimed')
        .withArgs(user.address, ALLOCATION / 10n);
      await expect(tx).to.changeTokenBalance(ethers, gm.token, user, ALLOCATION / 10n);
      expect(await gm.challenge.hasClaimedAndVested(user.address)).to.equal(true);
    });
  });

  describe('bet → fulfil', function () {
    for (const { multiple, probBps, lossBps } of ODDS) {
      it(`x${multiple}: a win pays stake × ${multiple}`, async function () {
        const unit = 100n * GM;
        const { gm, user, bufferBefore, requestId } = await pendingBet(unit, multiple);
        expect(await gm.challenge.amount_buffer()).to.equal(bufferBefore - unit * (multiple - 1n));
        expect(await gm.challenge.availableToBet(user.address)).to.equal(0n);
        expect(await gm.challenge.participation(multiple)).to.equal(1n);

        await expect(fulfil(gm, requestId, wordWithRoll(probBps - 1)))
          .to.emit(gm.challenge, 'BetResolved')
          .withArgs(requestId, user.address, true, unit * multiple, wordWithRoll(probBps - 1));
        expect(await gm.challenge.redeemable(user.address)).to.equal(unit * multiple);
        expect(await gm.challenge.vestable(user.address)).to.equal(ALLOCATION - unit);
        expect(await gm.challenge.amount_buffer()).to.equal(bufferBefore - unit * (multiple - 1n));
        const bet = await gm.challenge.getLastBet(user.address);
        expect([
          bet.requestId,
          bet.unit,
          bet.multiple,
          bet.gain,
          bet.loss,
          bet.resolved,
          bet.success,
          bet.cancelled,
        ]).to.deep.equal([requestId, unit, multiple, unit * multiple, 0n, true, true, false]);
      });

      it(`x${multiple}: a loss forfeits ${lossBps / 100}% and leaves the rest redeemable`, async function () {
        const unit = 10n * GM;
        const { gm, user, bufferBefore, requestId } = await pendingBet(unit, multiple);
        const loss = (unit * BigInt(lossBps)) / 10_000n;

        await expect(fulfil(gm, requestId, wordWithRoll(probBps)))
          .to.emit(gm.challenge, 'BetResolved')
          .withArgs(requestId, user.address, false, 0n, wordWithRoll(probBps));
        expect(await gm.challenge.redeemable(user.address)).to.equal(unit - loss);
        expect(await gm.challenge.amount_buffer()).to.equal(bufferBefore + loss);
        const bet = await gm.challenge.getBetHistoryByRequestId(requestId);
        expect([bet.gain, bet.loss, bet.resolved, bet.success]).to.deep.equal([0n, loss, true, false]);
        // The user can bet again with what is left.
        expect(await gm.challenge.availableToBet(user.address)).to.equal(ALLOCATION - unit);
      });
    }
  });

  describe('odds', function () {
    it('refuses a bet when the owner worsens the row between display and bet, and accepts better odds', async function () {
      const { gm, user } = await registered();
      const [shownProb, shownLoss] = await gm.challenge.bettingTable(10n * GM, 2n); // what the web displayed
      await gm.challenge.setBettingTable(10n * GM, 2n, 0, 10_000); // lands first
      const auth = await authorize(connection, gm, user);
      await expect(
        gm.challenge
          .connect(user)
          .bet(10n * GM, 2n, shownProb, shownLoss, auth.nonce, auth.deadline, auth.signature, { value: GM }),
      )
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_OddsChanged')
        .withArgs(0, 10_000, shownProb, shownLoss);
      expect(await gm.challenge.vestable(user.address)).to.equal(ALLOCATION);

      await gm.challenge.setBettingTable(10n * GM, 2n, 3000, 4000);
      const tx = gm.challenge
        .connect(user)
        .bet(10n * GM, 2n, shownProb, shownLoss, auth.nonce, auth.deadline, auth.signature, { value: GM });
      const requestId = requestIdOf(await (await tx).wait());
      const [requested] = await gm.challenge.queryFilter(gm.challenge.filters.BetRequested(requestId));
      expect([requested!.args.probBps, requested!.args.lossBps]).to.deep.equal([3000n, 4000n]);
      const bet = await gm.challenge.getBetHistoryByRequestId(requestId);
      expect([bet.probBps, bet.lossBps]).to.deep.equal([3000n, 4000n]);
    });
  });

  describe('cancel', function () {
    it('cancels in two steps after the delay, restores the stake and ignores a late fulfilment', async function () {
      const { gm, user, other, bufferBefore, requestId } = await pendingBet(1_000n * GM, 6n);
      const requestedAt = BigInt(await networkHelpers.time.latest());
      const delay = await gm.challenge.cancelDelay();
      const window = await gm.challenge.CANCEL_FINALIZE_DELAY();
      expect(window).to.equal(600n);

      await expect(gm.challenge.connect(user).requestCancelBet(requestId))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_CancelTooEarly')
        .withArgs(requestId, requestedAt + delay);
      await networkHelpers.time.increaseTo(requestedAt + delay);
      // The old one-step cancel is gone: a bettor cannot cancel ahead of a fulfilment seen in the mempool.
      await expect(gm.challenge.connect(user).cancelBet(requestId))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_CancelNotRequested')
        .withArgs(requestId);
      await expect(gm.challenge.connect(other).requestCancelBet(requestId))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_NotBettor')
        .withArgs(requestId, other.address);
      const request = gm.challenge.connect(user).requestCancelBet(requestId);
      const requestBlock = await (await request).wait();
      const cancelRequestedAt = BigInt((await ethers.provider.getBlock(requestBlock!.blockNumber))!.timestamp);
      await expect(request)
        .to.emit(gm.challenge, 'BetCancelRequested')
        .withArgs(requestId, user.address, cancelRequestedAt + window);
      expect((await gm.challenge.getBetHistoryByRequestId(requestId)).cancelRequestedAt).to.equal(cancelRequestedAt);
      await expect(gm.challenge.connect(user).cancelBet(requestId))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_CancelFinalizeTooEarly')
        .withArgs(requestId, cancelRequestedAt + window);

      await networkHelpers.time.increaseTo(cancelRequestedAt + window);
      // From here a fulfilment no longer settles, whoever goes first.
      await expect(fulfil(gm, requestId, wordWithRoll(0))).to.not.emit(gm.challenge, 'BetResolved');
      const cancel = gm.challenge.connect(user).cancelBet(requestId);
      await expect(cancel).to.emit(gm.challenge, 'BetCancelled').withArgs(requestId, user.address);
      expect(await gm.challenge.vestable(user.address)).to.equal(ALLOCATION);
      expect(await gm.challenge.amount_buffer()).to.equal(bufferBefore);

      const bet = await gm.challenge.getBetHistoryByRequestId(requestId);
      expect([bet.cancelled, bet.resolved, bet.gain]).to.deep.equal([true, false, 0n]);
      const [cancelledLog] = await gm.challenge.queryFilter(gm.challenge.filters.BetCancelled(requestId), 0, 'latest');
      expect(cancelledLog?.blockNumber).to.equal((await (await cancel).wait())!.blockNumber);
      expect(await gm.challenge.redeemable(user.address)).to.equal(0n);
      await expect(gm.challenge.connect(user).cancelBet(requestId))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_BetNotPending')
        .withArgs(requestId);
    });

    it('settles a bet whose cancel is requested when the fulfilment lands within the window', async function () {
      const { gm, user } = await registered();
      const requestId = await placeBet(connection, gm, user, 100n * GM, 2n);
      await networkHelpers.time.increase(await gm.challenge.cancelDelay());
      await gm.challenge.connect(user).requestCancelBet(requestId);
      // The losing fulfilment was already on its way: it lands a few blocks later and the loss stands.
      await networkHelpers.mine(3);
      await expect(fulfil(gm, requestId, wordWithRoll(9_999)))
        .to.emit(gm.challenge, 'BetResolved')
        .withArgs(requestId, user.address, false, 0n, wordWithRoll(9_999));
      await networkHelpers.time.increase(await gm.challenge.CANCEL_FINALIZE_DELAY());
      await expect(gm.challenge.connect(user).cancelBet(requestId))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_BetNotPending')
        .withArgs(requestId);
      expect(await gm.challenge.redeemable(user.address)).to.equal(50n * GM);
      expect(await gm.challenge.vestable(user.address)).to.equal(ALLOCATION - 100n * GM);
    });
  });

  describe('fees', function () {
    it('forwards exactly the VRF price and refunds the excess', async function () {
      const { gm, user } = await registered();
      const gasPrice = ethers.parseUnits('5', 'gwei');
      const price = await gm.challenge.estimateVrfCost(gasPrice);
      const excess = 12_345n;
      const auth = await authorize(connection, gm, user);
      const wrapperBefore = await ethers.provider.getBalance(await gm.wrapper.getAddress());
      const tx = gm.challenge
        .connect(user)
        .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: price + excess, gasPrice });
      await expect(tx).to.emit(gm.challenge, 'ExcessEthRefunded').withArgs(user.address, excess);
      await expect(tx).to.changeEtherBalance(ethers, gm.challenge, 0n);
      expect((await ethers.provider.getBalance(await gm.wrapper.getAddress())) - wrapperBefore).to.equal(price);
      const receipt = await (await tx).wait();
      await expect(tx)
        .to.emit(gm.challenge, 'BetRequested')
        .withArgs(requestIdOf(receipt), user.address, 10n * GM, 2n, price, 2500, 5000);
    });

    it('refuses a fee below the VRF price', async function () {
      const { gm, user } = await registered();
      const gasPrice = ethers.parseUnits('5', 'gwei');
      const price = await gm.challenge.estimateVrfCost(gasPrice);
      const auth = await authorize(connection, gm, user);
      await expect(
        gm.challenge
          .connect(user)
          .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: price - 1n, gasPrice }),
      )
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InsufficientFee')
        .withArgs(price - 1n, price);
    });
  });

  describe('owner withdraw', function () {
    it('withdraws only the surplus nobody is owed', async function () {
      const { gm, user } = await registered();
      await placeBet(connection, gm, user, 1_000n * GM, 6n); // reserves 5,000 GM of the buffer
      const buffer = await gm.challenge.amount_buffer();
      // A stray transfer is surplus too.
      await gm.token.transfer(await gm.challenge.getAddress(), 7n * GM);
      const surplus = buffer + 7n * GM;
      await expect(gm.challenge.withdraw(surplus + 1n))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_WithdrawExceedsSurplus')
        .withArgs(surplus + 1n, surplus);
      await expect(gm.challenge.connect(user).withdraw(1n)).to.be.revertedWithCustomError(
        gm.challenge,
        'OwnableUnauthorizedAccount',
      );
      const tx = gm.challenge.withdraw(surplus);
      await expect(tx).to.emit(gm.challenge, 'Withdrawn').withArgs(gm.owner.address, surplus);
      await expect(tx).to.changeTokenBalance(ethers, gm.token, gm.owner, surplus);
      expect(await gm.challenge.amount_buffer()).to.equal(0n);
      const owed = await gm.challenge.amount_owed();
      const unregistered = (await gm.challenge.amount_supply()) - (await gm.challenge.amount_registered());
      expect(await gm.token.balanceOf(await gm.challenge.getAddress())).to.equal(owed + unregistered);
      await expect(gm.challenge.withdraw(1n))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_WithdrawExceedsSurplus')
        .withArgs(1n, 0n);
    });
    it('releases the supply nobody registered and withdraws it: fund → register some → releaseSupply(rest) → withdraw', async function () {
      const gm = await networkHelpers.loadFixture(unfundedFixture);
      const [early, late, tooLate] = gm.users;
      const supply = 5_000n * GM;
      await gm.token.approve(await gm.challenge.getAddress(), supply);
      await expect(gm.challenge.fund(supply, 0n)).to.emit(gm.challenge, 'Funded').withArgs(supply, 0n);

      await gm.challenge.registerBalances([early.address, late.address], [ALLOCATION, 2n * ALLOCATION]);
      const rest = supply - 3n * ALLOCATION;
      // The registration window has closed: what nobody registered is still reserved, so not withdrawable.
      await expect(gm.challenge.withdraw(1n))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_WithdrawExceedsSurplus')
        .withArgs(1n, 0n);

      await expect(gm.challenge.connect(early).releaseSupply(rest)).to.be.revertedWithCustomError(
        gm.challenge,
        'OwnableUnauthorizedAccount',
      );
      await expect(gm.challenge.releaseSupply(rest + 1n))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_ReleaseExceedsUnregistered')
        .withArgs(rest + 1n, rest);
      const release = gm.challenge.releaseSupply(rest);
      await expect(release).to.emit(gm.challenge, 'SupplyReleased').withArgs(rest);
      await expect(release).to.changeTokenBalance(ethers, gm.token, gm.challenge, 0n);
      expect(await gm.challenge.amount_supply()).to.equal(3n * ALLOCATION);
      expect(await gm.challenge.amount_registered()).to.equal(3n * ALLOCATION);
      await expect(gm.challenge.registerBalance(tooLate.address, 1n))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InsufficientSupply')
        .withArgs(1n, 0n);

      await expect(gm.challenge.withdraw(rest + 1n))
        .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_WithdrawExceedsSurplus')
        .withArgs(rest + 1n, rest);
      const withdrawal = gm.challenge.withdraw(rest);
      await expect(withdrawal).to.emit(gm.challenge, 'Withdrawn').withArgs(gm.owner.address, rest);
      await expect(withdrawal).to.changeTokenBalance(ethers, gm.token, gm.owner, rest);
      expect(await gm.token.balanceOf(await gm.challenge.getAddress())).to.equal(await gm.challenge.amount_owed());

      // Registered users are untouched: after TGE the early one claims in full.
      await openClaims(connection, gm);
      const claim = await authorize(connection, gm, early);
      await expect(gm.challenge.connect(early).claimAndVest(claim.nonce, claim.deadline, claim.signature))
        .to.emit(gm.challenge, 'Claimed')
        .withArgs(early.address, ALLOCATION / 10n);
    });
  });

  describe('pause', function () {
    it('stops new bets but never claims, cancels or fulfilments', async function () {
      const gm = await networkHelpers.loadFixture(fixture);
      const [user, bettor] = gm.users;
      await gm.challenge.registerBalances([user.address, bettor.address], [ALLOCATION, ALLOCATION]);
      const requestId = await placeBet(connection, gm, bettor, 10n * GM, 2n);
      await expect(gm.challenge.setOff(true)).to.emit(gm.challenge, 'OffSet').withArgs(true);

      const auth = await authorize(connection, gm, user);
      await expect(
        gm.challenge
          .connect(user)
          .bet(10n * GM, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: GM }),
      ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_BettingOff');
      const reg = await registration(connection, gm, gm.users[2], ALLOCATION);
      await expect(
        gm.challenge
          .connect(gm.users[2])
          .registerAndBet(ALLOCATION, 10n * GM, 2n, 2500, 5000, reg.nonce, reg.deadline, reg.signature, { value: GM }),
      ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_BettingOff');

      await expect(fulfil(gm, requestId, wordWithRoll(0))).to.emit(gm.challenge, 'BetResolved');
      await openClaims(connection, gm);
      const claim = await authorize(connection, gm, user);
      await expect(gm.challenge.connect(user).claimAndVest(claim.nonce, claim.deadline, claim.signature)).to.emit(
        gm.challenge,
        'Claimed',
      );
      await gm.challenge.setOff(false);
      const again = await authorize(connection, gm, bettor);
      await expect(
        gm.challenge
          .connect(bettor)
          .bet(10n * GM, 2n, 2500, 5000, again.nonce, again.deadline, again.signature, { value: GM }),
      ).to.emit(gm.challenge, 'BetRequested');
    });
  });

  describe('price estimate', function () {
    it('estimates the VRF cost with the wrapper at a given gas price', async function () {
      const gm = await networkHelpers.loadFixture(fixture);
      const gasPrice = ethers.parseUnits('3', 'gwei');
      expect(await gm.challenge.estimateVrfCost(gasPrice)).to.equal(
        await gm.wrapper.estimateRequestPriceNative(await gm.challenge.callbackGasLimit(), 1, gasPrice),
      );
      expect(await vrfPrice(connection, gm)).to.be.greaterThan(0n);
    });
  });
});
