// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract SetTreasury_Unit_Test is GMVesting_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        teamVesting.setTreasury(eve);
    }

    function test_RevertWhen_TreasuryZero() external whenCallerOwner {
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        teamVesting.setTreasury(address(0));
    }

    function test_WhenTreasurySet() external whenCallerOwner {
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.TreasurySet(bob);
        teamVesting.setTreasury(bob);
        assertEq(teamVesting.treasury(), bob, "treasury");
    }
}
