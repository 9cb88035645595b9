// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { ServerSignatures } from "../../../utils/ServerSignatures.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract RegisterAndClaimAndVestTo_Unit_Test is GMChallenge_Unit_Test {
    function setUp() public override {
        super.setUp();
        vm.warp(TGE);
    }

    function registerAndClaimTo(address user, address recipient, uint256 amount) internal {
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(user, amount, nonce, deadline);
        vm.prank(user);
        challenge.registerAndClaimAndVestTo(recipient, amount, nonce, deadline, signature);
    }

    function test_RevertWhen_RecipientInvalid() external {
        address[] memory invalid = refusedRecipients();
        for (uint256 i = 0; i < invalid.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidRecipient.selector, invalid[i]));
            registerAndClaimTo(alice, invalid[i], ALLOCATION);
        }
        assertFalse(challenge.isRegistered(alice), "nothing registered");
    }

    function test_RevertWhen_SignatureDoesNotBind() external whenRecipientValid {
        uint256 deadline = block.timestamp + 600;
        // Signed for 1,000 GM, sent with 2,000.
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        bytes32 digest = ServerSignatures.digest(
            ServerSignatures.registerHash(alice, 2 * ALLOCATION, 1, deadline), block.chainid, address(challenge)
        );
        address recovered = recoverSigner(digest, signature);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, recovered));
        challenge.registerAndClaimAndVestTo(safe, 2 * ALLOCATION, 1, deadline, signature);
    }

    function test_RevertGiven_AlreadyRegistered() external whenRecipientValid whenSignatureValid {
        register(alice, ALLOCATION);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, alice));
        registerAndClaimTo(alice, safe, ALLOCATION);
    }

    function test_GivenNotRegistered() external whenRecipientValid whenSignatureValid givenNotRegistered {
        expectRegisteredAndClaimedTo(alice, safe, ALLOCATION);
        registerAndClaimTo(alice, safe, ALLOCATION);
        assertTrue(challenge.isRegistered(alice), "registered");
        assertTrue(challenge.hasClaimedAndVested(alice), "claimed");
        assertFalse(challenge.isRegistered(safe), "the recipient registers nothing");
        assertEq(token.balanceOf(safe), ALLOCATION / 10, "10% to the recipient");
        assertEq(publicVesting.pendingBeneficiary(1), safe, "90% vests as a gift for the recipient to accept");
        assertEq(publicVesting.getVestingSchedule(1).totalAmount, ALLOCATION - ALLOCATION / 10, "90%");
    }
}
