// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract CancelBet_Unit_Test is GMChallenge_Unit_Test {
    uint256 internal requestId;

    function setUp() public override {
        super.setUp();
        register(alice, ALLOCATION);
        requestId = betAs(alice, 1_000 * GM, 6);
    }

    function requestCancel() internal returns (uint256 finalizableAt) {
        vm.warp(block.timestamp + 1 days);
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        finalizableAt = block.timestamp + challenge.CANCEL_FINALIZE_DELAY();
    }

    function test_RevertGiven_NotPending() external {
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_BetNotPending.selector, 999));
        challenge.cancelBet(999);
        requestCancel();
        fulfill(requestId, LOSE); // lands within the window: settles
        vm.warp(block.timestamp + 2 days);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_BetNotPending.selector, requestId));
        challenge.cancelBet(requestId);
    }

    function test_RevertWhen_CallerNotBettor() external givenPending {
        uint256 finalizableAt = requestCancel();
        vm.warp(finalizableAt);
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMChallenge_NotBettor.selector, requestId, bob));
        challenge.cancelBet(requestId);
    }

    /// @dev Finding 2: cancelling at once after `cancelDelay` would let a bettor who sees a losing fulfilment in the
    /// mempool cancel ahead of it.
    function test_RevertGiven_CancelNotRequested() external givenPending whenCallerBettor {
        vm.warp(block.timestamp + 7 days);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_CancelNotRequested.selector, requestId));
        challenge.cancelBet(requestId);
    }

    function test_RevertGiven_FinalizeDelayNotPassed() external givenPending whenCallerBettor {
        uint256 finalizableAt = requestCancel();
        vm.warp(finalizableAt - 1);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_CancelFinalizeTooEarly.selector, requestId, finalizableAt)
        );
        challenge.cancelBet(requestId);
    }

    function test_GivenFinalizeDelayPassed() external givenPending whenCallerBettor {
        uint256 bufferBefore = bufferOf();
        uint256 finalizableAt = requestCancel();
        vm.warp(finalizableAt);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetCancelled(requestId, alice);
        vm.prank(alice);
        challenge.cancelBet(requestId);
        assertEq(challenge.vestable(alice), ALLOCATION, "stake restored");
        assertEq(bufferOf(), bufferBefore + 5_000 * GM, "reservation released");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertTrue(bet.cancelled && !bet.resolved, "cancelled");
        assertEq(bet.cancelRequestedAt, finalizableAt - 10 minutes, "request time kept");
        assertEq(challenge.availableToBet(alice), ALLOCATION, "can bet again");
        assertTrue(fulfill(requestId, LOSE), "a late fulfilment does not revert");
        assertTrue(challenge.getBetHistoryByRequestId(requestId).cancelled, "and changes nothing");
    }
}
