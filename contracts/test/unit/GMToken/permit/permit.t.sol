// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { BaseTest } from "../../../utils/BaseTest.sol";

contract Permit_GMToken_Unit_Test is BaseTest {
    function test_WhenHolderSigned() external {
        uint256 key = 0xB0B0;
        address holder = vm.addr(key);
        uint256 deadline = block.timestamp + 1 hours;
        bytes32 structHash = keccak256(
            abi.encode(
                keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"),
                holder,
                bob,
                5 * GM,
                token.nonces(holder),
                deadline
            )
        );
        (uint8 v, bytes32 r, bytes32 s) =
            vm.sign(key, keccak256(abi.encodePacked("\x19\x01", token.DOMAIN_SEPARATOR(), structHash)));
        token.permit(holder, bob, 5 * GM, deadline, v, r, s);
        assertEq(token.allowance(holder, bob), 5 * GM, "allowance");
        assertEq(token.nonces(holder), 1, "nonce bumped");
    }
}
