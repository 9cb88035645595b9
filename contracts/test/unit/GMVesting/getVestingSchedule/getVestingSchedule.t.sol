// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract GetVestingSchedule_Unit_Test is GMVesting_Unit_Test {
    function test_WhenIdUnknown() external view {
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(42);
        assertEq(schedule.beneficiary, address(0), "beneficiary");
        assertEq(schedule.monthlyAmounts.length, 0, "months");
    }

    function test_WhenScheduleExists() external {
        uint256 id = createTeamSchedule(alice);
        vm.warp(FEB_15);
        claimAs(alice, id);
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(id);
        assertEq(schedule.beneficiary, alice, "beneficiary");
        assertEq(schedule.totalAmount, 1_000 * GM, "total");
        assertEq(schedule.tgeAmount, 100 * GM, "tge");
        assertEq(schedule.claimed, 250 * GM, "claimed");
        assertEq(schedule.monthlyAmounts[0], 150 * GM, "month 1");
    }
}
