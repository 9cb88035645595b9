// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract AcceptBeneficiary_Unit_Test is GMVesting_Unit_Test {
    uint256 internal id;

    function setUp() public override {
        super.setUp();
        id = createTeamSchedule(alice);
    }

    function test_RevertGiven_NothingProposed() external {
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, bob));
        teamVesting.acceptBeneficiary(id);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, 7, bob));
        teamVesting.acceptBeneficiary(7);
    }

    function test_RevertWhen_CallerNotProposed() external givenProposal {
        vm.prank(alice);
        teamVesting.changeBeneficiary(id, bob);
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, eve));
        teamVesting.acceptBeneficiary(id);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, alice));
        teamVesting.acceptBeneficiary(id);
    }

    function test_WhenCallerIsProposed() external givenProposal {
        uint256 second = createTeamSchedule(alice);
        vm.warp(TGE);
        vm.prank(alice);
        teamVesting.claim(id);
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
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotBeneficiary.selector, id, alice));
        teamVesting.claim(id);
        vm.prank(bob);
        teamVesting.claim(id);
        assertEq(token.balanceOf(bob), 150 * GM, "bob claims month 1");
        // Accepting twice does nothing: the proposal is gone.
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, bob));
        teamVesting.acceptBeneficiary(id);
    }

    function test_WhenCallerIsProposed_HandsItOnAgain() external givenProposal {
        vm.prank(alice);
        teamVesting.changeBeneficiary(id, bob);
        vm.prank(bob);
        teamVesting.acceptBeneficiary(id);
        vm.prank(bob);
        teamVesting.changeBeneficiary(id, alice);
        vm.prank(alice);
        teamVesting.acceptBeneficiary(id);
        assertEq(teamVesting.getVestingSchedule(id).beneficiary, alice, "back to alice");
        assertEq(teamVesting.beneficiaryScheduleCount(bob), 0, "bob's index emptied");
    }

    function test_GivenStandardForm() external givenProposal whenCallerIsProposed {
        teamVesting.setScheduler(address(this), true);
        uint256 standard = teamVesting.createStandardSchedule(alice, 600 * GM);
        vm.warp(FEB_15);
        vm.prank(alice);
        teamVesting.claim(standard);
        vm.prank(alice);
        teamVesting.changeBeneficiary(standard, bob);
        vm.prank(bob);
        teamVesting.acceptBeneficiary(standard);
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(standard);
        assertEq(schedule.beneficiary, bob, "moved");
        assertEq(schedule.claimed, 100 * GM, "claimed moved along");
        assertEq(teamVesting.getUserVestingScheduleId(bob), standard, "bob's index");
        vm.warp(MAR_15);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotBeneficiary.selector, standard, alice));
        teamVesting.claim(standard);
        vm.prank(bob);
        teamVesting.claim(standard);
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
        vm.prank(alice);
        teamVesting.changeBeneficiary(2, bob);
        vm.prank(bob);
        teamVesting.acceptBeneficiary(2);
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
