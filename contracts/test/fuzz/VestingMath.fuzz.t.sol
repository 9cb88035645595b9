// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Assertions } from "../utils/Assertions.sol";
import { VestingMathHarness } from "./VestingMathHarness.sol";

/// @notice VestingMath against the plain meaning of a schedule: a list of monthly amounts after a TGE part, summed
/// month by month. Branches: VestingMath.tree.
contract VestingMath_Fuzz_Test is Assertions {
    VestingMathHarness internal math;

    function setUp() public {
        math = new VestingMathHarness();
    }

    /// @dev `cliffMonths` empty months, then `parts` months of `part`, the last one plus `remainder`.
    function listOf(
        uint256 cliffMonths,
        uint256 parts,
        uint256 part,
        uint256 remainder
    )
        internal
        pure
        returns (uint256[] memory amounts)
    {
        amounts = new uint256[](cliffMonths + parts);
        for (uint256 m = cliffMonths; m < amounts.length; ++m) {
            amounts[m] = part;
        }
        if (parts > 0) {
            amounts[amounts.length - 1] += remainder;
        }
    }

    /// @dev The sum of the TGE part and the first `releases - 1` monthly amounts: the meaning of a cumulative amount.
    function runningTotal(
        uint256 tgeAmount,
        uint256[] memory amounts,
        uint256 releases
    )
        internal
        pure
        returns (uint256 total)
    {
        if (releases == 0) {
            return 0;
        }
        total = tgeAmount;
        for (uint256 m = 0; m + 1 < releases && m < amounts.length; ++m) {
            total += amounts[m];
        }
    }

    /*//////////////////////////////////////////////////////////////////////////
                                        SHAPE
    //////////////////////////////////////////////////////////////////////////*/

    function testFuzz_Shape_WhenEveryMonthIsEmpty(uint256 tgeAmount, uint256 months) external view {
        tgeAmount = bound(tgeAmount, 0, 2 ** 128);
        months = bound(months, 0, 120);
        (uint256 total, uint256 cliff, bool isEven) = math.shape(tgeAmount, new uint256[](months));
        assertEq(total, tgeAmount, "total");
        assertEq(cliff, months, "cliff");
        assertTrue(isEven, "even form");
    }

    function testFuzz_Shape_WhenEqualPartsAndASmallRemainder(
        uint256 tgeAmount,
        uint256 cliffMonths,
        uint256 parts,
        uint256 part,
        uint256 remainder
    )
        external
        view
    {
        tgeAmount = bound(tgeAmount, 0, 2 ** 128);
        cliffMonths = bound(cliffMonths, 0, 60);
        parts = bound(parts, 1, 60);
        part = bound(part, 1, 2 ** 128 / parts);
        remainder = bound(remainder, 0, parts - 1);
        (uint256 total, uint256 cliff, bool isEven) =
            math.shape(tgeAmount, listOf(cliffMonths, parts, part, remainder));
        assertEq(total, tgeAmount + parts * part + remainder, "total");
        assertEq(cliff, cliffMonths, "cliff");
        assertTrue(isEven, "even form");
    }

    function testFuzz_Shape_WhenNotEvenParts(
        uint256 tgeAmount,
        uint256 cliffMonths,
        uint256 parts,
        uint256 part,
        uint256 changed,
        uint256 delta,
        bool lastTooLarge
    )
        external
        view
    {
        tgeAmount = bound(tgeAmount, 0, 2 ** 128);
        cliffMonths = bound(cliffMonths, 0, 60);
        parts = bound(parts, 2, 60);
        part = bound(part, 1, 2 ** 120);
        uint256[] memory amounts = listOf(cliffMonths, parts, part, 0);
        uint256 expectedTotal = tgeAmount + parts * part;
        if (lastTooLarge) {
            // The last month exceeds the others by at least the number of parts: no longer a rounding remainder.
            delta = bound(delta, parts, 2 ** 120);
            amounts[amounts.length - 1] += delta;
            expectedTotal += delta;
        } else {
            // A month after the cliff other than the last one differs from the others.
            changed = bound(changed, cliffMonths, amounts.length - 2);
            delta = bound(delta, 1, 2 ** 120);
            amounts[changed] += delta;
            expectedTotal += delta;
        }
        (uint256 total, uint256 cliff, bool isEven) = math.shape(tgeAmount, amounts);
        assertEq(total, expectedTotal, "total");
        assertEq(cliff, cliffMonths, "cliff");
        assertFalse(isEven, "not the even form");
    }

    /*//////////////////////////////////////////////////////////////////////////
                                    RELEASES DUE
    //////////////////////////////////////////////////////////////////////////*/

    function testFuzz_ReleasesDue_WhenMonthsRemain(uint256 monthsPassed, uint256 months) external view {
        months = bound(months, 1, 120);
        monthsPassed = bound(monthsPassed, 0, months - 1);
        assertEq(math.releasesDue(monthsPassed, months), monthsPassed + 1, "months passed plus the TGE release");
    }

    function testFuzz_ReleasesDue_WhenAllMonthsPassed(uint256 monthsPassed, uint256 months) external view {
        months = bound(months, 0, 120);
        monthsPassed = bound(monthsPassed, months, 10_000);
        assertEq(math.releasesDue(monthsPassed, months), months + 1, "every release");
    }

    /*//////////////////////////////////////////////////////////////////////////
                                  EVEN CUMULATIVE
    //////////////////////////////////////////////////////////////////////////*/

    struct Schedule {
        uint256 tgeAmount;
        uint256 cliffMonths;
        uint256 parts;
        uint256 part;
        uint256 remainder;
    }

    /// @dev A valid even-form schedule from fuzzed seeds, its list of amounts and its total.
    function evenSchedule(Schedule memory seed)
        internal
        pure
        returns (Schedule memory s, uint256[] memory amounts, uint256 total)
    {
        s.tgeAmount = bound(seed.tgeAmount, 0, 2 ** 120);
        s.cliffMonths = bound(seed.cliffMonths, 0, 24);
        s.parts = bound(seed.parts, 1, 60);
        s.part = bound(seed.part, 1, 2 ** 120 / s.parts);
        s.remainder = bound(seed.remainder, 0, s.parts - 1);
        amounts = listOf(s.cliffMonths, s.parts, s.part, s.remainder);
        total = s.tgeAmount + s.parts * s.part + s.remainder;
    }

    function cumulative(Schedule memory s, uint256 total, uint256 releases) internal view returns (uint256) {
        return math.evenCumulative(s.tgeAmount, total, s.cliffMonths + s.parts, s.cliffMonths, releases);
    }

    function testFuzz_EvenCumulative_WhenNoReleaseIsDue(Schedule memory seed) external view {
        (Schedule memory s,, uint256 total) = evenSchedule(seed);
        assertEq(cumulative(s, total, 0), 0, "nothing before TGE");
    }

    function testFuzz_EvenCumulative_WhenWithinTheCliff(Schedule memory seed, uint256 releases) external view {
        (Schedule memory s,, uint256 total) = evenSchedule(seed);
        releases = bound(releases, 1, s.cliffMonths + 1);
        assertEq(cumulative(s, total, releases), s.tgeAmount, "the TGE part");
    }

    function testFuzz_EvenCumulative_WhenBeforeTheLastMonth(Schedule memory seed, uint256 releases) external view {
        (Schedule memory s, uint256[] memory amounts, uint256 total) = evenSchedule(seed);
        if (s.parts < 2) {
            return; // no month strictly between the cliff and the last one
        }
        releases = bound(releases, s.cliffMonths + 2, s.cliffMonths + s.parts);
        assertEq(cumulative(s, total, releases), runningTotal(s.tgeAmount, amounts, releases), "running total");
    }

    function testFuzz_EvenCumulative_WhenTheLastMonthIsDue(Schedule memory seed, uint256 releases) external view {
        (Schedule memory s, uint256[] memory amounts, uint256 total) = evenSchedule(seed);
        releases = bound(releases, s.cliffMonths + s.parts + 1, s.cliffMonths + s.parts + 1_000);
        assertEq(cumulative(s, total, releases), total, "the total");
        assertEq(runningTotal(s.tgeAmount, amounts, releases), total, "which is the sum of the list");
    }

    /// @dev Every running total of a valid even schedule at once: never decreasing, and each the list's own sum.
    function testFuzz_EvenCumulative_MatchesEveryRunningTotal(Schedule memory seed) external view {
        (Schedule memory s, uint256[] memory amounts, uint256 total) = evenSchedule(seed);
        uint256 previous = 0;
        for (uint256 releases = 0; releases <= amounts.length + 1; ++releases) {
            uint256 value = cumulative(s, total, releases);
            assertEq(value, runningTotal(s.tgeAmount, amounts, releases), "running total");
            assertGe(value, previous, "never decreases");
            previous = value;
        }
    }

    /*//////////////////////////////////////////////////////////////////////////
                                   EVEN RELEASED
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev What a claim pays, from `fromReleases` claimed to `toReleases` due, against the list's own running totals;
    /// the bounds reach every branch (before TGE, within the cliff, between the cliff and the last month, the last).
    function testFuzz_EvenReleased_MatchesTheDifferenceOfRunningTotals(
        Schedule memory seed,
        uint256 fromReleases,
        uint256 toReleases
    )
        external
        view
    {
        (Schedule memory s, uint256[] memory amounts, uint256 total) = evenSchedule(seed);
        uint256 months = amounts.length;
        fromReleases = bound(fromReleases, 0, months + 1);
        toReleases = bound(toReleases, fromReleases, months + 1);
        uint256 expected =
            runningTotal(s.tgeAmount, amounts, toReleases) - runningTotal(s.tgeAmount, amounts, fromReleases);
        assertEq(
            math.evenReleased(s.tgeAmount, total, months, s.cliffMonths, fromReleases, toReleases),
            expected,
            "difference of running totals"
        );
        assertEq(
            expected, cumulative(s, total, toReleases) - cumulative(s, total, fromReleases), "as evenCumulative says"
        );
    }

    /// @dev The usual later claim: one or more months between the cliff and the last month.
    function testFuzz_EvenReleased_WhenBothEndsAreBetweenTheCliffAndTheLastMonth(
        Schedule memory seed,
        uint256 fromReleases,
        uint256 toReleases
    )
        external
        view
    {
        (Schedule memory s, uint256[] memory amounts, uint256 total) = evenSchedule(seed);
        if (s.parts < 2) {
            return; // no month strictly between the cliff and the last one
        }
        uint256 months = amounts.length;
        fromReleases = bound(fromReleases, s.cliffMonths + 2, months);
        toReleases = bound(toReleases, fromReleases, months);
        assertEq(
            math.evenReleased(s.tgeAmount, total, months, s.cliffMonths, fromReleases, toReleases),
            (toReleases - fromReleases) * s.part,
            "one part per release"
        );
    }

    /// @dev A schedule whose months are all empty (cliff == months): only the TGE part is ever paid, and no division
    /// by zero happens.
    function testFuzz_EvenReleased_WhenEveryMonthIsEmpty(
        uint256 tgeAmount,
        uint256 months,
        uint256 fromReleases,
        uint256 toReleases
    )
        external
        view
    {
        tgeAmount = bound(tgeAmount, 1, 2 ** 128);
        months = bound(months, 0, 120);
        fromReleases = bound(fromReleases, 0, months + 1);
        toReleases = bound(toReleases, fromReleases, months + 1);
        uint256 expected = fromReleases == 0 && toReleases > 0 ? tgeAmount : 0;
        assertEq(
            math.evenReleased(tgeAmount, tgeAmount, months, months, fromReleases, toReleases), expected, "the TGE part"
        );
    }
}
