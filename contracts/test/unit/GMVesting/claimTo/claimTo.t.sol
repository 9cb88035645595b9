// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { Vm } from "../../../utils/Vm.sol";
import { GMVesting_AliceSchedule_Unit_Test } from "../GMVestingUnitTest.sol";

contract ClaimTo_Unit_Test is GMVesting_AliceSchedule_Unit_Test {
    function test_RevertWhen_RecipientZero() external {
        vm.warp(FEB_15);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, address(0)));
        teamVesting.claimTo(id, address(0));
    }

    function test_RevertWhen_RecipientIsGMVesting() external {
        vm.warp(FEB_15);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, address(teamVesting)));
        teamVesting.claimTo(id, address(teamVesting));
    }

    function test_RevertWhen_RecipientIsTheToken() external {
        vm.warp(FEB_15);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, address(token)));
        teamVesting.claimTo(id, address(token));
    }

    /// @dev The finding of issue 32: a verifier makes whatever call an EIP-6492 signature asks for, so tokens sent to one
    /// are anyone's; another GMVesting or GMChallenge strands them; the VRF wrapper keeps them.
    function test_RevertWhen_RecipientIsADeploymentContract() external {
        vm.warp(FEB_15);
        address[] memory refused = refusedRecipients();
        for (uint256 i = 0; i < refused.length; ++i) {
            expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, refused[i]));
            teamVesting.claimTo(id, refused[i]);
        }
    }

    function test_RevertWhen_ScheduleNotFound() external whenRecipientValid {
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_ScheduleNotFound.selector, 99));
        teamVesting.claimTo(99, safe);
    }

    function test_RevertWhen_CallerNotBeneficiary() external whenRecipientValid {
        vm.warp(FEB_15);
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMVesting_NotBeneficiary.selector, id, bob));
        teamVesting.claimTo(id, bob);
    }

    function test_RevertGiven_NothingClaimable() external whenRecipientValid whenCallerBeneficiary {
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_NothingToClaim.selector, id));
        teamVesting.claimTo(id, safe);
    }

    function test_GivenRecipientIsTheCaller() external whenRecipientValid whenCallerBeneficiary {
        vm.warp(FEB_15);
        vm.recordLogs();
        vm.prank(alice);
        teamVesting.claimTo(id, alice);
        assertEq(token.balanceOf(alice), 250 * GM, "tge part + month 1");
        Vm.Log[] memory logs = vm.getRecordedLogs();
        assertEq(countLogs(logs, address(teamVesting), IGMVesting.ClaimedTo.selector), 0, "no ClaimedTo");
        assertEq(countLogs(logs, address(teamVesting), IGMVesting.Claimed.selector), 1, "one Claimed");
    }

    function test_GivenRecipientIsAnotherAddress() external whenRecipientValid whenCallerBeneficiary {
        vm.warp(FEB_15);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.Claimed(id, alice, 250 * GM, FEB_15);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.ClaimedTo(id, alice, safe, 250 * GM);
        vm.prank(alice);
        teamVesting.claimTo(id, safe);
        assertEq(token.balanceOf(safe), 250 * GM, "recipient paid");
        assertEq(token.balanceOf(alice), 0, "beneficiary paid nothing");
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(id);
        assertEq(schedule.beneficiary, alice, "still alice's");
        assertEq(schedule.claimed, 250 * GM, "claimed");
        assertEq(teamVesting.nonces(alice), claimNonce(alice, 0), "no nonce used");
        // The rest stays claimable by the beneficiary, to wherever it chooses.
        vm.warp(MAR_15);
        claimAs(alice, id);
        assertEq(token.balanceOf(alice), 150 * GM, "next month to alice");
    }

    function test_GivenRecipientIsAnotherAddress_StandardAndListedForms()
        external
        whenRecipientValid
        whenCallerBeneficiary
    {
        uint256 standard = createStandardAsScheduler(bob);
        uint256 listed = teamVesting.createVestingSchedule(bob, 5 * GM, 15, threeListedMonths());
        vm.warp(MAR_15);
        vm.startPrank(bob);
        teamVesting.claimTo(standard, safe);
        teamVesting.claimTo(listed, safe);
        vm.stopPrank();
        assertEq(token.balanceOf(safe), 200 * GM + 45 * GM, "two standard parts + TGE and two listed months");
        assertEq(token.balanceOf(bob), 0, "nothing to bob");
        assertEq(teamVesting.getVestingSchedule(standard).claimed, 200 * GM, "standard claimed");
        assertEq(teamVesting.getVestingSchedule(listed).claimed, 45 * GM, "listed claimed");
    }
}
