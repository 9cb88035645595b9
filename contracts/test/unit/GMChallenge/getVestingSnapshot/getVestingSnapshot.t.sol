// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract GetVestingSnapshot_Unit_Test is GMChallenge_Unit_Test {
    function test_GivenNotClaimed() external {
        (uint256 a, uint256 b, uint256 c, uint256 d) = challenge.getVestingSnapshot(eve);
        assertEq(a + b + c + d, 0, "no snapshot");
        register(alice, ALLOCATION);
        (a, b, c, d) = challenge.getVestingSnapshot(alice);
        assertEq(a + b + c + d, 0, "registered, not claimed");
    }

    function test_GivenClaimed() external {
        register(alice, ALLOCATION);
        vm.warp(TGE + 1 hours);
        claimAndVestAs(alice);
        (uint256 claimedAmount, uint256 immediate, uint256 vestingAmount, uint256 timestamp) =
            challenge.getVestingSnapshot(alice);
        assertEq(claimedAmount, 100 * GM, "paid at once");
        assertEq(immediate, 100 * GM, "10%");
        assertEq(vestingAmount, 900 * GM, "90%");
        assertEq(timestamp, TGE + 1 hours, "claim time");
    }
}
