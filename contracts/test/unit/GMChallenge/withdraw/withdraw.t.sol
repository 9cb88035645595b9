// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract Withdraw_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.withdraw(1);
    }

    function test_RevertWhen_AmountZero() external whenCallerOwner {
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.withdraw(0);
    }

    function test_RevertWhen_AmountExceedsSurplus() external whenCallerOwner {
        register(alice, ALLOCATION);
        uint256 surplus = bufferOf();
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_WithdrawExceedsSurplus.selector, surplus + 1, surplus));
        challenge.withdraw(surplus + 1);
    }

    function test_WhenAmountFitsSurplus() external whenCallerOwner {
        register(alice, ALLOCATION);
        uint256 surplus = bufferOf();
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Withdrawn(withdrawTo, surplus - 10 * GM);
        challenge.withdraw(surplus - 10 * GM);
        assertEq(token.balanceOf(withdrawTo), surplus - 10 * GM, "sent");
        assertEq(bufferOf(), 10 * GM, "buffer shrunk");
    }

    function test_GivenUntrackedSurplus() external whenCallerOwner whenAmountFitsSurplus {
        token.transfer(address(challenge), 5 * GM);
        uint256 bufferBefore = bufferOf();
        challenge.withdraw(5 * GM);
        assertEq(bufferOf(), bufferBefore, "stray tokens go first");
    }
}
