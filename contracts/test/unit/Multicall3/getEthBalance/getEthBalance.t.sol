// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Multicall3_Unit_Test } from "../Multicall3UnitTest.sol";

contract GetEthBalance_Multicall3_Unit_Test is Multicall3_Unit_Test {
    function test_GetEthBalance() external {
        vm.deal(address(0xBEEF), 3 ether);
        assertEq(multicall.getEthBalance(address(0xBEEF)), 3 ether, "balance");
    }
}
