// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { console } from "hardhat/console.sol";
import { IGMChallenge } from "../../contracts/interfaces/IGMChallenge.sol";
import { IGMVesting } from "../../contracts/interfaces/IGMVesting.sol";
import { GMVestingReference } from "../reference/GMVestingReference.sol";
import { AllocationTree } from "../utils/AllocationTree.sol";
import { BaseTest } from "../utils/BaseTest.sol";
import { ChallengeHandler } from "./handlers/ChallengeHandler.t.sol";
import { HandlerStore } from "./stores/HandlerStore.sol";

/// @notice The invariants of test/invariant/README.md, checked after every call of random action sequences.
contract Invariants_Test is BaseTest {
    HandlerStore internal store;
    ChallengeHandler internal handler;
    GMVestingReference internal stored;
    uint256 internal fundedSupply;

    function setUp() public override {
        super.setUp();
        fundedSupply = challenge.amount_supply();
        store = new HandlerStore();
        stored = new GMVestingReference(owner, token, TGE, owner, "PUBLIC");
        handler = new ChallengeHandler(store, challenge, publicVesting, stored, wrapper, owner);
        stored.setScheduler(address(handler), true);
        token.transfer(address(handler), 100_000_000 * GM);
        // Issue 33: an allocation list of the actors, proposed now and active from the TGE on.
        challenge.proposeAllocationRoot(AllocationTree.root(handler.listLeaves()), handler.listTotal(), bytes32(0));
        // Claims and bets are open from the start of the runs (the claim window opens at the TGE).
        vm.warp(TGE);
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    /// @dev Where `afterInvariant` appends each run's call counters; `scripts/invariant-calls.ts` sums and prints them
    /// (`npm run test:deep` does), since the test runner shows no logs of invariant runs.
    string internal constant CALLS_LOG = "cache/invariant-calls.log";

    /// @dev At the end of every run, the calls of each handler function and how many went through (Sablier logs its
    /// handlers' call counters the same way).
    function afterInvariant() external {
        string[] memory functions = store.functions();
        string memory line = string.concat("run ", vm.toString(store.totalSuccesses()), "/", vm.toString(store.totalCalls()));
        for (uint256 i = 0; i < functions.length; ++i) {
            line = string.concat(
                line,
                " ",
                functions[i],
                "=",
                vm.toString(store.successes(functions[i])),
                "/",
                vm.toString(store.calls(functions[i]))
            );
        }
        console.log(line);
        vm.writeLine(CALLS_LOG, line);
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
        assertEq(store.requestCount(), 2, "refused at worse odds");
        handler.setOdds(0, 0, 0, 0, true);
        // Two-step cancel: a fulfilment inside the window settles, a cancel finalises only after it.
        handler.bet(0, 0, 0, 0);
        handler.requestCancel(2, 1 days);
        handler.cancel(2, 0);
        handler.fulfill(2, 9_999);
        assertEq(store.resolvedWithCancelRequested(), 1, "resolved with a cancel requested");
        handler.bet(0, 0, 0, 0);
        handler.requestCancel(3, 1 days);
        handler.cancel(3, 10 minutes);
        assertTrue(store.ghostCancelled(store.requestIds(3)), "cancelled after the window");
        handler.fulfill(3, 0);
        // A batch listing a registered actor twice and a new one.
        handler.registerBatchByOwner(0, 0, 1 * GM);
        handler.registerBatchByOwner(0, 2, 3 * GM);
        assertEq(store.registrationsSkipped(), 3, "registered actors skipped");
        assertEq(store.allocationOf(store.actors(2)), 3 * GM, "new actor registered");
        handler.warp(3 days);
        handler.claimAndVest(0);
        handler.claimAndVest(1);
        handler.warp(40 days);
        handler.claimVesting(0);
        // Actor 1's schedule proposed to actor 3: actor 4 cannot take it, actor 3 can.
        uint256 scheduleId = challenge.userVestingScheduleIds(store.actors(1));
        handler.proposeBeneficiary(1, scheduleId - 1, 3);
        handler.acceptBeneficiary(9, scheduleId - 1); // an odd seed: actor 9 / 2 = 4 tries
        assertEq(store.beneficiariesAccepted(), 0, "only the proposed address accepts");
        handler.acceptBeneficiary(0, scheduleId - 1); // an even seed: the proposed address (actor 3)
        assertEq(store.beneficiariesAccepted(), 1, "accepted");
        assertEq(publicVesting.getVestingSchedule(scheduleId).beneficiary, store.actors(3), "moved on acceptance");
        handler.warp(31 days);
        handler.claimVesting(3);
        // Signed claims sent by a relayer: actor 2 claims and vests to actor 4, the holder of schedule 1 claims to
        // actor 0; replaying both is refused.
        handler.claimAndVestViaSig(2, 4);
        uint256 redirected = challenge.userVestingScheduleIds(store.actors(2));
        assertEq(publicVesting.getVestingSchedule(redirected).beneficiary, address(0), "a gift: no beneficiary yet");
        assertEq(publicVesting.pendingBeneficiary(redirected), store.actors(4), "for the recipient to accept");
        handler.acceptBeneficiary(0, redirected - 1);
        assertEq(publicVesting.getVestingSchedule(redirected).beneficiary, store.actors(4), "vests for the recipient");
        handler.claimVestingViaSig(0, 0);
        assertEq(store.signedClaimsExecuted(), 2, "both signed claims went through");
        handler.replaySignedClaim(0);
        handler.replaySignedClaim(1);
        handler.revokeVesting(0);
        handler.removeScheduler();
        handler.replay(0);
        handler.ownerWithdraw(1 * GM);
        uint256 surplusBefore = surplus();
        handler.releaseSupply(100 * GM);
        assertEq(surplus(), surplusBefore + 100 * GM, "released supply is surplus");
        handler.ownerWithdraw(surplus());
        assertEq(surplus(), 0, "all surplus withdrawn");
        assertEq(store.requestCount(), 4, "four bets");
        assertGe(store.totalSuccesses(), 20, "actions succeeded");
        assertEq(store.successes("claimVesting"), 2, "both vesting claims went through");
        assertGe(store.calls("bet"), 4, "bet calls counted");
        assertGe(store.paidTo(store.actors(0)), 500 * GM, "actor 0 was paid");
        assertGe(publicVesting.scheduleCount(), 1, "a PUBLIC schedule exists");
        assertEq(stored.scheduleCount(), publicVesting.scheduleCount(), "every schedule mirrored");
        assertEq(store.released(), 100 * GM, "owner released supply");
        assertEq(store.withdrawn(), 1 * GM + surplusBefore + 100 * GM, "owner withdrew the released supply");
        assertFalse(store.broken("replayAccepted"), "replay rejected");
        invariant_ChallengeBalanceCoversLiabilities();
        invariant_OwedMatchesUsers();
        invariant_VestingSchedulesBounded();
        invariant_ChallengeSchedulesNeverRevoked();
        invariant_BetsKeepTheirOddsBounds();
        invariant_CancelRequestDoesNotStopAFulfilment();
        invariant_OnlyTheProposedAddressAccepts();
        invariant_BatchRegistrationsCountOnce();
        invariant_CompactSchedulesReadAsStored();
        invariant_PendingFlagMirrorsTheLastBet();
        invariant_UsedNoncesAnswerExactly();
        invariant_IndexListsTheBeneficiarysSchedules();
        invariant_SignedClaimExecutesOnce();
    }

    /// @dev The token balance above what users are owed and the unregistered supply.
    function surplus() internal view returns (uint256) {
        uint256 liabilities = challenge.amount_owed() + challenge.amount_supply() - challenge.amount_registered();
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
        assertFalse(store.broken("overReleaseAccepted"), "a release above the unregistered supply was accepted");
        assertEq(challenge.amount_supply(), fundedSupply - store.released(), "supply = funded - released");
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
        uint256 actors = store.actorCount();
        for (uint256 i = 0; i < actors; ++i) {
            address user = store.actors(i);
            assertLe(store.paidTo(user), store.allocationOf(user) * 6, "paid <= allocation x 6");
        }
    }

    /// @dev 6. A nonce works once.
    function invariant_NonceWorksOnce() public view {
        assertFalse(store.broken("replayAccepted"), "a used nonce was accepted");
    }

    /// @dev 7. A resolved bet cannot be cancelled and a cancelled bet cannot resolve.
    function invariant_SettledBetsStaySettled() public view {
        assertFalse(store.broken("settledBetChanged"), "a settled bet changed");
        uint256 requests = store.requestCount();
        for (uint256 i = 0; i < requests; ++i) {
            IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(store.requestIds(i));
            assertFalse(bet.resolved && bet.cancelled, "resolved and cancelled");
        }
    }

    /// @dev 8. fulfillRandomWords never reverts when the wrapper calls it.
    function invariant_FulfillNeverReverts() public view {
        assertFalse(wrapper.callbackFailed(), "a fulfilment reverted");
    }

    /// @dev 9. The owner can never withdraw what users are owed.
    function invariant_OwnerNeverWithdrawsOwed() public view {
        assertFalse(store.broken("overWithdrawAccepted"), "a withdrawal above the surplus was accepted");
    }

    /// @dev 10. The buffer never goes negative and pending reservations are owed: amount_owed equals vestable +
    /// redeemable + pending stakes and reservations of the actors.
    function invariant_OwedMatchesUsers() public view {
        uint256 sum = 0;
        uint256 actors = store.actorCount();
        for (uint256 i = 0; i < actors; ++i) {
            address user = store.actors(i);
            sum += challenge.vestable(user) + challenge.redeemable(user);
            IGMChallenge.Bet memory bet = challenge.getLastBet(user);
            if (bet.requestId != 0 && !bet.resolved && !bet.cancelled) {
                sum += bet.unit * bet.multiple;
            }
        }
        // The allocation list's total is owed from its proposal; each proof registration moves its part to a user.
        IGMChallenge.AllocationRoot memory list = challenge.allocationRoot(1);
        sum += list.total - list.claimed;
        assertEq(challenge.amount_owed(), sum, "owed = sum over users + the list's unregistered part");
    }

    /// @dev 22. A list never registers more than its total, and only the list's own amounts (issue 33).
    function invariant_AllocationListWithinTotal() public view {
        IGMChallenge.AllocationRoot memory list = challenge.allocationRoot(1);
        assertLe(list.claimed, list.total, "claimed <= total");
        assertFalse(store.broken("wrongProofAccepted"), "a proof with another amount was accepted");
    }

    /// @dev 12. A schedule created through GMChallenge is never revoked (every PUBLIC schedule here is one), and
    /// GMChallenge stays a scheduler of the PUBLIC vesting, so claims are never blocked.
    function invariant_ChallengeSchedulesNeverRevoked() public view {
        assertFalse(store.broken("publicRevokeAccepted"), "a GMChallenge schedule was revoked");
        uint256 count = publicVesting.scheduleCount();
        for (uint256 id = 1; id <= count; ++id) {
            IGMVesting.VestingSchedule memory schedule = publicVesting.getVestingSchedule(id);
            assertTrue(schedule.isActive, "GMChallenge schedule active");
            assertFalse(schedule.revocable, "GMChallenge schedule not revocable");
        }
        assertFalse(store.broken("schedulerRemoved"), "GMChallenge was removed as scheduler");
        assertTrue(publicVesting.isScheduler(address(challenge)), "GMChallenge is a scheduler");
    }

    /// @dev 13. A bet goes through only at odds at least as good as the bettor accepted, and records them.
    function invariant_BetsKeepTheirOddsBounds() public view {
        assertFalse(store.broken("oddsBoundBroken"), "a bet was placed at odds worse than accepted");
    }

    /// @dev 14. A bet with a pending cancel request still resolves when the fulfilment lands within
    /// CANCEL_FINALIZE_DELAY of the request; after it no fulfilment settles, and no cancel is ever finalised without a
    /// request or before that delay.
    function invariant_CancelRequestDoesNotStopAFulfilment() public view {
        assertFalse(store.broken("pendingCancelFulfilmentIgnored"), "a fulfilment in the window was ignored");
        assertFalse(store.broken("lateFulfilmentSettled"), "a fulfilment after the window settled");
        assertFalse(store.broken("unrequestedCancelAccepted"), "a cancel was finalised early or unrequested");
    }

    /// @dev 15. Only the proposed address can accept a schedule, and a schedule only moves by acceptance.
    function invariant_OnlyTheProposedAddressAccepts() public view {
        assertFalse(store.broken("acceptByOtherAccepted"), "someone other than the proposed address accepted");
        uint256 count = publicVesting.scheduleCount();
        for (uint256 id = 1; id <= count; ++id) {
            assertEq(
                publicVesting.getVestingSchedule(id).beneficiary, store.ghostBeneficiaryOf(id), "moved without acceptance"
            );
            assertEq(publicVesting.pendingBeneficiary(id), store.ghostProposedOf(id), "pending beneficiary");
        }
    }

    /// @dev 16. An owner batch registers each user at most once: entries of registered users (or repeated in the
    /// batch) are skipped.
    function invariant_BatchRegistrationsCountOnce() public view {
        assertFalse(store.broken("batchCountedTwice"), "a batch counted a user twice");
    }

    /// @dev 17. Every PUBLIC schedule (the standard form) reads exactly as its stored form in GMVestingReference,
    /// and both paid the same claims and accepted the same beneficiary changes.
    function invariant_CompactSchedulesReadAsStored() public view {
        assertFalse(store.broken("compactClaimDiffers"), "a claim paid differently");
        assertFalse(store.broken("compactBeneficiaryDiffers"), "a beneficiary change differed");
        assertFalse(store.broken("compactIdDiffers"), "ids diverged");
        uint256 count = publicVesting.scheduleCount();
        assertEq(stored.scheduleCount(), count, "schedule count");
        for (uint256 id = 1; id <= count; ++id) {
            IGMVesting.VestingSchedule memory a = publicVesting.getVestingSchedule(id);
            IGMVesting.VestingSchedule memory b = stored.getVestingSchedule(id);
            // A gift not accepted yet has no beneficiary; the stored form (which knows no gifts) holds it for its
            // recipient.
            bool gift = a.beneficiary == address(0);
            assertEq(gift ? publicVesting.pendingBeneficiary(id) : a.beneficiary, b.beneficiary, "beneficiary");
            assertEq(a.totalAmount, b.totalAmount, "total");
            assertEq(a.tgeAmount, b.tgeAmount, "tge");
            assertEq(a.claimed, b.claimed, "claimed");
            assertEq(a.releaseDay, b.releaseDay, "release day");
            assertEq(a.isActive && !a.revocable, b.isActive && !b.revocable, "active, not revocable");
            for (uint256 m = 0; m < a.monthlyAmounts.length; ++m) {
                assertEq(a.monthlyAmounts[m], b.monthlyAmounts[m], "monthly amount");
            }
            IGMVesting.VestingInfo memory x = publicVesting.getVestingInfo(id);
            IGMVesting.VestingInfo memory y = stored.getVestingInfo(id);
            assertEq(x.vestedTotal, y.vestedTotal, "vested");
            assertEq(x.monthsElapsed, y.monthsElapsed, "months");
            assertEq(x.claimableMonths, y.claimableMonths, "claimable months");
            assertEq(publicVesting.claimableAmount(id), stored.claimableAmount(id), "claimable");
            if (!gift) {
                assertEq(publicVesting.pendingBeneficiary(id), stored.pendingBeneficiary(id), "pending beneficiary");
            }
        }
    }

    /// @dev 18. The pending-bet flag every action checks mirrors the last bet: a registered user who has not claimed
    /// has its stake counted and cannot bet exactly while its last bet is pending.
    function invariant_PendingFlagMirrorsTheLastBet() public view {
        uint256 actors = store.actorCount();
        for (uint256 i = 0; i < actors; ++i) {
            address user = store.actors(i);
            if (!challenge.isRegistered(user) || challenge.hasClaimedAndVested(user)) continue;
            IGMChallenge.Bet memory bet = challenge.getLastBet(user);
            bool pending = bet.requestId != 0 && !bet.resolved && !bet.cancelled;
            (uint256 total,,,) = challenge.getEligibleAmount(user);
            uint256 vestable = challenge.vestable(user);
            assertEq(total, vestable + challenge.redeemable(user) + (pending ? bet.unit : 0), "stake counted");
            assertEq(challenge.availableToBet(user), pending ? 0 : vestable, "available to bet");
        }
    }

    /// @dev 19. `usedNonces` answers true for every consumed nonce, whoever asks (one nonce space for all users), and
    /// false for a nonce never issued.
    function invariant_UsedNoncesAnswerExactly() public view {
        uint256 used = store.usedCount();
        uint256 next = store.lastIssuedNonce() + 1;
        for (uint256 i = 0; i < used; ++i) {
            address user = store.usedUsers(i);
            uint256 nonce = store.usedNonceList(i);
            assertTrue(challenge.usedNonces(user, nonce), "consumed nonce");
            address other = user == store.actors(0) ? store.actors(1) : store.actors(0);
            assertTrue(challenge.usedNonces(other, nonce), "one nonce space: used for every user");
            assertFalse(challenge.usedNonces(user, next), "a nonce never issued");
        }
    }

    /// @dev 21. A signed claim executes at most once: no replay of a signed claim or claim-and-vest that went through
    /// is ever accepted, and each beneficiary's nonce is its address above a counter of exactly its signed claims that
    /// went through and the schedules it handed over.
    function invariant_SignedClaimExecutesOnce() public view {
        assertFalse(store.broken("signedClaimReplayed"), "a signed claim executed twice");
        uint256 actors = store.actorCount();
        for (uint256 i = 0; i < actors; ++i) {
            address actor = store.actors(i);
            assertEq(
                publicVesting.nonces(actor),
                (uint256(uint160(actor)) << 32) | store.signedClaimsOf(actor),
                "one nonce step per signed claim or handover"
            );
        }
    }

    /// @dev 20. Each actor's beneficiary index lists exactly the PUBLIC schedules it holds.
    function invariant_IndexListsTheBeneficiarysSchedules() public view {
        uint256 actors = store.actorCount();
        uint256 count = publicVesting.scheduleCount();
        for (uint256 i = 0; i < actors; ++i) {
            address user = store.actors(i);
            uint256 held = 0;
            for (uint256 id = 1; id <= count; ++id) {
                if (store.ghostBeneficiaryOf(id) != user) continue;
                ++held;
                bool listed = false;
                uint256 listedCount = publicVesting.beneficiaryScheduleCount(user);
                for (uint256 k = 0; k < listedCount; ++k) {
                    if (publicVesting.beneficiarySchedules(user, k) == id) listed = true;
                }
                assertTrue(listed, "a held schedule is listed");
            }
            assertEq(publicVesting.beneficiaryScheduleCount(user), held, "index count");
        }
    }
}
