// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice Assertion helpers that revert with the compared values, so a failing test explains itself.
abstract contract Assertions {
    error AssertionFailed(string message);
    error AssertionFailedUint(string message, uint256 actual, uint256 expected);
    error AssertionFailedAddress(string message, address actual, address expected);

    function assertTrue(bool condition, string memory message) internal pure {
        if (!condition) revert AssertionFailed(message);
    }

    function assertFalse(bool condition, string memory message) internal pure {
        if (condition) revert AssertionFailed(message);
    }

    function assertEq(uint256 actual, uint256 expected, string memory message) internal pure {
        if (actual != expected) revert AssertionFailedUint(message, actual, expected);
    }

    function assertEq(address actual, address expected, string memory message) internal pure {
        if (actual != expected) revert AssertionFailedAddress(message, actual, expected);
    }

    function assertEq(bytes32 actual, bytes32 expected, string memory message) internal pure {
        if (actual != expected) revert AssertionFailedUint(message, uint256(actual), uint256(expected));
    }

    function assertEq(bool actual, bool expected, string memory message) internal pure {
        if (actual != expected) revert AssertionFailed(message);
    }

    function assertLe(uint256 actual, uint256 bound_, string memory message) internal pure {
        if (actual > bound_) revert AssertionFailedUint(message, actual, bound_);
    }

    function assertGe(uint256 actual, uint256 bound_, string memory message) internal pure {
        if (actual < bound_) revert AssertionFailedUint(message, actual, bound_);
    }

    function assertLt(uint256 actual, uint256 bound_, string memory message) internal pure {
        if (actual >= bound_) revert AssertionFailedUint(message, actual, bound_);
    }

    function assertGt(uint256 actual, uint256 bound_, string memory message) internal pure {
        if (actual <= bound_) revert AssertionFailedUint(message, actual, bound_);
    }

    /// @dev Maps `x` into [min, max] uniformly enough for fuzzing (forge-std's `bound` without the logs).
    function bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        if (x >= min && x <= max) return x;
        uint256 size = max - min + 1;
        if (size == 0) return x; // full range
        return min + (x % size);
    }
}
