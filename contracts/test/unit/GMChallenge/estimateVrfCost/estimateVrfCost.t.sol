// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract EstimateVrfCost_Unit_Test is GMChallenge_Unit_Test {
    function test_EstimateVrfCost() external view {
        assertEq(challenge.estimateVrfCost(5 gwei), wrapper.estimateRequestPriceNative(100_000, 1, 5 gwei), "estimate");
    }
}
