// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract GetBetHistoryByRequestId_Unit_Test is GMChallenge_Unit_Test {
    function test_WhenRequestUnknown() external view {
        assertEq(challenge.getBetHistoryByRequestId(12345).user, address(0), "unknown request");
    }

    function test_WhenRequestKnown() external {
        register(alice, ALLOCATION);
        uint256 requestId = betAs(alice, 100 * GM, 2);
        fulfill(requestId, LOSE);
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertEq(bet.requestId, requestId, "id");
        assertEq(bet.user, alice, "bettor");
        assertTrue(bet.resolved && !bet.success && !bet.cancelled, "a loss");
        assertEq(bet.loss, 50 * GM, "loss share");
        assertEq(bet.gain, 0, "no gain");
    }
}
