// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract TransferOwnership_Unit_Test is GMChallenge_Unit_Test {
    function test_WhenTheNewOwnerAccepts() external whenOwnerTransfers {
        challenge.transferOwnership(bob);
        assertEq(challenge.owner(), owner, "still owner");
        vm.prank(bob);
        challenge.acceptOwnership();
        assertEq(challenge.owner(), bob, "new owner");
    }
}
