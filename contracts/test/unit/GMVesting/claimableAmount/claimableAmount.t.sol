// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract ClaimableAmount_Unit_Test is GMVesting_Unit_Test {
    function test_WhenIdUnknown() external view {
        assertEq(teamVesting.claimableAmount(42), 0, "claimable");
    }

    function test_WhenScheduleExists() external {
        uint256 id = createTeamSchedule(alice);
        vm.warp(MAR_15 - 1);
        assertEq(teamVesting.claimableAmount(id), 250 * GM, "claimable");
        claimAs(alice, id);
        vm.warp(MAR_15);
        assertEq(teamVesting.claimableAmount(id), 150 * GM, "month 2 only");
    }
}
