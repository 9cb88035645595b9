// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { VRFV2PlusWrapperConsumerBase } from "@chainlink/contracts/src/v0.8/vrf/dev/VRFV2PlusWrapperConsumerBase.sol";
import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract RawFulfillRandomWords_Unit_Test is GMChallenge_Unit_Test {
    uint256 internal requestId;

    function setUp() public override {
        super.setUp();
        register(alice, ALLOCATION);
        requestId = betAs(alice, 100 * GM, 2);
    }

    function test_RevertWhen_CallerNotWrapper() external {
        uint256[] memory words = new uint256[](1);
        vm.prank(eve);
        vm.expectRevert(
            abi.encodeWithSelector(VRFV2PlusWrapperConsumerBase.OnlyVRFWrapperCanFulfill.selector, eve, address(wrapper))
        );
        challenge.rawFulfillRandomWords(requestId, words);
    }

    function test_WhenRequestUnknown() external whenCallerWrapper {
        assertTrue(fulfill(requestId + 1, 0), "does not revert");
        assertFalse(challenge.getLastBet(alice).resolved, "untouched");
    }

    function test_WhenNoWord() external whenCallerWrapper {
        assertTrue(wrapper.fulfill(address(challenge), requestId, new uint256[](0)), "does not revert");
        assertFalse(challenge.getLastBet(alice).resolved, "untouched");
    }

    function test_GivenCancelled() external whenCallerWrapper {
        cancelAs(alice, requestId);
        assertTrue(fulfill(requestId, 0), "does not revert");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertTrue(bet.cancelled && !bet.resolved, "still cancelled");
        assertEq(challenge.redeemable(alice), 0, "no credit");
    }

    function test_GivenResolved() external whenCallerWrapper {
        fulfill(requestId, LOSE);
        uint256 redeemableAfter = challenge.redeemable(alice);
        assertTrue(fulfill(requestId, 0), "does not revert");
        assertEq(challenge.redeemable(alice), redeemableAfter, "no second credit");
        assertFalse(challenge.getBetHistoryByRequestId(requestId).success, "still a loss");
    }

    /// @dev Finding 2: once the bettor asked to cancel, a fulfilment (already in the mempool) still lands and settles.
    function test_WhenWithinTheFinalizeWindow() external whenCallerWrapper givenCancelRequested {
        vm.warp(block.timestamp + challenge.cancelDelay());
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        vm.warp(block.timestamp + challenge.CANCEL_FINALIZE_DELAY() - 1);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetResolved(requestId, alice, false, 0, LOSE);
        assertTrue(fulfill(requestId, LOSE), "fulfilled");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertTrue(bet.resolved && !bet.cancelled, "settled by the fulfilment");
        assertEq(challenge.redeemable(alice), 50 * GM, "the loss stands");
        vm.warp(block.timestamp + 1);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_BetNotPending.selector, requestId));
        challenge.cancelBet(requestId);
    }

    /// @dev After the window the bettor may finalise at any time, so a fulfilment must no longer settle: otherwise the
    /// bettor could wait, watch the mempool and cancel only ahead of a losing fulfilment.
    function test_WhenTheFinalizeWindowPassed() external whenCallerWrapper givenCancelRequested {
        vm.warp(block.timestamp + challenge.cancelDelay());
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        vm.warp(block.timestamp + challenge.CANCEL_FINALIZE_DELAY());
        vm.recordLogs();
        assertTrue(fulfill(requestId, WIN_X2), "does not revert");
        assertEq(vm.getRecordedLogs().length, 0, "no BetResolved");
        assertFalse(challenge.getBetHistoryByRequestId(requestId).resolved, "ignored");
        assertEq(challenge.redeemable(alice), 0, "no credit");
        vm.prank(alice);
        challenge.cancelBet(requestId);
        assertEq(challenge.vestable(alice), ALLOCATION, "stake restored");
    }

    function test_WhenWin() external whenCallerWrapper givenPending {
        uint256 bufferBefore = bufferOf();
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetResolved(requestId, alice, true, 200 * GM, 10_000 * 7 + WIN_X2);
        assertTrue(fulfill(requestId, 10_000 * 7 + WIN_X2), "fulfilled");
        assertEq(challenge.redeemable(alice), 200 * GM, "stake x2");
        assertEq(bufferOf(), bufferBefore, "reservation consumed");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertTrue(bet.resolved && bet.success, "won");
        assertEq(bet.gain, 200 * GM, "gain");
        assertEq(bet.loss, 0, "loss");
    }

    function test_WhenLoss() external whenCallerWrapper givenPending {
        uint256 bufferBefore = bufferOf();
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetResolved(requestId, alice, false, 0, 2_500);
        assertTrue(fulfill(requestId, 2_500), "fulfilled");
        assertEq(challenge.redeemable(alice), 50 * GM, "half back");
        assertEq(bufferOf(), bufferBefore + 100 * GM + 50 * GM, "reservation and loss to buffer");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertEq(bet.loss, 50 * GM, "loss");
        assertEq(bet.gain, 0, "gain");
    }
}
