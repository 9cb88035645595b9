// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract GetCurrentVestingMonth_Unit_Test is GMVesting_Unit_Test {
    function test_GetCurrentVestingMonth() external {
        assertEq(teamVesting.getCurrentVestingMonth(), 0, "before tge");
        vm.warp(TGE);
        assertEq(teamVesting.getCurrentVestingMonth(), 0, "at tge");
        vm.warp(FEB_15 - 1);
        assertEq(teamVesting.getCurrentVestingMonth(), 0, "just before a month");
        vm.warp(FEB_15);
        assertEq(teamVesting.getCurrentVestingMonth(), 1, "one month");
        vm.warp(JUL_15 + 200 days);
        assertEq(teamVesting.getCurrentVestingMonth(), 12, "a year on");
    }
}
