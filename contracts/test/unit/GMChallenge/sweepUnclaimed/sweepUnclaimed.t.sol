// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SweepUnclaimed_Unit_Test is GMChallenge_Unit_Test {
    address internal treasury = address(0x7EA5);
    uint256 internal deadline;

    function setUp() public override {
        super.setUp();
        deadline = block.timestamp + 30 days;
        challenge.setClaimDeadline(deadline);
    }

    function test_RevertWhen_CallerNotOwner() external {
        vm.warp(deadline + 1);
        expectNotOwner(eve);
        challenge.sweepUnclaimed(treasury);
    }

    function test_RevertGiven_NotClosed() external whenCallerOwner {
        vm.warp(deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_ClaimsNotClosed.selector, deadline));
        challenge.sweepUnclaimed(treasury);
        challenge.setClaimDeadline(0);
        vm.warp(deadline + 365 days);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_ClaimsNotClosed.selector, 0));
        challenge.sweepUnclaimed(treasury);
    }

    function test_RevertWhen_TreasuryRefused() external whenCallerOwner {
        register(alice, ALLOCATION);
        vm.warp(deadline + 1);
        address[] memory refused = refusedRecipients();
        for (uint256 i = 0; i < refused.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidRecipient.selector, refused[i]));
            challenge.sweepUnclaimed(refused[i]);
        }
        assertEq(token.balanceOf(address(challenge)) > 0, true, "nothing swept");
    }

    function test_GivenDeadlinePassed() external whenCallerOwner {
        register(alice, ALLOCATION);
        uint256 version = activateList();
        challenge.registerWithProof(bob, version, 200 * GM, listProof(version, 1));
        vm.warp(deadline + 1);
        uint256 buffer = bufferOf();
        uint256 expected = token.balanceOf(address(challenge)) - buffer;

        vm.expectEmit(address(challenge));
        emit IGMChallenge.UnclaimedSwept(treasury, expected);
        uint256 swept = challenge.sweepUnclaimed(treasury);

        assertEq(swept, expected, "alice's, every leaf and the unregistered supply");
        assertEq(token.balanceOf(treasury), expected, "at the treasury");
        assertEq(token.balanceOf(address(challenge)), buffer, "the buffer stays");
        assertEq(challenge.amount_owed(), 0, "nothing owed");
        // The buffer is the owner's, withdrawn as before.
        challenge.withdraw(buffer);
        assertEq(token.balanceOf(address(challenge)), 0, "empty");
    }

    function test_GivenBetPending() external whenCallerOwner {
        register(alice, ALLOCATION);
        register(bob, ALLOCATION);
        uint256 requestId = betAs(bob, 100 * GM, 6);
        vm.warp(deadline + 1);
        uint256 buffer = bufferOf();
        uint256 balance = token.balanceOf(address(challenge));
        assertEq(challenge.amount_pendingBets(), 600 * GM, "stake and reservation");

        challenge.sweepUnclaimed(treasury);
        assertEq(token.balanceOf(address(challenge)), buffer + 600 * GM, "the bet's 600 and the buffer stay");
        assertEq(token.balanceOf(treasury), balance - buffer - 600 * GM, "the rest is swept");
        assertEq(challenge.amount_owed(), 600 * GM, "only the pending bet is owed");
    }

    function test_GivenBetPending_SettlesLater() external whenCallerOwner {
        register(bob, ALLOCATION);
        register(carol, ALLOCATION);
        uint256 won = betAs(bob, 100 * GM, 6);
        uint256 lost = betAs(carol, 100 * GM, 2);
        vm.warp(deadline + 1);
        challenge.sweepUnclaimed(treasury);
        uint256 first = token.balanceOf(treasury);

        // Won: bob's 600 can no longer be claimed. Lost: carol's unit minus the loss is hers but unclaimable, and the
        // reservation and the loss return to the buffer.
        fulfill(won, 0);
        fulfill(lost, LOSE);
        assertEq(challenge.amount_pendingBets(), 0, "nothing pending");
        uint256 buffer = bufferOf();
        uint256 second = challenge.sweepUnclaimed(treasury);
        assertEq(second, 600 * GM + 50 * GM, "bob's winnings and carol's half stake");
        assertEq(token.balanceOf(treasury), first + second, "both sweeps");
        assertEq(token.balanceOf(address(challenge)), buffer, "only the buffer stays");
    }

    function test_GivenSchedulesCreated() external whenCallerOwner {
        register(alice, ALLOCATION);
        claimAndVestAs(alice);
        uint256 id = challenge.userVestingScheduleIds(alice);
        uint256 vestingBalance = token.balanceOf(address(publicVesting));
        vm.warp(deadline + 1);
        challenge.sweepUnclaimed(treasury);
        assertEq(token.balanceOf(address(publicVesting)), vestingBalance, "GMVesting keeps the schedules' tokens");
        vm.warp(deadline + 10 days);
        vm.prank(alice);
        publicVesting.claim(id);
        assertGt(token.balanceOf(alice), 100 * GM, "alice's schedule keeps paying");
    }

    function test_RevertGiven_NothingLeft() external whenCallerOwner {
        vm.warp(deadline + 1);
        challenge.sweepUnclaimed(treasury);
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.sweepUnclaimed(treasury);
    }
}
