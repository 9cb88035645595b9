// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract RequestCancelBet_Unit_Test is GMChallenge_Unit_Test {
    uint256 internal requestId;

    function setUp() public override {
        super.setUp();
        register(alice, ALLOCATION);
        requestId = betAs(alice, 1_000 * GM, 6);
    }

    function test_RevertGiven_NotPending() external {
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_BetNotPending.selector, 999));
        challenge.requestCancelBet(999);
        fulfill(requestId, LOSE);
        vm.warp(block.timestamp + 2 days);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_BetNotPending.selector, requestId));
        challenge.requestCancelBet(requestId);
    }

    function test_RevertWhen_CallerNotBettor() external givenPending {
        vm.warp(block.timestamp + 1 days);
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMChallenge_NotBettor.selector, requestId, bob));
        challenge.requestCancelBet(requestId);
    }

    function test_RevertGiven_AlreadyRequested() external givenPending whenCallerBettor {
        vm.warp(block.timestamp + 1 days);
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        uint256 finalizableAt = block.timestamp + 10 minutes;
        vm.warp(block.timestamp + 1 hours);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_CancelAlreadyRequested.selector, requestId, finalizableAt)
        );
        challenge.requestCancelBet(requestId);
    }

    function test_RevertGiven_DelayNotPassed() external givenPending whenCallerBettor {
        uint256 availableAt = block.timestamp + 1 days;
        vm.warp(availableAt - 1);
        expectRevertAs(
            alice, abi.encodeWithSelector(Errors.GMChallenge_CancelTooEarly.selector, requestId, availableAt)
        );
        challenge.requestCancelBet(requestId);
    }

    function test_GivenDelayPassed() external givenPending whenCallerBettor {
        uint256 bufferBefore = bufferOf();
        vm.warp(block.timestamp + 1 days);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetCancelRequested(requestId, alice, block.timestamp + 10 minutes);
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertEq(bet.cancelRequestedAt, block.timestamp, "cancel requested at");
        assertFalse(bet.cancelled || bet.resolved, "still pending");
        assertEq(challenge.vestable(alice), 0, "stake still at risk");
        assertEq(bufferOf(), bufferBefore, "reservation kept");
        assertEq(challenge.availableToBet(alice), 0, "still pending for bets");
    }

    function test_WhenTheOwnerLaterRaisesCancelDelay() external givenPending whenCallerBettor givenDelayPassed {
        vm.warp(block.timestamp + 1 days);
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        challenge.setCancelDelay(7 days);
        vm.warp(block.timestamp + 10 minutes);
        vm.prank(alice);
        challenge.cancelBet(requestId);
        assertTrue(challenge.getBetHistoryByRequestId(requestId).cancelled, "cancelled");
    }
}
