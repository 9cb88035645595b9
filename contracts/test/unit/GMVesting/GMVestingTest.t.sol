// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { GMVesting } from "../../../contracts/GMVesting.sol";
import { IGMVesting } from "../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../contracts/libraries/Errors.sol";
import { BaseTest } from "../../utils/BaseTest.sol";

/// @dev Release timestamps of TGE 2027-01-15 08:00 UTC with release day 15: Feb 15, Mar 15, ... 08:00 UTC.
abstract contract GMVestingTest is BaseTest {
    uint256 internal constant FEB_15 = 1_802_678_400; // 2027-02-15 08:00 UTC
    uint256 internal constant MAR_15 = 1_805_097_600; // 2027-03-15 08:00 UTC
    uint256 internal constant JUL_15 = 1_815_638_400; // 2027-07-15 08:00 UTC

    function createTeamSchedule(address beneficiary) internal returns (uint256) {
        return teamVesting.createVestingSchedule(beneficiary, 100 * GM, 15, sixMonths(150 * GM));
    }
}

contract CreateVestingSchedule_Test is GMVestingTest {
    function test_RevertWhen_CallerUnauthorized() public {
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_Unauthorized.selector, eve));
        teamVesting.createVestingSchedule(alice, 1, 1, new uint256[](0));
    }

    function test_RevertWhen_BeneficiaryZero() public {
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        teamVesting.createVestingSchedule(address(0), 1, 1, new uint256[](0));
    }

    function test_RevertWhen_ReleaseDayOutOfRange() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ReleaseDayOutOfRange.selector, 0));
        teamVesting.createVestingSchedule(alice, 1, 0, new uint256[](0));
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ReleaseDayOutOfRange.selector, 29));
        teamVesting.createVestingSchedule(alice, 1, 29, new uint256[](0));
    }

    function test_RevertWhen_TooManyMonths() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_TooManyMonths.selector, 121, 120));
        teamVesting.createVestingSchedule(alice, 1, 1, new uint256[](121));
    }

    function test_RevertWhen_TotalZero() public {
        vm.expectRevert(Errors.GMVesting_ZeroTotalAmount.selector);
        teamVesting.createVestingSchedule(alice, 0, 1, new uint256[](3));
    }

    function test_RevertWhen_TotalTooLarge() public {
        uint256[] memory amounts = new uint256[](1);
        amounts[0] = type(uint128).max;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_AmountTooLarge.selector, uint256(type(uint128).max) + 1));
        teamVesting.createVestingSchedule(alice, 1, 1, amounts);
    }

    function test_WhenInputsValid() public {
        uint256 balanceBefore = token.balanceOf(owner);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.VestingScheduleCreated(1, alice, 1_000 * GM, 100 * GM, 15);
        uint256 id = createTeamSchedule(alice);
        assertEq(id, 1, "id");
        assertEq(teamVesting.scheduleCount(), 1, "count");
        assertEq(balanceBefore - token.balanceOf(owner), 1_000 * GM, "pulled");
        assertEq(token.balanceOf(address(teamVesting)), 1_000 * GM, "held");
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(id);
        assertEq(schedule.beneficiary, alice, "beneficiary");
        assertEq(schedule.totalAmount, 1_000 * GM, "total");
        assertEq(schedule.tgeAmount, 100 * GM, "tge");
        assertEq(schedule.claimed, 0, "claimed");
        assertTrue(schedule.isActive, "active");
        assertEq(schedule.releaseDay, 15, "release day");
        assertEq(schedule.monthlyAmounts.length, 6, "months");
        assertEq(schedule.monthlyAmounts[5], 150 * GM, "month 6");
        assertTrue(schedule.revocable, "the owner's schedules are revocable");
        assertEq(teamVesting.beneficiarySchedules(alice, 0), 1, "index");
        assertEq(teamVesting.beneficiaryScheduleCount(alice), 1, "index count");
        assertEq(teamVesting.getUserVestingScheduleId(alice), 1, "first id");
    }

    function test_WhenCallerIsScheduler() public {
        teamVesting.setScheduler(bob, true);
        token.transfer(bob, 1_000 * GM);
        vm.startPrank(bob);
        token.approve(address(teamVesting), 1_000 * GM);
        uint256 id = teamVesting.createVestingSchedule(alice, 100 * GM, 15, sixMonths(150 * GM));
        vm.stopPrank();
        assertEq(id, 1, "id");
        assertEq(token.balanceOf(bob), 0, "pulled from the scheduler");
        assertFalse(teamVesting.getVestingSchedule(id).revocable, "a scheduler's schedules are not revocable");
    }
}

contract CreateVestingSchedules_Test is GMVestingTest {
    function test_RevertWhen_CallerUnauthorized() public {
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_Unauthorized.selector, eve));
        teamVesting.createVestingSchedules(new address[](0), new uint256[](0), new uint8[](0), new uint256[][](0));
    }

    function test_RevertWhen_ArrayLengthMismatch() public {
        vm.expectRevert(Errors.GMVesting_ArrayLengthMismatch.selector);
        teamVesting.createVestingSchedules(new address[](1), new uint256[](0), new uint8[](1), new uint256[][](1));
    }

    function test_WhenArraysMatch() public {
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

contract Claim_Test is GMVestingTest {
    uint256 internal id;

    function setUp() public override {
        super.setUp();
        id = createTeamSchedule(alice);
    }

    function test_RevertWhen_ScheduleNotFound() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ScheduleNotFound.selector, 99));
        teamVesting.claim(99);
    }

    function test_RevertWhen_CallerNotBeneficiary() public {
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotBeneficiary.selector, id, bob));
        teamVesting.claim(id);
    }

    function test_RevertGiven_BeforeTge() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NothingToClaim.selector, id));
        teamVesting.claim(id);
    }

    function test_RevertGiven_AllReleasedClaimed() public {
        vm.warp(TGE);
        vm.prank(alice);
        teamVesting.claim(id);
        vm.warp(FEB_15 - 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NothingToClaim.selector, id));
        teamVesting.claim(id);
    }

    function test_GivenTgePassedNoMonth() public {
        vm.warp(TGE);
        vm.prank(alice);
        teamVesting.claim(id);
        assertEq(token.balanceOf(alice), 100 * GM, "tge part");
    }

    function test_GivenSomeMonthsPassed() public {
        vm.warp(TGE);
        vm.prank(alice);
        teamVesting.claim(id);
        vm.warp(MAR_15);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.Claimed(id, alice, 300 * GM, MAR_15);
        vm.prank(alice);
        teamVesting.claim(id);
        assertEq(token.balanceOf(alice), 400 * GM, "tge + 2 months");
        IGMVesting.VestingInfo memory info = teamVesting.getVestingInfo(id);
        assertEq(info.claimedTotal, 400 * GM, "claimed");
        assertEq(info.monthsElapsed, 2, "months");
        assertEq(info.claimableMonths, 0, "claimable months");
    }

    function test_GivenEveryMonthPassed() public {
        vm.warp(JUL_15 + 365 days);
        vm.prank(alice);
        teamVesting.claim(id);
        assertEq(token.balanceOf(alice), 1_000 * GM, "everything");
        assertEq(teamVesting.claimableAmount(id), 0, "nothing left");
    }

    function test_GivenRevoked() public {
        vm.warp(FEB_15);
        teamVesting.revoke(id);
        vm.warp(JUL_15);
        vm.prank(alice);
        teamVesting.claim(id);
        assertEq(token.balanceOf(alice), 250 * GM, "vested at revoke");
    }
}

contract ChangeBeneficiary_Test is GMVestingTest {
    uint256 internal id;

    function setUp() public override {
        super.setUp();
        id = createTeamSchedule(alice);
    }

    function test_RevertWhen_ScheduleNotFound() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ScheduleNotFound.selector, 7));
        teamVesting.changeBeneficiary(7, bob);
    }

    function test_RevertWhen_CallerNotBeneficiary() public {
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotBeneficiary.selector, id, bob));
        teamVesting.changeBeneficiary(id, bob);
    }

    function test_RevertWhen_NewBeneficiaryIsCaller() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_SameBeneficiary.selector, alice));
        teamVesting.changeBeneficiary(id, alice);
    }

    function test_WhenNewBeneficiaryIsAnotherAddress() public {
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
        vm.prank(alice);
        teamVesting.claim(id);
        assertEq(token.balanceOf(alice), 100 * GM, "alice still claims");
    }

    function test_WhenNewBeneficiaryIsAnotherAddress_ItReplacesAnEarlierProposal() public {
        vm.startPrank(alice);
        teamVesting.changeBeneficiary(id, bob);
        teamVesting.changeBeneficiary(id, eve);
        vm.stopPrank();
        assertEq(teamVesting.pendingBeneficiary(id), eve, "latest proposal");
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, bob));
        teamVesting.acceptBeneficiary(id);
    }

    function test_WhenNewBeneficiaryIsZero() public {
        vm.prank(alice);
        teamVesting.changeBeneficiary(id, bob);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.BeneficiaryChangeProposed(id, alice, address(0));
        vm.prank(alice);
        teamVesting.changeBeneficiary(id, address(0));
        assertEq(teamVesting.pendingBeneficiary(id), address(0), "proposal withdrawn");
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, bob));
        teamVesting.acceptBeneficiary(id);
    }
}

contract AcceptBeneficiary_Test is GMVestingTest {
    uint256 internal id;

    function setUp() public override {
        super.setUp();
        id = createTeamSchedule(alice);
    }

    function test_RevertGiven_NothingProposed() public {
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, bob));
        teamVesting.acceptBeneficiary(id);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, 7, bob));
        teamVesting.acceptBeneficiary(7);
    }

    function test_RevertWhen_CallerNotProposed() public {
        vm.prank(alice);
        teamVesting.changeBeneficiary(id, bob);
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, eve));
        teamVesting.acceptBeneficiary(id);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, id, alice));
        teamVesting.acceptBeneficiary(id);
    }

    function test_WhenCallerIsProposed() public {
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

    function test_WhenCallerIsProposed_ItCanHandTheScheduleOnAgain() public {
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
}

contract Revoke_Test is GMVestingTest {
    uint256 internal id;

    function setUp() public override {
        super.setUp();
        id = createTeamSchedule(alice);
    }

    function test_RevertWhen_CallerNotOwner() public {
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve));
        teamVesting.revoke(id);
    }

    function test_RevertWhen_ScheduleNotFound() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ScheduleNotFound.selector, 5));
        teamVesting.revoke(5);
    }

    function test_RevertGiven_CreatedByScheduler() public {
        address carol = address(0xCA401);
        address dave = address(0xDA7E);
        teamVesting.setScheduler(bob, true);
        token.transfer(bob, 1_000 * GM);
        vm.startPrank(bob);
        token.approve(address(teamVesting), 1_000 * GM);
        uint256 scheduled = teamVesting.createVestingSchedule(carol, 100 * GM, 15, sixMonths(150 * GM));
        vm.stopPrank();
        vm.warp(MAR_15);
        uint256 held = token.balanceOf(address(teamVesting));
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotRevocable.selector, scheduled));
        teamVesting.revoke(scheduled);
        // A beneficiary change keeps the schedule irrevocable.
        vm.prank(carol);
        teamVesting.changeBeneficiary(scheduled, dave);
        vm.prank(dave);
        teamVesting.acceptBeneficiary(scheduled);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotRevocable.selector, scheduled));
        teamVesting.revoke(scheduled);
        assertTrue(teamVesting.getVestingSchedule(scheduled).isActive, "still active");
        assertEq(token.balanceOf(address(teamVesting)), held, "nothing left");
        // The owner's own schedule next to it stays revocable.
        teamVesting.revoke(id);
        assertFalse(teamVesting.getVestingSchedule(id).isActive, "owner-created revoked");
        vm.warp(JUL_15);
        vm.prank(dave);
        teamVesting.claim(scheduled);
        assertEq(token.balanceOf(dave), 1_000 * GM, "the beneficiary keeps everything");
    }

    function test_RevertGiven_AlreadyRevoked() public {
        teamVesting.revoke(id);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ScheduleRevoked.selector, id));
        teamVesting.revoke(id);
    }

    function test_GivenNothingUnvested() public {
        vm.warp(JUL_15);
        uint256 before = token.balanceOf(owner);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.VestingScheduleRevoked(id, 0);
        teamVesting.revoke(id);
        assertEq(token.balanceOf(owner), before, "no transfer");
        assertEq(teamVesting.claimableAmount(id), 1_000 * GM, "all claimable");
    }

    function test_GivenPartUnvested() public {
        teamVesting.setTreasury(bob);
        vm.warp(MAR_15);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.VestingScheduleRevoked(id, 600 * GM);
        teamVesting.revoke(id);
        assertEq(token.balanceOf(bob), 600 * GM, "unvested to treasury");
        assertFalse(teamVesting.getVestingSchedule(id).isActive, "inactive");
        vm.warp(JUL_15);
        assertEq(teamVesting.calculateVestedAmount(id), 400 * GM, "vested frozen");
        IGMVesting.VestingInfo memory info = teamVesting.getVestingInfo(id);
        assertEq(info.monthsElapsed, 2, "months frozen");
        assertEq(info.claimableMonths, 2, "claimable months");
        assertEq(info.vestedTotal, 400 * GM, "vested total");
    }
}

contract Admin_Test is GMVestingTest {
    function test_RevertWhen_SetSchedulerNotOwner() public {
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve));
        teamVesting.setScheduler(eve, true);
    }

    function test_RevertWhen_SetSchedulerZero() public {
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        teamVesting.setScheduler(address(0), true);
    }

    function test_SetScheduler() public {
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.SchedulerSet(bob, true);
        teamVesting.setScheduler(bob, true);
        assertTrue(teamVesting.isScheduler(bob), "allowed");
        // Granting again is harmless.
        teamVesting.setScheduler(bob, true);
        assertTrue(teamVesting.isScheduler(bob), "still allowed");
    }

    function test_RevertWhen_SetSchedulerRemovesScheduler() public {
        teamVesting.setScheduler(bob, true);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_SchedulerCannotBeRemoved.selector, bob));
        teamVesting.setScheduler(bob, false);
        assertTrue(teamVesting.isScheduler(bob), "grant stays");
    }

    function test_SetSchedulerFalseForNonScheduler() public {
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.SchedulerSet(bob, false);
        teamVesting.setScheduler(bob, false);
        assertFalse(teamVesting.isScheduler(bob), "not a scheduler");
    }

    function test_RevertWhen_SetTreasuryNotOwner() public {
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve));
        teamVesting.setTreasury(eve);
    }

    function test_RevertWhen_SetTreasuryZero() public {
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        teamVesting.setTreasury(address(0));
    }

    function test_SetTreasury() public {
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.TreasurySet(bob);
        teamVesting.setTreasury(bob);
        assertEq(teamVesting.treasury(), bob, "treasury");
    }

    function test_RevertWhen_ConstructorZeroAddresses() public {
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        new GMVesting(owner, IERC20(address(0)), TGE, owner, "X");
        vm.expectRevert(Errors.GMVesting_ZeroAddress.selector);
        new GMVesting(owner, token, TGE, address(0), "X");
    }

    function test_Constructor() public view {
        assertEq(address(teamVesting.token()), address(token), "token");
        assertEq(teamVesting.tgeTimestamp(), TGE, "tge");
        assertEq(teamVesting.treasury(), owner, "treasury");
        assertTrue(keccak256(bytes(teamVesting.claimType())) == keccak256("TEAM"), "claim type");
        assertEq(teamVesting.MAX_MONTHS(), 120, "max months");
    }
}

contract Views_Test is GMVestingTest {
    function test_WhenIdUnknown() public view {
        IGMVesting.VestingSchedule memory schedule = teamVesting.getVestingSchedule(42);
        assertEq(schedule.beneficiary, address(0), "beneficiary");
        assertEq(schedule.monthlyAmounts.length, 0, "months");
        IGMVesting.VestingInfo memory info = teamVesting.getVestingInfo(42);
        assertEq(info.totalAllocation, 0, "allocation");
        assertEq(teamVesting.claimableAmount(42), 0, "claimable");
        assertEq(teamVesting.calculateVestedAmount(42), 0, "vested");
        assertEq(teamVesting.getUserVestingScheduleId(alice), 0, "no schedule");
    }

    function test_WhenScheduleExists() public {
        uint256 id = createTeamSchedule(alice);
        vm.warp(MAR_15 - 1);
        IGMVesting.VestingInfo memory info = teamVesting.getVestingInfo(id);
        assertEq(info.monthsElapsed, 1, "one month");
        assertEq(info.claimableMonths, 1, "one claimable month");
        assertEq(info.vestedTotal, 250 * GM, "vested");
        assertEq(teamVesting.claimableAmount(id), 250 * GM, "claimable");
        vm.warp(MAR_15);
        assertEq(teamVesting.calculateVestedAmount(id), 400 * GM, "vested after month 2");
    }

    function test_RevertWhen_ReleaseDayOutOfRange() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ReleaseDayOutOfRange.selector, 29));
        teamVesting.calculateReleaseTimestamp(TGE, 1, 29);
    }

    function test_CalculateReleaseTimestamp() public view {
        assertEq(teamVesting.calculateReleaseTimestamp(TGE, 1, 15), FEB_15, "feb");
        assertEq(teamVesting.calculateReleaseTimestamp(TGE, 2, 15), MAR_15, "mar");
        assertEq(teamVesting.calculateReleaseTimestamp(TGE, 6, 15), JUL_15, "jul");
    }

    function test_GetCurrentVestingMonth() public {
        assertEq(teamVesting.getCurrentVestingMonth(), 0, "before tge");
        vm.warp(TGE);
        assertEq(teamVesting.getCurrentVestingMonth(), 0, "at tge");
        vm.warp(FEB_15 - 1);
        assertEq(teamVesting.getCurrentVestingMonth(), 0, "just before a month");
        vm.warp(FEB_15);
        assertEq(teamVesting.getCurrentVestingMonth(), 1, "one month");
        vm.warp(JUL_15 + 200 days);
        assertEq(teamVesting.getCurrentVestingMonth(), 12, "a year on");
    }
}
