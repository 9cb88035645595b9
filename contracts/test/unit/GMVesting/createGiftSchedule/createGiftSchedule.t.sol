// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMVesting_Scheduler_Unit_Test } from "../GMVestingUnitTest.sol";

contract CreateGiftSchedule_Unit_Test is GMVesting_Scheduler_Unit_Test {
    function giftAs(address caller, address recipient, uint256 amount) internal returns (uint256) {
        vm.prank(caller);
        return teamVesting.createGiftSchedule(recipient, amount);
    }

    function test_RevertWhen_RecipientRefused() external {
        address[] memory refused = refusedRecipients();
        for (uint256 i = 0; i < refused.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, refused[i]));
            giftAs(scheduler, refused[i], 1);
        }
    }

    function test_RevertWhen_CallerNotScheduler() external whenRecipientValid {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_Unauthorized.selector, owner));
        teamVesting.createGiftSchedule(alice, 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_Unauthorized.selector, eve));
        giftAs(eve, alice, 1);
    }

    function test_RevertWhen_AmountZero() external whenRecipientValid whenCallerScheduler {
        vm.expectRevert(Errors.GMVesting_ZeroTotalAmount.selector);
        giftAs(scheduler, alice, 0);
    }

    function test_RevertWhen_AmountTooLarge() external whenRecipientValid whenCallerScheduler {
        uint256 amount = uint256(type(uint104).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_AmountTooLarge.selector, amount));
        giftAs(scheduler, alice, amount);
    }

    function test_WhenAmountValid() external whenRecipientValid whenCallerScheduler whenAmountValid {
        uint256 amount = 900 * GM;
        uint256 before = token.balanceOf(scheduler);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.VestingScheduleCreated(1, address(0), amount, 0, 15);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.BeneficiaryChangeProposed(1, address(0), alice);
        uint256 id = giftAs(scheduler, alice, amount);
        assertEq(before - token.balanceOf(scheduler), amount, "pulled from the scheduler");
        assertEq(teamVesting.pendingGifts(alice).length, 1, "one gift waiting");
        assertEq(teamVesting.pendingGifts(alice)[0], id, "this one");
        assertEq(teamVesting.beneficiaryScheduleCount(alice), 0, "not in alice's list");
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(id);
        assertEq(schedule.beneficiary, address(0), "no beneficiary yet");
        assertEq(schedule.totalAmount, amount, "total");
        assertEq(schedule.monthlyAmounts.length, 6, "six months");
        assertEq(teamVesting.pendingBeneficiary(id), alice, "alice's to accept");
        assertEq(teamVesting.getVestingInfo(id).totalAllocation, amount, "info reads");
    }

    function test_GivenStandardForm() external whenRecipientValid whenCallerScheduler whenAmountValid {
        uint256 id = giftAs(scheduler, alice, 900 * GM);
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, bob));
        teamVesting.acceptBeneficiary(id);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.BeneficiaryChanged(id, address(0), alice);
        vm.prank(alice);
        teamVesting.acceptBeneficiary(id);
        assertEq(teamVesting.getVestingSchedule(id).beneficiary, alice, "accepted");
        assertEq(teamVesting.getUserVestingScheduleId(alice), id, "listed");
        assertEq(teamVesting.pendingGifts(alice).length, 0, "no longer waiting");
        assertEq(teamVesting.nonces(alice), claimNonce(alice, 0), "the recipient's nonce untouched");
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, alice));
        teamVesting.acceptBeneficiary(id);
        vm.warp(FEB_15);
        claimAs(alice, id);
        assertEq(token.balanceOf(alice), 150 * GM, "month 1");
    }

    function test_GivenEvenForm() external whenRecipientValid whenCallerScheduler whenAmountValid {
        uint256 amount = uint256(type(uint88).max) + 6;
        uint256 id = giftAs(scheduler, alice, amount);
        vm.warp(FEB_15);
        claimAsNotBeneficiary(bob, id);
        claimAs(alice, id);
        assertEq(teamVesting.getVestingSchedule(id).beneficiary, alice, "claiming accepted it");
        assertEq(token.balanceOf(alice), amount / 6, "month 1");
        assertEq(teamVesting.getVestingSchedule(id).claimed, amount / 6, "recorded");
    }
}
