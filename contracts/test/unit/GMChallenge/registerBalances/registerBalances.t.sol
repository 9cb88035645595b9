// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract RegisterBalances_Unit_Test is GMChallenge_Unit_Test {
    /// @dev The batch [alice, bob] with their amounts.
    function aliceAndBob(
        uint256 aliceAmount,
        uint256 bobAmount
    )
        internal
        view
        returns (address[] memory users, uint256[] memory amounts)
    {
        users = new address[](2);
        (users[0], users[1]) = (alice, bob);
        amounts = new uint256[](2);
        (amounts[0], amounts[1]) = (aliceAmount, bobAmount);
    }

    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.registerBalances(new address[](0), new uint256[](0));
    }

    function test_RevertWhen_ArrayLengthMismatch() external whenCallerOwner {
        vm.expectRevert(Errors.GMChallenge_ArrayLengthMismatch.selector);
        challenge.registerBalances(new address[](2), new uint256[](1));
    }

    /// @dev A skipped entry is still validated: a zero amount or zero address is the operator's mistake to fix.
    function test_RevertWhen_AnEntryIsInvalid() external whenCallerOwner whenArraysMatch {
        register(alice, ALLOCATION);
        address[] memory users = new address[](1);
        users[0] = alice;
        uint256[] memory amounts = new uint256[](1);
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.registerBalances(users, amounts);
        amounts[0] = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AmountTooLarge.selector, amounts[0]));
        challenge.registerBalances(users, amounts);
    }

    /// @dev The supply check still applies to the entries that do register.
    function test_RevertGiven_BatchExceedsSupply() external whenCallerOwner whenArraysMatch {
        register(alice, ALLOCATION);
        uint256 available = challenge.amount_supply() - challenge.amount_registered();
        // alice's entry is skipped: it does not count against the supply.
        (address[] memory users, uint256[] memory amounts) = aliceAndBob(available, available + 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientSupply.selector, available + 1, available));
        challenge.registerBalances(users, amounts);
    }

    function test_GivenNoListedUserRegistered() external whenCallerOwner whenArraysMatch {
        (address[] memory users, uint256[] memory amounts) = aliceAndBob(1 * GM, 2 * GM);
        challenge.registerBalances(users, amounts);
        assertEq(challenge.vestable(bob), 2 * GM, "bob");
        assertEq(challenge.amount_registered(), 3 * GM, "sum");
    }

    /// @dev Finding 4: a user who registered with a `Register` signature must not sink the owner's batch.
    function test_GivenAListedUserRegistered() external whenCallerOwner whenArraysMatch {
        vm.warp(TGE);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        vm.prank(alice);
        challenge.registerAndClaimAndVest(ALLOCATION, 1, deadline, signature);
        uint256 owedBefore = challenge.amount_owed();

        (address[] memory users, uint256[] memory amounts) = aliceAndBob(5 * GM, 2 * GM);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.RegistrationSkipped(alice, 5 * GM);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.UserRegistered(bob, 2 * GM);
        challenge.registerBalances(users, amounts);
        (,, uint256 vested,) = challenge.getVestingSnapshot(alice);
        assertEq(vested, 900 * GM, "alice's claim untouched");
        assertEq(challenge.vestable(bob), 2 * GM, "bob registered");
        assertEq(challenge.amount_registered(), ALLOCATION + 2 * GM, "only bob added");
        assertEq(challenge.amount_owed(), owedBefore + 2 * GM, "only bob owed");
    }

    /// @dev Re-sending a batch (or listing an address twice) registers each user once, at its first amount.
    function test_WhenAUserIsListedTwice() external whenCallerOwner whenArraysMatch {
        address[] memory users = new address[](3);
        users[0] = alice;
        users[1] = bob;
        users[2] = alice;
        uint256[] memory amounts = new uint256[](3);
        amounts[0] = 1 * GM;
        amounts[1] = 2 * GM;
        amounts[2] = 3 * GM;
        vm.expectEmit(address(challenge));
        emit IGMChallenge.RegistrationSkipped(alice, 3 * GM);
        challenge.registerBalances(users, amounts);
        assertEq(challenge.vestable(alice), 1 * GM, "first entry wins");
        assertEq(challenge.amount_registered(), 3 * GM, "sum");

        uint256 supplyLeft = challenge.amount_supply() - challenge.amount_registered();
        challenge.registerBalances(users, amounts); // a re-run changes nothing
        assertEq(challenge.amount_registered(), 3 * GM, "re-run registers nothing");
        assertEq(challenge.amount_supply() - challenge.amount_registered(), supplyLeft, "supply untouched");
    }
}
