// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetCallbackGasLimit_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.setCallbackGasLimit(100_000);
    }

    function test_RevertWhen_LimitOutOfRange() external whenCallerOwner {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CallbackGasLimitOutOfRange.selector, 49_999));
        challenge.setCallbackGasLimit(49_999);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CallbackGasLimitOutOfRange.selector, 2_500_001));
        challenge.setCallbackGasLimit(2_500_001);
    }

    function test_WhenLimitWithinRange() external whenCallerOwner {
        vm.expectEmit(address(challenge));
        emit IGMChallenge.CallbackGasLimitSet(150_000);
        challenge.setCallbackGasLimit(150_000);
        assertEq(challenge.callbackGasLimit(), 150_000, "callback gas");
    }
}
