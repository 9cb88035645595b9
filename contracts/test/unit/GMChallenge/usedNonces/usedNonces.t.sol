// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Errors } from "../../../../contracts/libraries/Errors.sol";
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
        assertFalse(challenge.usedNonces(bob, 6), "its neighbour");
        assertFalse(challenge.usedNonces(bob, 8), "its other neighbour");
    }

    function test_GivenAnotherUserUsedTheNonce() external {
        register(alice, ALLOCATION);
        register(bob, ALLOCATION);
        uint256 deadline = block.timestamp + 600;
        vm.prank(bob);
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 7, deadline, signAuthorize(bob, 7, deadline));
        assertTrue(challenge.usedNonces(alice, 7), "one nonce space: used for everyone");
        bytes memory aliceSignature = signAuthorize(alice, 7, deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NonceAlreadyUsed.selector, alice, 7));
        vm.prank(alice);
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 7, deadline, aliceSignature);
    }

    function test_GivenConsecutiveNoncesOfOneWord() external {
        // The API issues consecutive nonces (a random base plus a sequence): 256 of them share one bitmap word, so
        // only the first use of a word opens a storage slot. Bets of fresh users, so that only the nonce differs.
        uint256 base = uint256(0xC0FFEE) << 64;
        uint256 deadline = block.timestamp + 600;
        uint256 lastOfWordGas;
        uint256 firstOfNextWordGas;
        for (uint256 i = 0; i < 257; ++i) {
            address user = address(uint160(0x10000 + i));
            vm.deal(user, FEE);
            register(user, ALLOCATION);
            bytes memory signature = signAuthorize(user, base + i, deadline);
            vm.prank(user);
            uint256 before = gasleft();
            challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, base + i, deadline, signature);
            uint256 used = before - gasleft();
            if (i == 255) lastOfWordGas = used;
            if (i == 256) firstOfNextWordGas = used;
            assertTrue(challenge.usedNonces(alice, base + i), "used");
        }
        assertFalse(challenge.usedNonces(alice, base + 257), "the rest of the next word is untouched");
        assertFalse(challenge.usedNonces(alice, base - 1), "so is the previous word");
        // Opening a word is a zero-to-nonzero write (about 20,000 gas more than setting a bit of a nonzero word).
        assertGt(firstOfNextWordGas, lastOfWordGas + 15_000, "only the first nonce of a word pays for the slot");
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
