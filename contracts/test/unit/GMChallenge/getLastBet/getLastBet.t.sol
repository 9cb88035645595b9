// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract GetLastBet_Unit_Test is GMChallenge_Unit_Test {
    function test_GivenNoBet() external view {
        assertEq(challenge.getLastBet(eve).requestId, 0, "no bet");
    }

    function test_GivenBets() external {
        register(alice, ALLOCATION);
        uint256 first = betAs(alice, 10 * GM, 2);
        fulfill(first, LOSE);
        uint256 second = betAs(alice, 100 * GM, 4);
        IGMChallenge.Bet memory bet = challenge.getLastBet(alice);
        assertEq(bet.requestId, second, "latest");
        assertEq(bet.unit, 100 * GM, "its unit");
        assertFalse(bet.resolved || bet.cancelled, "pending");
    }
}
