// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { ServerSignatures } from "../../../utils/ServerSignatures.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract RegisterAndClaimAndVest_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_SignatureDoesNotBindAmount() external {
        vm.warp(TGE);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(bob, 60 * GM, 9, deadline);
        bytes32 sent = ServerSignatures.registerHash(bob, 61 * GM, 9, deadline);
        address recovered = recoverSigner(ServerSignatures.digest(sent, block.chainid, address(challenge)), signature);
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, recovered));
        challenge.registerAndClaimAndVest(61 * GM, 9, deadline, signature);
    }

    function test_RevertGiven_AlreadyRegistered() external whenSignatureValid {
        vm.warp(TGE);
        register(bob, 60 * GM);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(bob, 60 * GM, 9, deadline);
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, bob));
        challenge.registerAndClaimAndVest(60 * GM, 9, deadline, signature);
    }

    function test_RevertGiven_BeforeTge() external whenSignatureValid givenNotRegistered {
        vm.warp(TGE - 1);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(bob, 60 * GM, 9, deadline);
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMChallenge_ClaimsNotOpen.selector, TGE));
        challenge.registerAndClaimAndVest(60 * GM, 9, deadline, signature);
        assertFalse(challenge.isRegistered(bob), "registers nothing");
        assertFalse(challenge.usedNonces(bob, 9), "signature still usable");
    }

    function test_GivenTgePassed() external whenSignatureValid givenNotRegistered {
        vm.warp(TGE);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(bob, 60 * GM, 9, deadline);
        vm.prank(bob);
        challenge.registerAndClaimAndVest(60 * GM, 9, deadline, signature);
        assertEq(token.balanceOf(bob), 6 * GM, "10% now");
        assertEq(publicVesting.getVestingSchedule(challenge.userVestingScheduleIds(bob)).totalAmount, 54 * GM, "90%");
    }
}
