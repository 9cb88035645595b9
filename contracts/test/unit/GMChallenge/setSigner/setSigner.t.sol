// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetSigner_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.setSigner(eve);
    }

    function test_RevertWhen_SignerZero() external whenCallerOwner {
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        challenge.setSigner(address(0));
    }

    function test_WhenSignerSet() external whenCallerOwner {
        vm.expectEmit(address(challenge));
        emit IGMChallenge.SignerSet(bob);
        challenge.setSigner(bob);
        assertEq(challenge.signer(), bob, "signer");
    }
}
