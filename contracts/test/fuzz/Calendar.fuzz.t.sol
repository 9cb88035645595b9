// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Assertions } from "../utils/Assertions.sol";
import { CalendarHarness } from "./CalendarHarness.sol";

contract Calendar_Fuzz_Test is Assertions {
    uint256 internal constant DAY = 86_400;
    /// @dev 9999-12-31: the fuzzed range of timestamps.
    uint256 internal constant MAX_TIMESTAMP = 253_402_300_799;

    CalendarHarness internal calendar;

    function setUp() public {
        calendar = new CalendarHarness();
    }

    function testFuzz_CivilRoundTrip(uint256 dayNumber) public view {
        dayNumber = bound(dayNumber, 0, MAX_TIMESTAMP / DAY);
        (uint256 year, uint256 month, uint256 day) = calendar.civilFromDays(dayNumber);
        assertTrue(month >= 1 && month <= 12, "month range");
        assertTrue(day >= 1 && day <= 31, "day range");
        assertEq(calendar.daysFromCivil(year, month, day), dayNumber, "round trip");
        (uint256 nextYear, uint256 nextMonth, uint256 nextDay) = calendar.civilFromDays(dayNumber + 1);
        bool sameMonth = nextYear == year && nextMonth == month && nextDay == day + 1;
        bool newMonth = nextDay == 1 && (nextMonth == month + 1 || (month == 12 && nextMonth == 1 && nextYear == year + 1));
        assertTrue(sameMonth || newMonth, "days are consecutive");
    }

    function testFuzz_MonthAndOffset(uint256 timestamp) public view {
        timestamp = bound(timestamp, 0, MAX_TIMESTAMP);
        (uint256 year, uint256 month, uint256 day) = calendar.civilFromDays(timestamp / DAY);
        (uint256 monthIndex, uint256 offset) = calendar.monthAndOffset(timestamp);
        assertEq(monthIndex, year * 12 + month - 1, "month index");
        assertEq(offset, (day - 1) * DAY + timestamp % DAY, "offset");
    }

    function testFuzz_ReleaseTimestamp(uint256 tge, uint256 month, uint256 releaseDay) public view {
        tge = bound(tge, 0, 4_102_444_800); // up to 2100-01-01
        month = bound(month, 1, 240);
        releaseDay = bound(releaseDay, 1, 28);
        uint256 release = calendar.releaseTimestamp(tge, month, releaseDay);
        (uint256 tgeYear, uint256 tgeMonth,) = calendar.civilFromDays(tge / DAY);
        (uint256 year, uint256 monthOfYear, uint256 day) = calendar.civilFromDays(release / DAY);
        assertEq(year * 12 + monthOfYear, tgeYear * 12 + tgeMonth + month, "calendar month of TGE + m");
        assertEq(day, releaseDay, "release day");
        assertEq(release % DAY, tge % DAY, "TGE's time of day");
        assertLt(calendar.releaseTimestamp(tge, month - 1, releaseDay), release, "strictly increasing");
    }

    function testFuzz_MonthsElapsedMatchesReleases(uint256 tge, uint256 releaseDay, uint256 elapsed) public view {
        tge = bound(tge, 0, 4_102_444_800);
        releaseDay = bound(releaseDay, 1, 28);
        elapsed = bound(elapsed, 0, 1_100 days);
        uint256 timestamp = tge + elapsed;
        uint256 expected = 0;
        while (calendar.releaseTimestamp(tge, expected + 1, releaseDay) <= timestamp) {
            ++expected;
        }
        assertEq(calendar.monthsElapsed(tge, releaseDay, timestamp), expected, "count of passed releases");
    }

    function testFuzz_MonthsElapsedIsZeroBeforeTge(uint256 tge, uint256 before) public view {
        tge = bound(tge, 1, MAX_TIMESTAMP);
        before = bound(before, 0, tge - 1);
        assertEq(calendar.monthsElapsed(tge, 15, before), 0, "before TGE");
    }

    /// @dev monthAndOffset's short path (2000-03-01 to 2100-02-28) and the general one on either side of it.
    function testFuzz_MonthAndOffset_AroundTheShortPath(uint256 timestamp) public view {
        timestamp = bound(timestamp, 915_148_800, 4_133_980_799); // 1999-01-01 to 2100-12-31
        (uint256 year, uint256 month, uint256 day) = calendar.civilFromDays(timestamp / DAY);
        (uint256 monthIndex, uint256 offset) = calendar.monthAndOffset(timestamp);
        assertEq(monthIndex, year * 12 + month - 1, "month index");
        assertEq(offset, (day - 1) * DAY + timestamp % DAY, "offset");
    }

    /// @dev The seconds around the short path's ends and its leap days (2000, 2004, 2096 are leap years, 2100 is not).
    function test_MonthAndOffset_AtTheShortPathEdges() public view {
        uint256[12] memory days_ = [
            uint256(11_016), // 2000-02-29
            11_017, // 2000-03-01
            12_477, // 2004-02-29
            12_478, // 2004-03-01
            45_350, // 2094-03-01
            46_446, // 2097-03-01
            46_080, // 2096-02-29
            47_539, // 2100-02-27
            47_540, // 2100-02-28
            47_541, // 2100-03-01
            47_846, // 2100-12-31
            10_956 // 1999-12-31
        ];
        for (uint256 i = 0; i < days_.length; ++i) {
            for (uint256 second = 0; second < DAY; second += DAY - 1) {
                uint256 timestamp = days_[i] * DAY + second;
                (uint256 year, uint256 month, uint256 day) = calendar.civilFromDays(days_[i]);
                (uint256 monthIndex, uint256 offset) = calendar.monthAndOffset(timestamp);
                assertEq(monthIndex, year * 12 + month - 1, "month index");
                assertEq(offset, (day - 1) * DAY + second, "offset");
            }
        }
    }
}
