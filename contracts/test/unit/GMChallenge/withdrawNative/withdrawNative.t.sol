// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { RejectingReceiver } from "../../../mocks/RejectingReceiver.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract WithdrawNative_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.withdrawNative(1);
    }

    function test_RevertWhen_WithdrawAddressRejects() external whenCallerOwner {
        RejectingReceiver receiver = new RejectingReceiver();
        challenge.setWithdrawAddress(address(receiver));
        vm.deal(address(challenge), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NativeTransferFailed.selector, address(receiver), 1 ether));
        challenge.withdrawNative(1 ether);
    }

    function test_WhenWithdrawAddressAccepts() external whenCallerOwner {
        vm.deal(address(challenge), 2 ether);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.NativeWithdrawn(withdrawTo, 1 ether);
        challenge.withdrawNative(1 ether);
        assertEq(withdrawTo.balance, 1 ether, "sent");
    }
}
