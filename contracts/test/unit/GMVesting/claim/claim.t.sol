// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_AliceSchedule_Unit_Test } from "../GMVestingUnitTest.sol";

contract Claim_Unit_Test is GMVesting_AliceSchedule_Unit_Test {
    function test_RevertWhen_ScheduleNotFound() external {
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_ScheduleNotFound.selector, 99));
        teamVesting.claim(99);
    }

    function test_RevertWhen_CallerNotBeneficiary() external {
        claimAsNotBeneficiary(bob, id);
    }

    function test_RevertGiven_BeforeTge() external whenCallerBeneficiary {
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_NothingToClaim.selector, id));
        teamVesting.claim(id);
    }

    function test_RevertGiven_AllReleasedClaimed() external whenCallerBeneficiary {
        vm.warp(TGE);
        claimAs(alice, id);
        vm.warp(FEB_15 - 1);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_NothingToClaim.selector, id));
        teamVesting.claim(id);
    }

    function test_GivenTgePassedNoMonth() external whenCallerBeneficiary {
        vm.warp(TGE);
        claimAs(alice, id);
        assertEq(token.balanceOf(alice), 100 * GM, "tge part");
    }

    function test_GivenSomeMonthsPassed() external whenCallerBeneficiary {
        vm.warp(TGE);
        claimAs(alice, id);
        vm.warp(MAR_15);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.Claimed(id, alice, 300 * GM, MAR_15);
        claimAs(alice, id);
        assertEq(token.balanceOf(alice), 400 * GM, "tge + 2 months");
        IGMVesting.VestingInfo memory info = teamVesting.getVestingInfo(id);
        assertEq(info.claimedTotal, 400 * GM, "claimed");
        assertEq(info.monthsElapsed, 2, "months");
        assertEq(info.claimableMonths, 0, "claimable months");
    }

    function test_GivenEveryMonthPassed() external whenCallerBeneficiary {
        vm.warp(JUL_15 + 365 days);
        claimAs(alice, id);
        assertEq(token.balanceOf(alice), 1_000 * GM, "everything");
        assertEq(teamVesting.claimableAmount(id), 0, "nothing left");
    }

    function test_GivenRevoked() external whenCallerBeneficiary {
        vm.warp(FEB_15);
        teamVesting.revoke(id);
        vm.warp(JUL_15);
        claimAs(alice, id);
        assertEq(token.balanceOf(alice), 250 * GM, "vested at revoke");
    }

    function test_GivenStandardForm() external whenCallerBeneficiary {
        uint256 standard = createStandardAsScheduler(bob);
        claimAsNotBeneficiary(alice, standard);
        vm.warp(MAR_15);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.Claimed(standard, bob, 200 * GM, MAR_15);
        claimAs(bob, standard);
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMVesting_NothingToClaim.selector, standard));
        teamVesting.claim(standard);
        assertEq(teamVesting.getVestingSchedule(standard).claimed, 200 * GM, "two parts claimed");
    }

    function test_GivenListedForm() external whenCallerBeneficiary {
        uint256 listed = teamVesting.createVestingSchedule(bob, 5 * GM, 15, threeListedMonths());
        vm.warp(FEB_15);
        claimAs(bob, listed);
        assertEq(token.balanceOf(bob), 15 * GM, "TGE part + month 1");
        vm.warp(JUL_15);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.Claimed(listed, bob, 50 * GM, JUL_15);
        claimAs(bob, listed);
        assertEq(token.balanceOf(bob), 65 * GM, "the whole total");
    }
}
