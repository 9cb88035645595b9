// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Calendar } from "../../contracts/libraries/Calendar.sol";

/// @notice Exposes Calendar's internal functions to the fuzz tests.
contract CalendarHarness {
    function releaseTimestamp(uint256 tge, uint256 month, uint256 releaseDay) external pure returns (uint256) {
        return Calendar.releaseTimestamp(tge, month, releaseDay);
    }

    function monthsElapsed(uint256 tge, uint256 releaseDay, uint256 timestamp) external pure returns (uint256) {
        return Calendar.monthsElapsed(tge, releaseDay, timestamp);
    }

    function civilFromDays(uint256 daysSinceEpoch) external pure returns (uint256, uint256, uint256) {
        return Calendar.civilFromDays(daysSinceEpoch);
    }

    function daysFromCivil(uint256 year, uint256 month, uint256 day) external pure returns (uint256) {
        return Calendar.daysFromCivil(year, month, day);
    }

    function monthAndOffset(uint256 timestamp) external pure returns (uint256, uint256) {
        return Calendar.monthAndOffset(timestamp);
    }
}
