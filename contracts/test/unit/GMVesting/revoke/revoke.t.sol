// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_AliceSchedule_Unit_Test } from "../GMVestingUnitTest.sol";

contract Revoke_Unit_Test is GMVesting_AliceSchedule_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        teamVesting.revoke(id);
    }

    function test_RevertWhen_ScheduleNotFound() external whenCallerOwner {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ScheduleNotFound.selector, 5));
        teamVesting.revoke(5);
    }

    function test_RevertGiven_CreatedByScheduler() external whenCallerOwner {
        address carol = address(0xCA401);
        address dave = address(0xDA7E);
        uint256 scheduled = createTeamScheduleAs(bob, carol);
        vm.warp(MAR_15);
        uint256 held = token.balanceOf(address(teamVesting));
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotRevocable.selector, scheduled));
        teamVesting.revoke(scheduled);
        // A beneficiary change keeps the schedule irrevocable.
        moveSchedule(scheduled, carol, dave);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotRevocable.selector, scheduled));
        teamVesting.revoke(scheduled);
        assertTrue(teamVesting.getVestingSchedule(scheduled).isActive, "still active");
        assertEq(token.balanceOf(address(teamVesting)), held, "nothing left");
        // The owner's own schedule next to it stays revocable.
        teamVesting.revoke(id);
        assertFalse(teamVesting.getVestingSchedule(id).isActive, "owner-created revoked");
        vm.warp(JUL_15);
        claimAs(dave, scheduled);
        assertEq(token.balanceOf(dave), 1_000 * GM, "the beneficiary keeps everything");
    }

    function test_RevertGiven_CreatedByScheduler_StandardForm() external whenCallerOwner {
        uint256 standard = createStandardAsScheduler(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotRevocable.selector, standard));
        teamVesting.revoke(standard);
    }

    function test_RevertGiven_AlreadyRevoked() external whenCallerOwner {
        teamVesting.revoke(id);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ScheduleRevoked.selector, id));
        teamVesting.revoke(id);
    }

    function test_GivenNothingUnvested() external whenCallerOwner givenRevocableActive {
        vm.warp(JUL_15);
        uint256 before = token.balanceOf(owner);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.VestingScheduleRevoked(id, 0);
        teamVesting.revoke(id);
        assertEq(token.balanceOf(owner), before, "no transfer");
        assertEq(teamVesting.claimableAmount(id), 1_000 * GM, "all claimable");
    }

    function test_GivenPartUnvested() external whenCallerOwner givenRevocableActive {
        teamVesting.setTreasury(bob);
        vm.warp(MAR_15);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.VestingScheduleRevoked(id, 600 * GM);
        teamVesting.revoke(id);
        assertEq(token.balanceOf(bob), 600 * GM, "unvested to treasury");
        assertFalse(teamVesting.getVestingSchedule(id).isActive, "inactive");
        vm.warp(JUL_15);
        assertEq(teamVesting.calculateVestedAmount(id), 400 * GM, "vested frozen");
        IGMVesting.VestingInfo memory info = teamVesting.getVestingInfo(id);
        assertEq(info.monthsElapsed, 2, "months frozen");
        assertEq(info.claimableMonths, 2, "claimable months");
        assertEq(info.vestedTotal, 400 * GM, "vested total");
    }
}
