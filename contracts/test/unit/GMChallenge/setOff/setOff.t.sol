// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetOff_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.setOff(true);
    }

    function test_WhenCallerOwner() external {
        vm.expectEmit(address(challenge));
        emit IGMChallenge.OffSet(true);
        challenge.setOff(true);
        assertTrue(challenge.isOff(), "off");
    }
}
