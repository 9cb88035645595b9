// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Calendar
/// @notice Pure UTC calendar arithmetic (proleptic Gregorian calendar, leap years included) behind the monthly
/// vesting releases: month `m` of a schedule releases in the calendar month of TGE + m, on `releaseDay`, at TGE's
/// UTC time of day.
/// @dev Day/date conversions follow Howard Hinnant's `days_from_civil` / `civil_from_days` algorithms, restricted to
/// dates on or after 1970-01-01 so that everything stays in unsigned integers.
library Calendar {
    uint256 internal constant SECONDS_PER_DAY = 86_400;

    /// @dev Days between 0000-03-01 and 1970-01-01 in the shifted (March-first) calendar.
    uint256 private constant EPOCH_SHIFT = 719_468;
    uint256 private constant DAYS_PER_ERA = 146_097;

    /// @dev 2000-03-01 as days since 1970-01-01, its month index (2000 * 12 + 2), and the days from it to 2100-03-01:
    /// the century in which `monthAndOffset` takes its short path.
    uint256 private constant MARCH_2000_DAY = 11_017;
    uint256 private constant MARCH_2000_MONTH_INDEX = 24_002;
    uint256 private constant CENTURY_DAYS = 36_524;

    /// @notice The timestamp of monthly release `month` of a schedule whose TGE is `tge`.
    /// @dev `releaseDay` must be 1..28 so that every month has that day (callers validate it). Month 0 yields
    /// `releaseDay` of TGE's own month.
    function releaseTimestamp(uint256 tge, uint256 month, uint256 releaseDay) internal pure returns (uint256) {
        (uint256 year, uint256 monthOfYear,) = civilFromDays(tge / SECONDS_PER_DAY);
        uint256 monthIndex = year * 12 + (monthOfYear - 1) + month;
        uint256 day = daysFromCivil(monthIndex / 12, (monthIndex % 12) + 1, releaseDay);
        return day * SECONDS_PER_DAY + (tge % SECONDS_PER_DAY);
    }

    /// @notice How many monthly releases (month 1, 2, ...) of a schedule anchored at `tge` with `releaseDay` have a
    /// release timestamp at or before `timestamp`. Unbounded: callers cap it at the schedule's month count.
    /// @dev Equivalent to counting `m >= 1` with `releaseTimestamp(tge, m, releaseDay) <= timestamp`, in O(1).
    /// `releaseDay` may exceed 28 here (getCurrentVestingMonth passes TGE's own day): a month without that day
    /// then counts as passed only from the next month on.
    function monthsElapsed(uint256 tge, uint256 releaseDay, uint256 timestamp) internal pure returns (uint256) {
        if (timestamp < tge) {
            return 0;
        }
        (uint256 tgeMonth,) = monthAndOffset(tge);
        return monthsElapsedSince(tgeMonth, releaseOffset(tge, releaseDay), timestamp);
    }

    /// @notice `monthsElapsed` with TGE's month index and the release's offset in its month precomputed (see
    /// `monthAndOffset` and `releaseOffset`). `timestamp` must not be before TGE.
    function monthsElapsedSince(
        uint256 tgeMonthIndex,
        uint256 releaseOffsetInMonth,
        uint256 timestamp
    )
        internal
        pure
        returns (uint256 elapsed)
    {
        (uint256 monthIndex, uint256 offsetInMonth) = monthAndOffset(timestamp);
        unchecked {
            // timestamp >= tge, hence monthIndex >= tgeMonthIndex.
            elapsed = monthIndex - tgeMonthIndex;
            // This month's release has not happened yet when we are before (releaseDay, TGE's time of day).
            if (elapsed != 0 && offsetInMonth < releaseOffsetInMonth) {
                elapsed -= 1;
            }
        }
    }

    /// @notice The month index (`year * 12 + month - 1`) of `timestamp` and its offset in seconds from the start of
    /// that month.
    function monthAndOffset(uint256 timestamp) internal pure returns (uint256 monthIndex, uint256 offsetInMonth) {
        unchecked {
            uint256 sinceMarch2000 = timestamp / SECONDS_PER_DAY - MARCH_2000_DAY;
            if (sinceMarch2000 < CENTURY_DAYS) {
                // 2000-03-01 to 2100-02-28 (the subtraction wraps for earlier days), the short path: every fourth
                // March-first year ends with a leap day (2004-02-29 to 2096-02-29, and the range stops before 2100,
                // which has none), so a year is 1461 / 4 days and no era or century correction is needed.
                uint256 yearsSince2000 = (4 * sinceMarch2000 + 3) / 1461;
                uint256 dayInYear = sinceMarch2000 - (1461 * yearsSince2000) / 4;
                uint256 monthInYear = (5 * dayInYear + 2) / 153;
                monthIndex = MARCH_2000_MONTH_INDEX + yearsSince2000 * 12 + monthInYear;
                offsetInMonth =
                    (dayInYear - (153 * monthInYear + 2) / 5) * SECONDS_PER_DAY + (timestamp % SECONDS_PER_DAY);
                return (monthIndex, offsetInMonth);
            }
            // civilFromDays, keeping the March-first month index: no back-and-forth through (year, month).
            uint256 z = timestamp / SECONDS_PER_DAY + EPOCH_SHIFT;
            uint256 era = z / DAYS_PER_ERA;
            uint256 dayOfEra = z - era * DAYS_PER_ERA;
            uint256 yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
            uint256 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
            uint256 shiftedMonth = (5 * dayOfYear + 2) / 153;
            // March of (era * 400 + yearOfEra) has index year * 12 + 2.
            monthIndex = (era * 400 + yearOfEra) * 12 + 2 + shiftedMonth;
            offsetInMonth = (dayOfYear - (153 * shiftedMonth + 2) / 5) * SECONDS_PER_DAY + (timestamp % SECONDS_PER_DAY);
        }
    }

    /// @notice The offset of a monthly release from the start of its month: day `releaseDay` at `tge`'s time of day.
    function releaseOffset(uint256 tge, uint256 releaseDay) internal pure returns (uint256) {
        return (releaseDay - 1) * SECONDS_PER_DAY + (tge % SECONDS_PER_DAY);
    }

    /// @notice The UTC day of the month (1..31) of `timestamp`.
    function dayOfMonth(uint256 timestamp) internal pure returns (uint256 day) {
        (,, day) = civilFromDays(timestamp / SECONDS_PER_DAY);
    }

    /// @notice Days since 1970-01-01 of the date `year`-`month`-`day` (year >= 1970, month 1..12, day >= 1).
    function daysFromCivil(uint256 year, uint256 month, uint256 day) internal pure returns (uint256) {
        // March-first years put the leap day at the end of the year.
        uint256 y = month <= 2 ? year - 1 : year;
        uint256 era = y / 400;
        uint256 yearOfEra = y - era * 400;
        uint256 shiftedMonth = month > 2 ? month - 3 : month + 9;
        uint256 dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1;
        uint256 dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * DAYS_PER_ERA + dayOfEra - EPOCH_SHIFT;
    }

    /// @notice The date (year, month 1..12, day 1..31) of `daysSinceEpoch` days after 1970-01-01.
    /// Cannot overflow or underflow for any input: `daysSinceEpoch` is at most 2^256 / 86,400 when it comes from a
    /// timestamp, and the largest product (`5 * dayOfYear`, `era * 400`) stays far below 2^256.
    function civilFromDays(uint256 daysSinceEpoch) internal pure returns (uint256 year, uint256 month, uint256 day) {
        unchecked {
        uint256 z = daysSinceEpoch + EPOCH_SHIFT;
        uint256 era = z / DAYS_PER_ERA;
        uint256 dayOfEra = z - era * DAYS_PER_ERA;
        uint256 yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        uint256 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        uint256 shiftedMonth = (5 * dayOfYear + 2) / 153;
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1;
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        }
    }
}
