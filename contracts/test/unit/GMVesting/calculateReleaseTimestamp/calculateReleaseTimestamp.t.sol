// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract CalculateReleaseTimestamp_Unit_Test is GMVesting_Unit_Test {
    function test_RevertWhen_ReleaseDayOutOfRange() external {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ReleaseDayOutOfRange.selector, 29));
        teamVesting.calculateReleaseTimestamp(TGE, 1, 29);
    }

    function test_WhenReleaseDayInRange() external view {
        assertEq(teamVesting.calculateReleaseTimestamp(TGE, 1, 15), FEB_15, "feb");
        assertEq(teamVesting.calculateReleaseTimestamp(TGE, 2, 15), MAR_15, "mar");
        assertEq(teamVesting.calculateReleaseTimestamp(TGE, 6, 15), JUL_15, "jul");
    }
}
