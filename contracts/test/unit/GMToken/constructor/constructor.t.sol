// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMToken } from "../../../../contracts/GMToken.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { BaseTest } from "../../../utils/BaseTest.sol";
import { Deploy } from "../../../utils/Deploy.sol";

contract Constructor_GMToken_Unit_Test is BaseTest {
    function test_RevertWhen_TreasuryZero() external {
        vm.expectRevert(Errors.GMToken_TreasuryZeroAddress.selector);
        Deploy.gmToken(address(0), 1);
    }

    function test_WhenTreasurySet() external view {
        assertEq(token.totalSupply(), SUPPLY, "supply");
        assertTrue(keccak256(bytes(token.name())) == keccak256("GM"), "name");
        assertTrue(keccak256(bytes(token.symbol())) == keccak256("GM"), "symbol");
        assertEq(token.decimals(), 18, "decimals");
    }
}
