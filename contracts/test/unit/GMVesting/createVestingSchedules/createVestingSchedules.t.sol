// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract CreateVestingSchedules_Unit_Test is GMVesting_Unit_Test {
    function test_RevertWhen_CallerUnauthorized() external {
        expectRevertAs(eve, abi.encodeWithSelector(Errors.GMVesting_Unauthorized.selector, eve));
        teamVesting.createVestingSchedules(new address[](0), new uint256[](0), new uint8[](0), new uint256[][](0));
    }

    function test_RevertWhen_ArrayLengthMismatch() external whenCallerAuthorized {
        vm.expectRevert(Errors.GMVesting_ArrayLengthMismatch.selector);
        teamVesting.createVestingSchedules(new address[](1), new uint256[](0), new uint8[](1), new uint256[][](1));
    }

    function test_WhenArraysMatch() external whenCallerAuthorized {
        address[] memory beneficiaries = new address[](2);
        beneficiaries[0] = alice;
        beneficiaries[1] = bob;
        uint256[] memory tgeAmounts = new uint256[](2);
        tgeAmounts[0] = 10 * GM;
        uint8[] memory days_ = new uint8[](2);
        days_[0] = 1;
        days_[1] = 28;
        uint256[][] memory monthly = new uint256[][](2);
        monthly[0] = sixMonths(5 * GM);
        monthly[1] = sixMonths(7 * GM);
        uint256 before = token.balanceOf(owner);
        uint256[] memory ids = teamVesting.createVestingSchedules(beneficiaries, tgeAmounts, days_, monthly);
        assertEq(ids[0], 1, "first id");
        assertEq(ids[1], 2, "second id");
        assertEq(before - token.balanceOf(owner), 40 * GM + 42 * GM, "pulled sum");
        assertEq(teamVesting.getVestingSchedule(2).releaseDay, 28, "release day");
    }
}
