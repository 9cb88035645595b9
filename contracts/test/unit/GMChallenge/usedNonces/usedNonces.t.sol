// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract UsedNonces_Unit_Test is GMChallenge_Unit_Test {
    function test_GivenNonceUnused() external {
        assertFalse(challenge.usedNonces(alice, 0), "nonce 0");
        assertFalse(challenge.usedNonces(alice, type(uint256).max), "the largest nonce");
        register(bob, ALLOCATION);
        uint256 deadline = block.timestamp + 600;
        vm.prank(bob);
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 7, deadline, signAuthorize(bob, 7, deadline));
        assertTrue(challenge.usedNonces(bob, 7), "bob used 7");
        assertFalse(challenge.usedNonces(alice, 7), "nonces are per user");
    }

    function test_GivenNonceUsed() external {
        register(alice, ALLOCATION);
        uint256 deadline = block.timestamp + 600;
        uint256[3] memory nonces = [uint256(255), 256, type(uint256).max];
        for (uint256 i = 0; i < 3; ++i) {
            vm.prank(alice);
            uint256 requestId = challenge.bet{ value: FEE }(
                10 * GM, 2, 2500, 5000, nonces[i], deadline, signAuthorize(alice, nonces[i], deadline)
            );
            fulfill(requestId, LOSE);
            assertTrue(challenge.usedNonces(alice, nonces[i]), "used");
        }
        assertFalse(challenge.usedNonces(alice, 254), "its neighbour in word 0");
        assertFalse(challenge.usedNonces(alice, 257), "its neighbour in word 1");
        assertFalse(challenge.usedNonces(alice, type(uint256).max - 1), "its neighbour in the last word");
        assertFalse(challenge.usedNonces(alice, 0), "word 0, bit 0");
    }
}
