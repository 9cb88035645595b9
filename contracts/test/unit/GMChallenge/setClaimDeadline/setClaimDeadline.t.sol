// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetClaimDeadline_Unit_Test is GMChallenge_Unit_Test {
    uint256 internal constant NOTICE = 30 days;

    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.setClaimDeadline(block.timestamp + NOTICE);
    }

    function test_RevertGiven_DeadlinePassed() external whenCallerOwner {
        uint256 deadline = block.timestamp + NOTICE;
        challenge.setClaimDeadline(deadline);
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_ClaimsClosed.selector, deadline));
        challenge.setClaimDeadline(0);
    }

    function test_RevertWhen_NoticeTooShort() external whenCallerOwner {
        uint256 earliest = block.timestamp + NOTICE;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NoticeTooShort.selector, earliest - 1, earliest));
        challenge.setClaimDeadline(earliest - 1);
    }

    function test_RevertWhen_NotAfterOpening() external whenCallerOwner {
        vm.warp(TGE - 40 days);
        challenge.setClaimsOpenAt(TGE + 40 days);
        uint256 deadline = TGE + 40 days;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidClaimWindow.selector, deadline, deadline));
        challenge.setClaimDeadline(deadline);
    }

    function test_WhenNoticeGiven() external whenCallerOwner {
        uint256 deadline = block.timestamp + NOTICE;
        vm.expectEmit(address(challenge));
        emit IGMChallenge.ClaimWindowSet(TGE, deadline);
        challenge.setClaimDeadline(deadline);
        assertEq(challenge.claimDeadline(), deadline, "stored");
        // Moved again, and removed.
        challenge.setClaimDeadline(deadline + 1 days);
        challenge.setClaimDeadline(0);
        assertEq(challenge.claimDeadline(), 0, "no deadline");
    }

    function test_WhenNoticeGiven_LastSecond() external whenCallerOwner {
        register(alice, ALLOCATION);
        register(bob, ALLOCATION);
        uint256 deadline = block.timestamp + NOTICE;
        challenge.setClaimDeadline(deadline);
        vm.warp(deadline);
        betAs(bob, 10 * GM, 2);
        claimAndVestAs(alice);
        assertTrue(challenge.hasClaimedAndVested(alice), "claimed in the last second");
    }

    function test_WhenNoticeGiven_AfterIt() external whenCallerOwner {
        register(alice, ALLOCATION);
        register(bob, ALLOCATION);
        register(carol, ALLOCATION);
        claimAndVestAs(carol);
        uint256 requestId = betAs(bob, 10 * GM, 2);
        uint256 deadline = block.timestamp + NOTICE;
        challenge.setClaimDeadline(deadline);
        vm.warp(deadline + 1);

        bytes memory closed = abi.encodeWithSelector(Errors.GMChallenge_ClaimsClosed.selector, deadline);
        vm.expectRevert(closed);
        claimAndVestAs(alice);
        vm.expectRevert(closed);
        betAs(alice, 10 * GM, 2);
        // The pending bet still settles, and carol's schedule still pays.
        assertTrue(fulfill(requestId, WIN_X2), "settled");
        assertEq(challenge.redeemable(bob), 20 * GM, "won after the deadline");
        uint256 id = challenge.userVestingScheduleIds(carol);
        vm.warp(deadline + 10 days);
        vm.prank(carol);
        publicVesting.claim(id);
        assertGt(token.balanceOf(carol), 100 * GM, "the schedule keeps paying");
    }
}
