// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Multicall3_Unit_Test } from "../Multicall3UnitTest.sol";

contract GetBlockNumber_Multicall3_Unit_Test is Multicall3_Unit_Test {
    function test_GetBlockNumber() external view {
        assertEq(multicall.getBlockNumber(), block.number, "block number");
    }
}
