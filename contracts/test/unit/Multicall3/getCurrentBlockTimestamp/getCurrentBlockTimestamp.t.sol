// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Multicall3_Unit_Test } from "../Multicall3UnitTest.sol";

contract GetCurrentBlockTimestamp_Multicall3_Unit_Test is Multicall3_Unit_Test {
    function test_GetCurrentBlockTimestamp() external {
        vm.warp(1_900_000_000);
        assertEq(multicall.getCurrentBlockTimestamp(), 1_900_000_000, "timestamp");
    }
}
