// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract GetEligibleAmount_Unit_Test is GMChallenge_Unit_Test {
    function test_GivenUnknownUser() external view {
        (uint256 total, uint256 unlock, uint256 vesting, uint256 claimable) = challenge.getEligibleAmount(eve);
        assertEq(total + unlock + vesting + claimable, 0, "zeros");
    }

    function test_GivenRegisteredBeforeTge() external {
        vm.warp(TGE - 1);
        register(alice, ALLOCATION);
        (uint256 total, uint256 unlock, uint256 vesting, uint256 claimable) = challenge.getEligibleAmount(alice);
        assertEq(total, ALLOCATION, "total");
        assertEq(unlock, 100 * GM, "unlock");
        assertEq(vesting, 900 * GM, "vesting");
        assertEq(claimable, 0, "not yet");
    }

    function test_GivenBetPending() external {
        register(alice, ALLOCATION);
        betAs(alice, 100 * GM, 2);
        vm.warp(TGE);
        (uint256 total,,, uint256 claimable) = challenge.getEligibleAmount(alice);
        assertEq(total, ALLOCATION, "stake counted");
        assertEq(claimable, 0, "pending blocks the claim");
    }

    function test_GivenTgePassed() external {
        register(alice, ALLOCATION);
        vm.warp(TGE);
        (,,, uint256 claimable) = challenge.getEligibleAmount(alice);
        assertEq(claimable, 100 * GM, "claimable");
    }

    function test_GivenClaimed() external {
        register(alice, ALLOCATION);
        vm.warp(TGE);
        claimAndVestAs(alice);
        (uint256 total, uint256 unlock, uint256 vesting, uint256 claimable) = challenge.getEligibleAmount(alice);
        assertEq(total, ALLOCATION, "total");
        assertEq(unlock, 100 * GM, "unlock");
        assertEq(vesting, 900 * GM, "vesting");
        assertEq(claimable, 0, "claimed");
    }
}
