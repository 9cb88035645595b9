// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_AliceSchedule_Unit_Test } from "../GMVestingUnitTest.sol";

contract AcceptBeneficiary_Unit_Test is GMVesting_AliceSchedule_Unit_Test {
    function test_RevertGiven_NothingProposed() external {
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, bob));
        teamVesting.acceptBeneficiary(id);
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, 7, bob));
        teamVesting.acceptBeneficiary(7);
    }

    function test_RevertWhen_CallerNotProposed() external givenProposal {
        vm.prank(alice);
        teamVesting.changeBeneficiary(id, bob);
        expectRevertAs(eve, abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, eve));
        teamVesting.acceptBeneficiary(id);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, alice));
        teamVesting.acceptBeneficiary(id);
    }

    function test_WhenCallerIsProposed() external givenProposal {
        uint256 second = createTeamSchedule(alice);
        vm.warp(TGE);
        claimAs(alice, id);
        vm.prank(alice);
        teamVesting.changeBeneficiary(id, bob);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.BeneficiaryChanged(id, alice, bob);
        vm.prank(bob);
        teamVesting.acceptBeneficiary(id);
        assertEq(teamVesting.getVestingSchedule(id).beneficiary, bob, "beneficiary");
        assertEq(teamVesting.getVestingSchedule(id).claimed, 100 * GM, "claimed moved along");
        assertEq(teamVesting.pendingBeneficiary(id), address(0), "proposal cleared");
        assertEq(teamVesting.getUserVestingScheduleId(alice), second, "alice keeps her other schedule");
        assertEq(teamVesting.getUserVestingScheduleId(bob), id, "bob's first schedule");
        vm.warp(FEB_15);
        claimAsNotBeneficiary(alice, id);
        claimAs(bob, id);
        assertEq(token.balanceOf(bob), 150 * GM, "bob claims month 1");
        // Accepting twice does nothing: the proposal is gone.
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, bob));
        teamVesting.acceptBeneficiary(id);
    }

    function test_WhenCallerIsProposed_HandsItOnAgain() external givenProposal {
        moveSchedule(id, alice, bob);
        moveSchedule(id, bob, alice);
        assertEq(teamVesting.getVestingSchedule(id).beneficiary, alice, "back to alice");
        assertEq(teamVesting.beneficiaryScheduleCount(bob), 0, "bob's index emptied");
    }

    function test_GivenStandardForm() external givenProposal whenCallerIsProposed {
        uint256 standard = createStandardAsScheduler(alice);
        vm.warp(FEB_15);
        claimAs(alice, standard);
        moveSchedule(standard, alice, bob);
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(standard);
        assertEq(schedule.beneficiary, bob, "moved");
        assertEq(schedule.claimed, 100 * GM, "claimed moved along");
        assertEq(teamVesting.getUserVestingScheduleId(bob), standard, "bob's index");
        vm.warp(MAR_15);
        claimAsNotBeneficiary(alice, standard);
        claimAs(bob, standard);
        assertEq(token.balanceOf(bob), 100 * GM, "bob claims month 2");
    }

    function test_GivenIndexesBeyondOneSlot() external givenProposal whenCallerIsProposed {
        // alice: ids 1..6 (two index slots); bob: 7..11. Moving id 2 swaps alice's last id into its place.
        for (uint256 i = 0; i < 5; ++i) {
            createTeamSchedule(alice);
        }
        for (uint256 i = 0; i < 5; ++i) {
            createTeamSchedule(bob);
        }
        moveSchedule(2, alice, bob);
        uint256[5] memory aliceIds = [uint256(1), 6, 3, 4, 5];
        assertEq(teamVesting.beneficiaryScheduleCount(alice), 5, "alice's count");
        for (uint256 i = 0; i < 5; ++i) {
            assertEq(teamVesting.beneficiarySchedules(alice, i), aliceIds[i], "alice's ids");
        }
        assertEq(teamVesting.beneficiaryScheduleCount(bob), 6, "bob's count");
        for (uint256 i = 0; i < 5; ++i) {
            assertEq(teamVesting.beneficiarySchedules(bob, i), 7 + i, "bob's ids");
        }
        assertEq(teamVesting.beneficiarySchedules(bob, 5), 2, "appended");
    }
}
