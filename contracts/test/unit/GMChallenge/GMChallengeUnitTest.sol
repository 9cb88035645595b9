// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../contracts/interfaces/IGMChallenge.sol";
import { BaseTest } from "../../utils/BaseTest.sol";

/// @notice Shared constants and helpers of GMChallenge's unit tests (one folder per external function).
abstract contract GMChallenge_Unit_Test is BaseTest {
    uint256 internal constant ALLOCATION = 1_000 * GM;
    /// @dev A word that wins at x2 (the roll 2,499 is below 2,500) and one that loses everywhere.
    uint256 internal constant WIN_X2 = 2_499;
    uint256 internal constant LOSE = 9_999;

    /// @dev Claims and bets open at the TGE (issue 34's claim window): the Challenge's tests start there. Tests of what
    /// comes before the opening warp back.
    function setUp() public virtual override {
        super.setUp();
        vm.warp(TGE);
    }

    /// @dev Expects `user`'s registration of `allocation`, then the payment of its 10% to `recipient` (schedule 1).
    function expectRegisteredAndClaimedTo(address user, address recipient, uint256 allocation) internal {
        vm.expectEmit(address(challenge));
        emit IGMChallenge.UserRegistered(user, allocation);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.ClaimedTo(user, recipient, 1, allocation / 10);
    }

    function bufferOf() internal view returns (uint256) {
        return challenge.amount_buffer();
    }
}
