// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract AvailableToBet_Unit_Test is GMChallenge_Unit_Test {
    function test_GivenNotRegistered() external view {
        assertEq(challenge.availableToBet(eve), 0, "unknown user");
    }

    function test_GivenBetPending() external {
        register(alice, ALLOCATION);
        betAs(alice, 100 * GM, 2);
        assertEq(challenge.availableToBet(alice), 0, "pending blocks bets");
    }

    function test_GivenClaimed() external {
        register(alice, ALLOCATION);
        vm.warp(TGE);
        claimAndVestAs(alice);
        assertEq(challenge.availableToBet(alice), 0, "claimed");
    }

    function test_GivenMayBet() external {
        register(alice, ALLOCATION);
        uint256 requestId = betAs(alice, 100 * GM, 2);
        fulfill(requestId, LOSE);
        assertEq(challenge.availableToBet(alice), ALLOCATION - 100 * GM, "vestable after a settled bet");
    }
}
