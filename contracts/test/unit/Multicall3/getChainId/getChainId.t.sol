// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Multicall3_Unit_Test } from "../Multicall3UnitTest.sol";

contract GetChainId_Multicall3_Unit_Test is Multicall3_Unit_Test {
    function test_GetChainId() external view {
        assertEq(multicall.getChainId(), block.chainid, "chain id");
    }
}
