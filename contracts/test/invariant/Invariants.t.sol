// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../contracts/interfaces/IGMChallenge.sol";
import { IGMVesting } from "../../contracts/interfaces/IGMVesting.sol";
import { BaseTest } from "../utils/BaseTest.sol";
import { ChallengeHandler } from "./handlers/ChallengeHandler.t.sol";

/// @notice The invariants of test/invariant/README.md, checked after every call of random action sequences.
contract Invariants_Test is BaseTest {
    ChallengeHandler internal handler;
    uint256 internal fundedSupply;

    function setUp() public override {
        super.setUp();
        fundedSupply = challenge.amount_supply();
        handler = new ChallengeHandler(challenge, publicVesting, wrapper, owner);
        // Claims open during the runs.
        vm.warp(TGE - 2 days);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev The handler's actions really change state (so the invariants are not checked on an idle system).
    function test_HandlerActionsTakeEffect() public {
        handler.registerByOwner(0, 5_000 * GM);
        handler.registerAndBet(1, 5_000 * GM, 1, 1);
        handler.bet(0, 2, 2, 0);
        handler.fulfill(0, 7);
        handler.fulfill(1, 9_999);
        // A table change under a bet: the bet at the shown odds is refused.
        handler.setOdds(0, 0, 100, 9_000, false);
        handler.bet(0, 0, 0, 0);
        assertEq(handler.requestCount(), 2, "refused at worse odds");
        handler.setOdds(0, 0, 0, 0, true);
        // Two-step cancel: a fulfilment inside the window settles, a cancel finalises only after it.
        handler.bet(0, 0, 0, 0);
        handler.requestCancel(2, 1 days);
        handler.cancel(2, 0);
        handler.fulfill(2, 9_999);
        assertEq(handler.resolvedWithCancelRequested(), 1, "resolved with a cancel requested");
        handler.bet(0, 0, 0, 0);
        handler.requestCancel(3, 1 days);
        handler.cancel(3, 10 minutes);
        assertTrue(handler.ghostCancelled(handler.requestIds(3)), "cancelled after the window");
        handler.fulfill(3, 0);
        // A batch listing a registered actor twice and a new one.
        handler.registerBatchByOwner(0, 0, 1 * GM);
        handler.registerBatchByOwner(0, 2, 3 * GM);
        assertEq(handler.registrationsSkipped(), 3, "registered actors skipped");
        assertEq(handler.allocationOf(handler.actors(2)), 3 * GM, "new actor registered");
        handler.warp(3 days);
        handler.claimAndVest(0);
        handler.claimAndVest(1);
        handler.warp(40 days);
        handler.claimVesting(0);
        // Actor 1's schedule proposed to actor 3: actor 4 cannot take it, actor 3 can.
        uint256 scheduleId = challenge.userVestingScheduleIds(handler.actors(1));
        handler.proposeBeneficiary(1, scheduleId - 1, 3);
        handler.acceptBeneficiary(4, scheduleId - 1);
        assertEq(handler.beneficiariesAccepted(), 0, "only the proposed address accepts");
        handler.acceptBeneficiary(3, scheduleId - 1);
        assertEq(handler.beneficiariesAccepted(), 1, "accepted");
        assertEq(publicVesting.getVestingSchedule(scheduleId).beneficiary, handler.actors(3), "moved on acceptance");
        handler.revokeVesting(0);
        handler.removeScheduler();
        handler.replay(0);
        handler.ownerWithdraw(1 * GM);
        uint256 surplusBefore = surplus();
        handler.releaseSupply(100 * GM);
        assertEq(surplus(), surplusBefore + 100 * GM, "released supply is surplus");
        handler.ownerWithdraw(surplus());
        assertEq(surplus(), 0, "all surplus withdrawn");
        assertEq(handler.requestCount(), 4, "four bets");
        assertGe(handler.calls(), 17, "actions succeeded");
        assertGe(handler.paidTo(handler.actors(0)), 500 * GM, "actor 0 was paid");
        assertGe(publicVesting.scheduleCount(), 1, "a PUBLIC schedule exists");
        assertEq(handler.released(), 100 * GM, "owner released supply");
        assertEq(handler.withdrawn(), 1 * GM + surplusBefore + 100 * GM, "owner withdrew the released supply");
        assertFalse(handler.replayAccepted(), "replay rejected");
        invariant_ChallengeBalanceCoversLiabilities();
        invariant_OwedMatchesUsers();
        invariant_VestingSchedulesBounded();
        invariant_ChallengeSchedulesNeverRevoked();
        invariant_BetsKeepTheirOddsBounds();
        invariant_CancelRequestDoesNotStopAFulfilment();
        invariant_OnlyTheProposedAddressAccepts();
        invariant_BatchRegistrationsCountOnce();
    }

    /// @dev The token balance above what users are owed and the unregistered supply.
    function surplus() internal view returns (uint256) {
        uint256 liabilities =
            challenge.amount_owed() + challenge.amount_supply() - challenge.amount_registered();
        uint256 balance = token.balanceOf(address(challenge));
        return balance > liabilities ? balance - liabilities : 0;
    }

    /// @dev 1. GMChallenge's balance covers everything it owes, the unregistered supply and the free buffer.
    function invariant_ChallengeBalanceCoversLiabilities() public view {
        uint256 unregistered = challenge.amount_supply() - challenge.amount_registered();
        assertGe(
            token.balanceOf(address(challenge)),
            challenge.amount_owed() + unregistered + challenge.amount_buffer(),
            "challenge balance"
        );
    }

    /// @dev 2. Registrations never exceed the funded supply.
    function invariant_RegisteredWithinSupply() public view {
        assertLe(challenge.amount_registered(), challenge.amount_supply(), "registered <= supply");
    }

    /// @dev 11. Supply only falls by what the owner released, and only the unregistered part can be released.
    function invariant_SupplyFallsOnlyByReleases() public view {
        assertFalse(handler.overReleaseAccepted(), "a release above the unregistered supply was accepted");
        assertEq(challenge.amount_supply(), fundedSupply - handler.released(), "supply = funded - released");
    }

    /// @dev 3. The vesting contract's balance covers what every schedule may still pay out;
    /// 4. claimed never exceeds vested, and vested never exceeds total.
    function invariant_VestingSchedulesBounded() public view {
        uint256 outstanding = 0;
        uint256 count = publicVesting.scheduleCount();
        for (uint256 id = 1; id <= count; ++id) {
            IGMVesting.VestingSchedule memory schedule = publicVesting.getVestingSchedule(id);
            uint256 vested = publicVesting.calculateVestedAmount(id);
            assertLe(schedule.claimed, vested, "claimed <= vested");
            assertLe(vested, schedule.totalAmount, "vested <= total");
            outstanding += (schedule.isActive ? schedule.totalAmount : vested) - schedule.claimed;
        }
        assertGe(token.balanceOf(address(publicVesting)), outstanding, "vesting balance");
    }

    /// @dev 5. No user is ever paid more than allocation × the largest multiple (6).
    function invariant_PaidWithinAllocationTimesMaxMultiple() public view {
        uint256 actors = handler.actorCount();
        for (uint256 i = 0; i < actors; ++i) {
            address user = handler.actors(i);
            assertLe(handler.paidTo(user), handler.allocationOf(user) * 6, "paid <= allocation x 6");
        }
    }

    /// @dev 6. A nonce works once.
    function invariant_NonceWorksOnce() public view {
        assertFalse(handler.replayAccepted(), "a used nonce was accepted");
    }

    /// @dev 7. A resolved bet cannot be cancelled and a cancelled bet cannot resolve.
    function invariant_SettledBetsStaySettled() public view {
        assertFalse(handler.settledBetChanged(), "a settled bet changed");
        uint256 requests = handler.requestCount();
        for (uint256 i = 0; i < requests; ++i) {
            IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(handler.requestIds(i));
            assertFalse(bet.resolved && bet.cancelled, "resolved and cancelled");
        }
    }

    /// @dev 8. fulfillRandomWords never reverts when the wrapper calls it.
    function invariant_FulfillNeverReverts() public view {
        assertFalse(wrapper.callbackFailed(), "a fulfilment reverted");
    }

    /// @dev 9. The owner can never withdraw what users are owed.
    function invariant_OwnerNeverWithdrawsOwed() public view {
        assertFalse(handler.overWithdrawAccepted(), "a withdrawal above the surplus was accepted");
    }

    /// @dev 10. The buffer never goes negative and pending reservations are owed: amount_owed equals vestable +
    /// redeemable + pending stakes and reservations of the actors.
    function invariant_OwedMatchesUsers() public view {
        uint256 sum = 0;
        uint256 actors = handler.actorCount();
        for (uint256 i = 0; i < actors; ++i) {
            address user = handler.actors(i);
            sum += challenge.vestable(user) + challenge.redeemable(user);
            IGMChallenge.Bet memory bet = challenge.getLastBet(user);
            if (bet.requestId != 0 && !bet.resolved && !bet.cancelled) {
                sum += bet.unit * bet.multiple;
            }
        }
        assertEq(challenge.amount_owed(), sum, "owed = sum over users");
    }

    /// @dev 12. A schedule created through GMChallenge is never revoked (every PUBLIC schedule here is one), and
    /// GMChallenge stays a scheduler of the PUBLIC vesting, so claims are never blocked.
    function invariant_ChallengeSchedulesNeverRevoked() public view {
        assertFalse(handler.publicRevokeAccepted(), "a GMChallenge schedule was revoked");
        uint256 count = publicVesting.scheduleCount();
        for (uint256 id = 1; id <= count; ++id) {
            IGMVesting.VestingSchedule memory schedule = publicVesting.getVestingSchedule(id);
            assertTrue(schedule.isActive, "GMChallenge schedule active");
            assertFalse(schedule.revocable, "GMChallenge schedule not revocable");
        }
        assertFalse(handler.schedulerRemoved(), "GMChallenge was removed as scheduler");
        assertTrue(publicVesting.isScheduler(address(challenge)), "GMChallenge is a scheduler");
    }

    /// @dev 13. A bet goes through only at odds at least as good as the bettor accepted, and records them.
    function invariant_BetsKeepTheirOddsBounds() public view {
        assertFalse(handler.oddsBoundBroken(), "a bet was placed at odds worse than accepted");
    }

    /// @dev 14. A bet with a pending cancel request still resolves when the fulfilment lands within
    /// CANCEL_FINALIZE_DELAY of the request; after it no fulfilment settles, and no cancel is ever finalised without a
    /// request or before that delay.
    function invariant_CancelRequestDoesNotStopAFulfilment() public view {
        assertFalse(handler.pendingCancelFulfilmentIgnored(), "a fulfilment in the window was ignored");
        assertFalse(handler.lateFulfilmentSettled(), "a fulfilment after the window settled");
        assertFalse(handler.unrequestedCancelAccepted(), "a cancel was finalised early or unrequested");
    }

    /// @dev 15. Only the proposed address can accept a schedule, and a schedule only moves by acceptance.
    function invariant_OnlyTheProposedAddressAccepts() public view {
        assertFalse(handler.acceptByOtherAccepted(), "someone other than the proposed address accepted");
        uint256 count = publicVesting.scheduleCount();
        for (uint256 id = 1; id <= count; ++id) {
            assertEq(
                publicVesting.getVestingSchedule(id).beneficiary, handler.ghostBeneficiaryOf(id), "moved without acceptance"
            );
            assertEq(publicVesting.pendingBeneficiary(id), handler.ghostProposedOf(id), "pending beneficiary");
        }
    }

    /// @dev 16. An owner batch registers each user at most once: entries of registered users (or repeated in the
    /// batch) are skipped.
    function invariant_BatchRegistrationsCountOnce() public view {
        assertFalse(handler.batchCountedTwice(), "a batch counted a user twice");
    }
}
