// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMToken } from "../../../../contracts/GMToken.sol";
import { GMVesting } from "../../../../contracts/GMVesting.sol";
import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { Deploy } from "../../../utils/Deploy.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract CreateVestingSchedule_Unit_Test is GMVesting_Unit_Test {
    function test_RevertWhen_CallerUnauthorized() external {
        expectRevertAs(eve, abi.encodeWithSelector(Errors.GMVesting_Unauthorized.selector, eve));
        teamVesting.createVestingSchedule(alice, 1, 1, new uint256[](0));
    }

    function test_RevertWhen_BeneficiaryZero() external whenCallerAuthorized {
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        teamVesting.createVestingSchedule(address(0), 1, 1, new uint256[](0));
    }

    function test_RevertWhen_BeneficiaryIsADeploymentContract() external whenCallerAuthorized {
        address[] memory refused = refusedRecipients();
        for (uint256 i = 1; i < refused.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, refused[i]));
            teamVesting.createVestingSchedule(refused[i], 1, 1, new uint256[](0));
        }
    }

    function test_RevertWhen_ReleaseDayOutOfRange() external whenCallerAuthorized {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ReleaseDayOutOfRange.selector, 0));
        teamVesting.createVestingSchedule(alice, 1, 0, new uint256[](0));
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ReleaseDayOutOfRange.selector, 29));
        teamVesting.createVestingSchedule(alice, 1, 29, new uint256[](0));
    }

    function test_RevertWhen_TooManyMonths() external whenCallerAuthorized {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_TooManyMonths.selector, 121, 120));
        teamVesting.createVestingSchedule(alice, 1, 1, new uint256[](121));
    }

    function test_RevertWhen_TotalZero() external whenCallerAuthorized {
        vm.expectRevert(Errors.GMVesting_ZeroTotalAmount.selector);
        teamVesting.createVestingSchedule(alice, 0, 1, new uint256[](3));
    }

    function test_RevertWhen_TotalTooLarge() external whenCallerAuthorized {
        uint256[] memory amounts = new uint256[](1);
        amounts[0] = type(uint128).max;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_AmountTooLarge.selector, uint256(type(uint128).max) + 1));
        teamVesting.createVestingSchedule(alice, 1, 1, amounts);
    }

    function test_WhenCallerIsOwner() external whenCallerAuthorized whenInputsValid {
        uint256 balanceBefore = token.balanceOf(owner);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.VestingScheduleCreated(1, alice, 1_000 * GM, 100 * GM, 15);
        uint256 id = createTeamSchedule(alice);
        assertEq(id, 1, "id");
        assertEq(teamVesting.scheduleCount(), 1, "count");
        assertEq(balanceBefore - token.balanceOf(owner), 1_000 * GM, "pulled");
        assertEq(token.balanceOf(address(teamVesting)), 1_000 * GM, "held");
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(id);
        assertEq(schedule.beneficiary, alice, "beneficiary");
        assertEq(schedule.totalAmount, 1_000 * GM, "total");
        assertEq(schedule.tgeAmount, 100 * GM, "tge");
        assertEq(schedule.claimed, 0, "claimed");
        assertTrue(schedule.isActive, "active");
        assertEq(schedule.releaseDay, 15, "release day");
        assertEq(schedule.monthlyAmounts.length, 6, "months");
        assertEq(schedule.monthlyAmounts[5], 150 * GM, "month 6");
        assertTrue(schedule.revocable, "the owner's schedules are revocable");
        assertEq(teamVesting.beneficiarySchedules(alice, 0), 1, "index");
        assertEq(teamVesting.beneficiaryScheduleCount(alice), 1, "index count");
        assertEq(teamVesting.getUserVestingScheduleId(alice), 1, "first id");
    }

    function test_WhenCallerIsScheduler() external whenCallerAuthorized whenInputsValid {
        uint256 id = createTeamScheduleAs(bob, alice);
        assertEq(id, 1, "id");
        assertEq(token.balanceOf(bob), 0, "pulled from the scheduler");
        assertFalse(teamVesting.getVestingSchedule(id).revocable, "a scheduler's schedules are not revocable");
    }

    function test_WhenEvenShape() external whenCallerAuthorized whenInputsValid {
        // TGE part, three empty months, then 12 equal parts with the rounding remainder (5 wei) in the last.
        uint256[] memory amounts = new uint256[](15);
        for (uint256 m = 3; m < 15; ++m) {
            amounts[m] = 100 * GM;
        }
        amounts[14] += 5;
        uint256 id = teamVesting.createVestingSchedule(alice, 7 * GM, 9, amounts);
        assertReadsBack(id, alice, 7 * GM, 9, amounts);
        // A single month and a TGE-only schedule (every month empty) are even too.
        amounts = new uint256[](1);
        amounts[0] = 3;
        assertReadsBack(teamVesting.createVestingSchedule(alice, 0, 1, amounts), alice, 0, 1, amounts);
        amounts = new uint256[](4);
        assertReadsBack(teamVesting.createVestingSchedule(bob, 9, 28, amounts), bob, 9, 28, amounts);
    }

    function test_WhenOtherShape() external whenCallerAuthorized whenInputsValid {
        uint256[] memory amounts = new uint256[](5);
        amounts[0] = 5 * GM;
        amounts[1] = 0;
        amounts[2] = 7 * GM;
        amounts[3] = 5 * GM;
        amounts[4] = 5 * GM + 4; // a remainder as large as the month count is not a rounding remainder
        uint256 id = teamVesting.createVestingSchedule(alice, 1 * GM, 20, amounts);
        assertReadsBack(id, alice, 1 * GM, 20, amounts);
        amounts = new uint256[](3);
        amounts[0] = 10;
        amounts[1] = 10;
        amounts[2] = 9; // a last month below the others
        assertReadsBack(teamVesting.createVestingSchedule(bob, 0, 2, amounts), bob, 0, 2, amounts);
        amounts = new uint256[](4);
        amounts[0] = 5;
        amounts[1] = 5;
        amounts[2] = 5;
        amounts[3] = 9; // an excess of 4 over 4 months is no rounding remainder: 24 / 4 would give 6 a month
        assertReadsBack(teamVesting.createVestingSchedule(bob, 0, 2, amounts), bob, 0, 2, amounts);
    }

    function test_WhenEvenShapeBeyondItsWidths() external whenCallerAuthorized whenInputsValid {
        // A token with more than 2^104 units, so that such amounts can be funded.
        GMToken big = Deploy.gmToken(owner, 2 ** 120);
        teamVesting = Deploy.gmVesting(owner, big, TGE, owner, "TEAM");
        big.approve(address(teamVesting), type(uint256).max);
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = 1;
        amounts[1] = 1;
        uint256 tge = uint256(type(uint96).max) + 1;
        assertReadsBack(teamVesting.createVestingSchedule(alice, tge, 3, amounts), alice, tge, 3, amounts);
        amounts[0] = uint256(type(uint104).max) / 2 + 1;
        amounts[1] = amounts[0];
        assertReadsBack(teamVesting.createVestingSchedule(bob, 0, 3, amounts), bob, 0, 3, amounts);
        vm.warp(TGE + 40 days);
        claimAs(bob, 2);
        assertEq(big.balanceOf(bob), amounts[0], "the listed form releases month 1");
    }

    /// @dev The schedule reads back exactly as created, whatever form stores it.
    function assertReadsBack(
        uint256 id,
        address beneficiary,
        uint256 tgeAmount,
        uint8 releaseDay,
        uint256[] memory amounts
    )
        internal
        view
    {
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(id);
        uint256 total = tgeAmount;
        assertEq(schedule.monthlyAmounts.length, amounts.length, "months");
        for (uint256 m = 0; m < amounts.length; ++m) {
            assertEq(schedule.monthlyAmounts[m], amounts[m], "monthly amount");
            total += amounts[m];
        }
        assertEq(schedule.beneficiary, beneficiary, "beneficiary");
        assertEq(schedule.tgeAmount, tgeAmount, "tge");
        assertEq(schedule.totalAmount, total, "total");
        assertEq(schedule.releaseDay, releaseDay, "release day");
        assertEq(schedule.claimed, 0, "claimed");
        assertTrue(schedule.isActive && schedule.revocable, "active, revocable");
    }
}
