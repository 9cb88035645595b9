// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract SetScheduler_Unit_Test is GMVesting_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        teamVesting.setScheduler(eve, true);
    }

    function test_RevertWhen_SchedulerZero() external whenCallerOwner {
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        teamVesting.setScheduler(address(0), true);
    }

    function test_WhenGranting() external whenCallerOwner {
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.SchedulerSet(bob, true);
        teamVesting.setScheduler(bob, true);
        assertTrue(teamVesting.isScheduler(bob), "allowed");
        // Granting again is harmless.
        teamVesting.setScheduler(bob, true);
        assertTrue(teamVesting.isScheduler(bob), "still allowed");
    }

    function test_RevertGiven_AddressIsScheduler() external whenCallerOwner whenRemoving {
        teamVesting.setScheduler(bob, true);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_SchedulerCannotBeRemoved.selector, bob));
        teamVesting.setScheduler(bob, false);
        assertTrue(teamVesting.isScheduler(bob), "grant stays");
    }

    function test_GivenAddressIsNotScheduler() external whenCallerOwner whenRemoving {
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.SchedulerSet(bob, false);
        teamVesting.setScheduler(bob, false);
        assertFalse(teamVesting.isScheduler(bob), "not a scheduler");
    }
}
