// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract ReleaseSupply_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.releaseSupply(1);
    }

    function test_RevertWhen_AmountZero() external whenCallerOwner {
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.releaseSupply(0);
    }

    function test_RevertWhen_AmountExceedsUnregistered() external whenCallerOwner {
        register(alice, ALLOCATION);
        uint256 unregistered = challenge.amount_supply() - ALLOCATION;
        vm.expectRevert(
            abi.encodeWithSelector(
                Errors.GMChallenge_ReleaseExceedsUnregistered.selector, unregistered + 1, unregistered
            )
        );
        challenge.releaseSupply(unregistered + 1);
    }

    function test_WhenAmountFitsUnregistered() external whenCallerOwner {
        register(alice, ALLOCATION);
        uint256 supplyBefore = challenge.amount_supply();
        uint256 bufferBefore = bufferOf();
        uint256 balanceBefore = token.balanceOf(address(challenge));
        uint256 released = supplyBefore - ALLOCATION - 100 * GM;

        vm.expectEmit(address(challenge));
        emit IGMChallenge.SupplyReleased(released);
        challenge.releaseSupply(released);

        assertEq(challenge.amount_supply(), supplyBefore - released, "supply lowered");
        assertEq(challenge.amount_registered(), ALLOCATION, "registered unchanged");
        assertEq(challenge.amount_owed(), ALLOCATION, "owed unchanged");
        assertEq(bufferOf(), bufferBefore, "buffer unchanged");
        assertEq(token.balanceOf(address(challenge)), balanceBefore, "nothing transferred");
    }

    function test_WhenExactlyTheUnregisteredSupply() external whenCallerOwner whenAmountFitsUnregistered {
        register(alice, ALLOCATION);
        // Without a buffer the surplus is exactly what is released.
        challenge.withdraw(bufferOf());
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_WithdrawExceedsSurplus.selector, 1, 0));
        challenge.withdraw(1);

        uint256 released = challenge.amount_supply() - ALLOCATION;
        challenge.releaseSupply(released);
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_WithdrawExceedsSurplus.selector, released + 1, released)
        );
        challenge.withdraw(released + 1);

        uint256 sentBefore = token.balanceOf(withdrawTo);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Withdrawn(withdrawTo, released);
        challenge.withdraw(released);
        assertEq(token.balanceOf(withdrawTo) - sentBefore, released, "released supply withdrawn");
        assertEq(token.balanceOf(address(challenge)), challenge.amount_owed(), "only what users are owed remains");
    }

    function test_WhenAmountFitsUnregistered_RegistrationsFitTheLowerSupply() external whenCallerOwner {
        register(alice, ALLOCATION);
        uint256 left = 50 * GM;
        challenge.releaseSupply(challenge.amount_supply() - ALLOCATION - left);
        assertEq(challenge.amount_supply(), ALLOCATION + left, "lower supply");

        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientSupply.selector, left + 1, left));
        register(bob, left + 1);
        register(bob, left);
        assertEq(challenge.amount_registered(), challenge.amount_supply(), "supply fully registered");
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientSupply.selector, 1, 0));
        register(eve, 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_ReleaseExceedsUnregistered.selector, 1, 0));
        challenge.releaseSupply(1);
    }
}
