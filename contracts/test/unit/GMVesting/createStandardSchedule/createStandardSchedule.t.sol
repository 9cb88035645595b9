// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_Scheduler_Unit_Test } from "../GMVestingUnitTest.sol";

contract CreateStandardSchedule_Unit_Test is GMVesting_Scheduler_Unit_Test {
    function createAs(address caller, address beneficiary, uint256 amount) internal returns (uint256) {
        vm.prank(caller);
        return teamVesting.createStandardSchedule(beneficiary, amount);
    }

    function test_RevertWhen_CallerNotScheduler() external {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_Unauthorized.selector, owner));
        teamVesting.createStandardSchedule(alice, 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_Unauthorized.selector, eve));
        createAs(eve, alice, 1);
    }

    function test_RevertWhen_BeneficiaryZero() external whenCallerScheduler {
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        createAs(scheduler, address(0), 1);
    }

    function test_RevertWhen_AmountZero() external whenCallerScheduler {
        vm.expectRevert(Errors.GMVesting_ZeroTotalAmount.selector);
        createAs(scheduler, alice, 0);
    }

    function test_RevertWhen_AmountTooLarge() external whenCallerScheduler {
        uint256 amount = uint256(type(uint104).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_AmountTooLarge.selector, amount));
        createAs(scheduler, alice, amount);
    }

    function test_WhenAmountValid() external whenCallerScheduler whenAmountValid {
        uint256 amount = 900 * GM + 5;
        uint256 before = token.balanceOf(scheduler);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.VestingScheduleCreated(1, alice, amount, 0, 15);
        uint256 id = createAs(scheduler, alice, amount);
        assertEq(id, 1, "id");
        assertEq(before - token.balanceOf(scheduler), amount, "pulled from the scheduler");
        assertEq(teamVesting.getUserVestingScheduleId(alice), id, "indexed");
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(id);
        assertEq(schedule.beneficiary, alice, "beneficiary");
        assertEq(schedule.totalAmount, amount, "total");
        assertEq(schedule.tgeAmount, 0, "no TGE part");
        assertEq(schedule.releaseDay, 15, "standard release day");
        assertEq(schedule.monthlyAmounts.length, 6, "six months");
        for (uint256 m = 0; m < 5; ++m) {
            assertEq(schedule.monthlyAmounts[m], amount / 6, "equal part");
        }
        assertEq(schedule.monthlyAmounts[5], amount - 5 * (amount / 6), "remainder last");
        assertTrue(schedule.isActive, "active");
        assertFalse(schedule.revocable, "not revocable");
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotRevocable.selector, id));
        teamVesting.revoke(id);
    }

    function test_WhenAmountFits88Bits() external whenCallerScheduler whenAmountValid {
        releasesEachPart(600 * GM + 1);
    }

    function test_WhenAmountExceeds88Bits() external whenCallerScheduler whenAmountValid {
        releasesEachPart(uint256(type(uint88).max) + 7);
    }

    /// @dev Claims month by month: each release pays its part, the last the remainder too.
    function releasesEachPart(uint256 amount) internal {
        uint256 id = createAs(scheduler, alice, amount);
        uint256 part = amount / 6;
        for (uint256 month = 1; month <= 6; ++month) {
            vm.warp(teamVesting.calculateReleaseTimestamp(TGE, month, 15));
            uint256 before = token.balanceOf(alice);
            claimAs(alice, id);
            assertEq(token.balanceOf(alice) - before, month < 6 ? part : amount - 5 * part, "month's part");
        }
        assertEq(teamVesting.getVestingSchedule(id).claimed, amount, "all claimed");
        assertEq(teamVesting.claimableAmount(id), 0, "nothing left");
    }
}
