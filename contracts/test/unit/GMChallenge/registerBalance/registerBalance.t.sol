// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract RegisterBalance_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.registerBalance(eve, 1);
    }

    function test_RevertWhen_UserZero() external whenCallerOwner {
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        challenge.registerBalance(address(0), 1);
    }

    function test_RevertWhen_AmountZero() external whenCallerOwner {
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.registerBalance(alice, 0);
    }

    function test_RevertWhen_AmountTooLarge() external whenCallerOwner {
        uint256 amount = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AmountTooLarge.selector, amount));
        challenge.registerBalance(alice, amount);
    }

    function test_RevertGiven_AlreadyRegistered() external whenCallerOwner whenInputsValid {
        register(alice, ALLOCATION);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, alice));
        register(alice, ALLOCATION);
    }

    function test_RevertGiven_AmountExceedsSupply() external whenCallerOwner whenInputsValid {
        uint256 supply = challenge.amount_supply();
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientSupply.selector, supply + 1, supply));
        register(alice, supply + 1);
    }

    function test_GivenAmountFits() external whenCallerOwner whenInputsValid {
        vm.expectEmit(address(challenge));
        emit IGMChallenge.UserRegistered(alice, ALLOCATION);
        register(alice, ALLOCATION);
        assertTrue(challenge.isRegistered(alice), "registered");
        assertEq(challenge.vestable(alice), ALLOCATION, "vestable");
        assertEq(challenge.availableToBet(alice), ALLOCATION, "available");
        assertEq(challenge.amount_registered(), ALLOCATION, "registered sum");
        assertEq(challenge.amount_owed(), ALLOCATION, "owed");
    }
}
