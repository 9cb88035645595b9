// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_AliceSchedule_Unit_Test } from "../GMVestingUnitTest.sol";

contract ChangeBeneficiary_Unit_Test is GMVesting_AliceSchedule_Unit_Test {
    function test_RevertWhen_ScheduleNotFound() external {
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_ScheduleNotFound.selector, 7));
        teamVesting.changeBeneficiary(7, bob);
    }

    function test_RevertWhen_CallerNotBeneficiary() external {
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMVesting_NotBeneficiary.selector, id, bob));
        teamVesting.changeBeneficiary(id, bob);
    }

    function test_RevertWhen_NewBeneficiaryIsCaller() external whenCallerBeneficiary {
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_SameBeneficiary.selector, alice));
        teamVesting.changeBeneficiary(id, alice);
    }

    function test_RevertWhen_NewBeneficiaryIsADeploymentContract() external whenCallerBeneficiary {
        address[] memory refused = refusedRecipients();
        // refused[0] is the zero address: proposing it withdraws a proposal.
        for (uint256 i = 1; i < refused.length; ++i) {
            expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, refused[i]));
            teamVesting.changeBeneficiary(id, refused[i]);
        }
    }

    function test_WhenNewBeneficiaryIsAnotherAddress() external whenCallerBeneficiary {
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.BeneficiaryChangeProposed(id, alice, bob);
        vm.prank(alice);
        teamVesting.changeBeneficiary(id, bob);
        assertEq(teamVesting.pendingBeneficiary(id), bob, "proposed");
        // Nothing moves before bob accepts: nobody can push a schedule onto bob.
        assertEq(teamVesting.getVestingSchedule(id).beneficiary, alice, "still alice's");
        assertEq(teamVesting.getUserVestingScheduleId(bob), 0, "bob's index untouched");
        assertEq(teamVesting.beneficiaryScheduleCount(bob), 0, "bob holds nothing");
        assertEq(teamVesting.getUserVestingScheduleId(alice), id, "alice's index untouched");
        vm.warp(TGE);
        claimAs(alice, id);
        assertEq(token.balanceOf(alice), 100 * GM, "alice still claims");
    }

    function test_WhenNewBeneficiaryIsAnotherAddress_ReplacesAProposal() external whenCallerBeneficiary {
        vm.startPrank(alice);
        teamVesting.changeBeneficiary(id, bob);
        teamVesting.changeBeneficiary(id, eve);
        vm.stopPrank();
        assertEq(teamVesting.pendingBeneficiary(id), eve, "latest proposal");
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, bob));
        teamVesting.acceptBeneficiary(id);
    }

    function test_WhenNewBeneficiaryIsZero() external whenCallerBeneficiary {
        vm.prank(alice);
        teamVesting.changeBeneficiary(id, bob);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.BeneficiaryChangeProposed(id, alice, address(0));
        vm.prank(alice);
        teamVesting.changeBeneficiary(id, address(0));
        assertEq(teamVesting.pendingBeneficiary(id), address(0), "proposal withdrawn");
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, bob));
        teamVesting.acceptBeneficiary(id);
    }
}
