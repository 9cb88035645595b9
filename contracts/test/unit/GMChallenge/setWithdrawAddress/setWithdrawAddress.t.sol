// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetWithdrawAddress_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.setWithdrawAddress(eve);
    }

    function test_RevertWhen_AddressZero() external whenCallerOwner {
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        challenge.setWithdrawAddress(address(0));
    }

    function test_WhenAddressSet() external whenCallerOwner {
        vm.expectEmit(address(challenge));
        emit IGMChallenge.WithdrawAddressSet(bob);
        challenge.setWithdrawAddress(bob);
        assertEq(challenge.withdrawAddress(), bob, "withdraw address");
    }
}
