// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract GetVestingInfo_Unit_Test is GMVesting_Unit_Test {
    function test_WhenIdUnknown() external view {
        IGMVesting.VestingInfo memory info = teamVesting.getVestingInfo(42);
        assertEq(info.totalAllocation, 0, "allocation");
    }

    function test_WhenScheduleExists() external {
        uint256 id = createTeamSchedule(alice);
        vm.warp(MAR_15 - 1);
        IGMVesting.VestingInfo memory info = teamVesting.getVestingInfo(id);
        assertEq(info.monthsElapsed, 1, "one month");
        assertEq(info.claimableMonths, 1, "one claimable month");
        assertEq(info.vestedTotal, 250 * GM, "vested");
        assertEq(info.totalAllocation, 1_000 * GM, "allocation");
    }
}
