// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract CalculateVestedAmount_Unit_Test is GMVesting_Unit_Test {
    function test_WhenIdUnknown() external view {
        assertEq(teamVesting.calculateVestedAmount(42), 0, "vested");
    }

    function test_WhenScheduleExists() external {
        uint256 id = createTeamSchedule(alice);
        assertEq(teamVesting.calculateVestedAmount(id), 0, "before TGE");
        vm.warp(MAR_15);
        assertEq(teamVesting.calculateVestedAmount(id), 400 * GM, "vested after month 2");
    }
}
