// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMToken } from "../../contracts/GMToken.sol";
import { GMVesting } from "../../contracts/GMVesting.sol";
import { IGMVesting } from "../../contracts/interfaces/IGMVesting.sol";
import { GMVestingReference } from "../reference/GMVestingReference.sol";
import { BaseTest } from "../utils/BaseTest.sol";
import { Deploy } from "../utils/Deploy.sol";

/// @notice The compact forms of GMVesting (even, listed and standard) are indistinguishable from the form GMVesting
/// stored before issue 13 (every running total in its own slot, kept as GMVestingReference): for random shapes,
/// amounts up to 2^127, TGEs, release days, claim times, revokes and beneficiary changes, every view returns the same
/// values and every claim pays the same amount. Release timestamps come from the unchanged Calendar library.
contract CompactSchedules_Fuzz_Test is BaseTest {
    GMToken internal big;
    GMVesting internal compact;
    GMVestingReference internal stored;

    /// @dev Deploys both vestings on a token with room for 2^127 units, TGE and release day fuzzed.
    function deployPair(uint256 tgeSeed) internal returns (uint256 tge) {
        tge = bound(tgeSeed, 946_684_800, 4_102_444_800); // 2000-01-01 .. 2100-01-01
        vm.warp(tge - 1 days);
        big = Deploy.gmToken(owner, 2 ** 128);
        compact = Deploy.gmVesting(owner, big, tge, owner, "TEAM");
        stored = new GMVestingReference(owner, big, tge, owner, "TEAM");
        big.approve(address(compact), type(uint256).max);
        big.approve(address(stored), type(uint256).max);
    }

    struct Timeline {
        uint256[6] waits;
        uint256 revokeStep;
        uint256 handOverStep;
    }

    /// @dev A TGE part, empty months, equal parts and a last part that exceeds them by `remainder`.
    function testFuzz_EvenFormMatchesTheStoredForm(
        uint256 tgeSeed,
        uint256 tgeAmount,
        uint256 cliffMonths,
        uint256 parts,
        uint256 part,
        uint256 remainder,
        uint8 releaseDay,
        Timeline memory timeline
    )
        external
    {
        deployPair(tgeSeed);
        cliffMonths = bound(cliffMonths, 0, 12);
        parts = bound(parts, 1, 36);
        part = bound(part, 0, 2 ** 126 / parts);
        // Below `parts` the excess of the last month is a rounding remainder (the even form); from `parts` on it is not
        // (the listed form): both sides of the boundary occur.
        remainder = bound(remainder, 0, 2 * parts);
        tgeAmount = bound(tgeAmount, 0, 2 ** 126);
        vm.assume(tgeAmount + part + remainder > 0);
        uint256[] memory amounts = new uint256[](cliffMonths + parts);
        for (uint256 m = cliffMonths; m < amounts.length; ++m) {
            amounts[m] = part;
        }
        amounts[amounts.length - 1] += remainder;
        compareOverTime(tgeAmount, uint8(bound(releaseDay, 1, 28)), amounts, timeline);
    }

    function testFuzz_ListedFormMatchesTheStoredForm(
        uint256 tgeSeed,
        uint256 tgeAmount,
        uint256[12] memory monthly,
        uint256 months,
        uint8 releaseDay,
        Timeline memory timeline
    )
        external
    {
        deployPair(tgeSeed);
        months = bound(months, 1, 12);
        uint256[] memory amounts = new uint256[](months);
        uint256 total = bound(tgeAmount, 0, 2 ** 122);
        for (uint256 m = 0; m < months; ++m) {
            // Small, zero and huge amounts alike, so that shapes of every kind occur.
            amounts[m] = monthly[m] % 3 == 0 ? 0 : bound(monthly[m], 1, monthly[m] % 2 == 0 ? 100 : 2 ** 122);
            total += amounts[m];
        }
        vm.assume(total > 0);
        compareOverTime(bound(tgeAmount, 0, 2 ** 122), uint8(bound(releaseDay, 1, 28)), amounts, timeline);
    }

    function testFuzz_StandardFormMatchesTheStoredForm(
        uint256 tgeSeed,
        uint256 amount,
        Timeline memory timeline
    )
        external
    {
        deployPair(tgeSeed);
        amount = bound(amount, 1, type(uint104).max);
        // A scheduler's schedule, in the standard form here and as six stored months there.
        compact.setScheduler(address(this), true);
        stored.setScheduler(address(this), true);
        // The test contract is also the owner: for the stored form, make a scheduler call by another address.
        address scheduler = address(0x5C4ED);
        stored.setScheduler(scheduler, true);
        big.transfer(scheduler, amount);
        vm.startPrank(scheduler);
        big.approve(address(stored), amount);
        uint256[] memory amounts = new uint256[](6);
        for (uint256 m = 0; m < 6; ++m) {
            amounts[m] = amount / 6;
        }
        amounts[5] = amount - 5 * (amount / 6);
        uint256 storedId = stored.createVestingSchedule(alice, 0, compact.standardReleaseDay(), amounts);
        vm.stopPrank();
        uint256 id = compact.createStandardSchedule(alice, amount);
        assertEq(id, storedId, "same id");
        walk(id, timeline);
    }

    /// @dev Creates the schedule in both (owner-created, so revocable) and walks the timeline.
    function compareOverTime(
        uint256 tgeAmount,
        uint8 releaseDay,
        uint256[] memory amounts,
        Timeline memory timeline
    )
        internal
    {
        uint256 id = compact.createVestingSchedule(alice, tgeAmount, releaseDay, amounts);
        assertEq(stored.createVestingSchedule(alice, tgeAmount, releaseDay, amounts), id, "same id");
        walk(id, timeline);
    }

    /// @dev Six random waits; at each stop the views are compared and the beneficiary claims from both (the same
    /// amount must arrive). At one stop the owner revokes (if revocable), at another the schedule changes hands.
    function walk(uint256 id, Timeline memory timeline) internal {
        address beneficiary = alice;
        uint256 revokeStep = timeline.revokeStep % 8; // 6 and 7: never
        uint256 handOverStep = timeline.handOverStep % 8;
        assertSame(id);
        for (uint256 step = 0; step < 6; ++step) {
            vm.warp(block.timestamp + bound(timeline.waits[step], 0, 400 days));
            if (step == revokeStep && compact.getVestingSchedule(id).revocable) {
                uint256 before = big.balanceOf(owner);
                compact.revoke(id);
                uint256 returned = big.balanceOf(owner) - before;
                stored.revoke(id);
                assertEq(big.balanceOf(owner) - before - returned, returned, "same unvested returned");
            }
            if (step == handOverStep) {
                vm.prank(beneficiary);
                compact.changeBeneficiary(id, bob);
                vm.prank(beneficiary);
                stored.changeBeneficiary(id, bob);
                vm.prank(bob);
                compact.acceptBeneficiary(id);
                vm.prank(bob);
                stored.acceptBeneficiary(id);
                beneficiary = bob;
            }
            assertSame(id);
            if (compact.claimableAmount(id) > 0) {
                uint256 before = big.balanceOf(beneficiary);
                vm.prank(beneficiary);
                compact.claim(id);
                uint256 paid = big.balanceOf(beneficiary) - before;
                vm.prank(beneficiary);
                stored.claim(id);
                assertEq(big.balanceOf(beneficiary) - before - paid, paid, "same claim");
                assertSame(id);
            }
        }
    }

    function assertSame(uint256 id) internal view {
        IGMVesting.VestingSchedule memory a = compact.getVestingSchedule(id);
        IGMVesting.VestingSchedule memory b = stored.getVestingSchedule(id);
        assertEq(a.beneficiary, b.beneficiary, "beneficiary");
        assertEq(a.totalAmount, b.totalAmount, "totalAmount");
        assertEq(a.tgeAmount, b.tgeAmount, "tgeAmount");
        assertEq(a.claimed, b.claimed, "claimed");
        assertEq(a.isActive, b.isActive, "isActive");
        assertEq(a.releaseDay, b.releaseDay, "releaseDay");
        assertEq(a.revocable, b.revocable, "revocable");
        assertEq(a.monthlyAmounts.length, b.monthlyAmounts.length, "months");
        for (uint256 m = 0; m < a.monthlyAmounts.length; ++m) {
            assertEq(a.monthlyAmounts[m], b.monthlyAmounts[m], "monthly amount");
        }
        IGMVesting.VestingInfo memory x = compact.getVestingInfo(id);
        IGMVesting.VestingInfo memory y = stored.getVestingInfo(id);
        assertEq(x.claimedTotal, y.claimedTotal, "claimedTotal");
        assertEq(x.vestedTotal, y.vestedTotal, "vestedTotal");
        assertEq(x.totalAllocation, y.totalAllocation, "totalAllocation");
        assertEq(x.monthsElapsed, y.monthsElapsed, "monthsElapsed");
        assertEq(x.claimableMonths, y.claimableMonths, "claimableMonths");
        assertEq(compact.claimableAmount(id), stored.claimableAmount(id), "claimableAmount");
        assertEq(compact.calculateVestedAmount(id), stored.calculateVestedAmount(id), "calculateVestedAmount");
        assertEq(compact.beneficiaryScheduleCount(a.beneficiary), stored.beneficiaryScheduleCount(a.beneficiary), "index");
        assertEq(compact.getUserVestingScheduleId(a.beneficiary), stored.getUserVestingScheduleId(a.beneficiary), "first id");
        assertEq(compact.getCurrentVestingMonth(), stored.getCurrentVestingMonth(), "current month");
    }
}
