// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetCancelDelay_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.setCancelDelay(2 days);
    }

    function test_RevertWhen_DelayTooShort() external whenCallerOwner {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CancelDelayTooShort.selector, 59 minutes, 1 hours));
        challenge.setCancelDelay(59 minutes);
    }

    function test_RevertWhen_DelayTooLong() external whenCallerOwner {
        // Unbounded, the owner could lock every pending bettor out of cancelBet (and so out of claimAndVest) forever;
        // type(uint256).max even made cancelBet overflow.
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_CancelDelayTooLong.selector, 7 days + 1, challenge.MAX_CANCEL_DELAY())
        );
        challenge.setCancelDelay(7 days + 1);
        vm.expectRevert(
            abi.encodeWithSelector(
                Errors.GMChallenge_CancelDelayTooLong.selector, type(uint256).max, challenge.MAX_CANCEL_DELAY()
            )
        );
        challenge.setCancelDelay(type(uint256).max);
        challenge.setCancelDelay(7 days);
        assertEq(challenge.cancelDelay(), 7 days, "the maximum is allowed");
        assertEq(challenge.MAX_CANCEL_DELAY(), 7 days, "max delay");
    }

    function test_WhenDelayWithinBounds() external whenCallerOwner {
        vm.expectEmit(address(challenge));
        emit IGMChallenge.CancelDelaySet(2 days);
        challenge.setCancelDelay(2 days);
        assertEq(challenge.cancelDelay(), 2 days, "delay");
    }
}
