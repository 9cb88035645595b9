// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { VestingMath } from "../../contracts/libraries/VestingMath.sol";

/// @notice Exposes VestingMath's internal functions to the fuzz tests.
contract VestingMathHarness {
    function shape(
        uint256 tgeAmount,
        uint256[] calldata monthlyAmounts
    )
        external
        pure
        returns (uint256 totalAmount, uint256 cliffMonths, bool isEven)
    {
        return VestingMath.shape(tgeAmount, monthlyAmounts);
    }

    function releasesDue(uint256 monthsPassed, uint256 months) external pure returns (uint256) {
        return VestingMath.releasesDue(monthsPassed, months);
    }

    function evenCumulative(
        uint256 tgeAmount,
        uint256 totalAmount,
        uint256 months,
        uint256 cliffMonths,
        uint256 releases
    )
        external
        pure
        returns (uint256)
    {
        return VestingMath.evenCumulative(tgeAmount, totalAmount, months, cliffMonths, releases);
    }

    function evenReleased(
        uint256 tgeAmount,
        uint256 totalAmount,
        uint256 months,
        uint256 cliffMonths,
        uint256 fromReleases,
        uint256 toReleases
    )
        external
        pure
        returns (uint256)
    {
        return VestingMath.evenReleased(tgeAmount, totalAmount, months, cliffMonths, fromReleases, toReleases);
    }
}
