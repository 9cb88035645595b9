// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title VestingMath
/// @notice Pure vesting schedule math (as Sablier's `LockupMath`): the shape of a list of monthly amounts, how many
/// releases have come due, and what the first releases of a schedule add up to. No storage, no time: GMVesting reads
/// the schedule and the clock and hands the numbers in.
/// @dev A schedule has `months + 1` releases: release 0 is the TGE part, release m (1..months) the m-th monthly amount.
/// Its "even form" is a TGE part, `cliffMonths` leading empty months, then equal monthly parts with the rounding
/// remainder in the last month; such a schedule is fully described by (tgeAmount, totalAmount, months, cliffMonths).
/// All functions are internal, hence inlined into the contracts that use them.
library VestingMath {
    /// @notice The total of a schedule, its leading empty months, and whether it has the even form: the months after
    /// the cliff are equal parts with the rounding remainder in the last (`last - part < remaining months`), so that
    /// `(total - tge) / remaining` gives back `part` and every running total is `tge + k * part` before the last month.
    /// @dev Cannot overflow for amounts a token can hold; callers bound the total afterwards.
    function shape(
        uint256 tgeAmount,
        uint256[] calldata monthlyAmounts
    )
        internal
        pure
        returns (uint256 totalAmount, uint256 cliffMonths, bool isEven)
    {
        uint256 months = monthlyAmounts.length;
        while (cliffMonths < months && monthlyAmounts[cliffMonths] == 0) {
            ++cliffMonths;
        }
        totalAmount = tgeAmount;
        isEven = true;
        if (cliffMonths == months) {
            return (totalAmount, cliffMonths, isEven);
        }
        uint256 part = monthlyAmounts[cliffMonths];
        uint256 last = months - 1;
        for (uint256 m = cliffMonths; m < last; ++m) {
            uint256 amount = monthlyAmounts[m];
            totalAmount += amount;
            if (amount != part) {
                isEven = false;
            }
        }
        uint256 lastAmount = monthlyAmounts[last];
        totalAmount += lastAmount;
        isEven = isEven && lastAmount >= part && lastAmount - part < months - cliffMonths;
    }

    /// @notice The number of releases come due once `monthsPassed` monthly release dates have passed since TGE (TGE
    /// itself passed): the TGE part plus one per month, at most `months + 1`.
    function releasesDue(uint256 monthsPassed, uint256 months) internal pure returns (uint256) {
        unchecked {
            // Both are bounded by a calendar month count or MAX_MONTHS: far from overflowing.
            return (monthsPassed > months ? months : monthsPassed) + 1;
        }
    }

    /// @notice What the first `releases` releases of an even-form schedule add up to: nothing before TGE, the TGE part
    /// until the cliff ends, then one equal part per month, and the whole total from the last month on.
    /// @dev Requires `tgeAmount <= totalAmount` (the even form guarantees it).
    function evenCumulative(
        uint256 tgeAmount,
        uint256 totalAmount,
        uint256 months,
        uint256 cliffMonths,
        uint256 releases
    )
        internal
        pure
        returns (uint256)
    {
        if (releases == 0) {
            return 0;
        }
        unchecked {
            // releases >= 1; tgeAmount <= totalAmount; the division runs only when cliffMonths < monthsPassed < months.
            uint256 monthsPassed = releases - 1;
            if (monthsPassed <= cliffMonths) {
                return tgeAmount;
            }
            if (monthsPassed >= months) {
                return totalAmount;
            }
            return tgeAmount + (monthsPassed - cliffMonths) * ((totalAmount - tgeAmount) / (months - cliffMonths));
        }
    }

    /// @notice What releases `fromReleases` to `toReleases - 1` of an even-form schedule add up to: what a claim pays
    /// when `fromReleases` releases were claimed and `toReleases` have come due.
    /// @dev Equals `evenCumulative(toReleases) - evenCumulative(fromReleases)`. Requires
    /// `fromReleases <= toReleases <= months + 1` and `tgeAmount <= totalAmount`.
    function evenReleased(
        uint256 tgeAmount,
        uint256 totalAmount,
        uint256 months,
        uint256 cliffMonths,
        uint256 fromReleases,
        uint256 toReleases
    )
        internal
        pure
        returns (uint256)
    {
        unchecked {
            // The usual later claim: both ends between the cliff and the last month, one equal part per release.
            // fromReleases - 1 > cliffMonths and toReleases - 1 < months, so months > cliffMonths.
            if (toReleases <= months) {
                if (fromReleases > cliffMonths + 1) {
                    return (toReleases - fromReleases) * ((totalAmount - tgeAmount) / (months - cliffMonths));
                }
            }
        }
        if (toReleases == fromReleases) {
            return 0;
        }
        unchecked {
            // evenCumulative for both ends, written out once so that a claim pays for one pass, not two calls.
            // toReleases > fromReleases >= 0, so toReleases >= 1; fromReleases - 1 < months, so the lower total is
            // never the whole total. A division runs only for a month strictly between the cliff and `months`,
            // hence months > cliffMonths; tgeAmount <= totalAmount and the running totals never decrease.
            uint256 upper = totalAmount;
            uint256 toMonth = toReleases - 1;
            if (toMonth < months) {
                upper = tgeAmount;
                if (toMonth > cliffMonths) {
                    upper += (toMonth - cliffMonths) * ((totalAmount - tgeAmount) / (months - cliffMonths));
                }
            }
            uint256 lower = 0;
            if (fromReleases != 0) {
                lower = tgeAmount;
                uint256 fromMonth = fromReleases - 1;
                if (fromMonth > cliffMonths) {
                    lower += (fromMonth - cliffMonths) * ((totalAmount - tgeAmount) / (months - cliffMonths));
                }
            }
            return upper - lower;
        }
    }
}
