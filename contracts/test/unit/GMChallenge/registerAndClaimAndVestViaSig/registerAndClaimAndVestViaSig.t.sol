// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { ServerSignatures } from "../../../utils/ServerSignatures.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract RegisterAndClaimAndVestViaSig_Unit_Test is GMChallenge_Unit_Test {
    uint256 internal nonce;
    uint256 internal deadline;
    bytes internal serverSignature;

    function setUp() public override {
        super.setUp();
        vm.warp(TGE);
        nonce = nextNonce();
        deadline = block.timestamp + 600;
        serverSignature = signRegister(carol, ALLOCATION, nonce, deadline);
    }

    function relay(address recipient, uint256 amount, bytes memory userSignature) internal {
        vm.prank(relayer);
        challenge.registerAndClaimAndVestViaSig(
            carol, recipient, amount, nonce, deadline, serverSignature, userSignature
        );
    }

    function carolSigns(address recipient, uint256 amount) internal view returns (bytes memory) {
        return signClaimAndVest(CAROL_KEY, carol, recipient, amount, nonce, deadline);
    }

    function test_RevertWhen_RecipientInvalid() external {
        address[] memory invalid = refusedRecipients();
        for (uint256 i = 0; i < invalid.length; ++i) {
            bytes memory userSignature = carolSigns(invalid[i], ALLOCATION);
            vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidRecipient.selector, invalid[i]));
            relay(invalid[i], ALLOCATION, userSignature);
        }
    }

    function test_RevertWhen_RegisterSignatureDoesNotBind() external whenRecipientValid {
        bytes memory userSignature = carolSigns(safe, 2 * ALLOCATION);
        bytes32 digest = ServerSignatures.digest(
            ServerSignatures.registerHash(carol, 2 * ALLOCATION, nonce, deadline), block.chainid, address(challenge)
        );
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, recoverSigner(digest, serverSignature))
        );
        relay(safe, 2 * ALLOCATION, userSignature);
    }

    function test_RevertWhen_UserSignatureWithoutTheAmount() external whenRecipientValid whenServerSignatureValid {
        bytes memory userSignature = carolSigns(safe, 0);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidUserSignature.selector, carol));
        relay(safe, ALLOCATION, userSignature);
        assertFalse(challenge.isRegistered(carol), "nothing registered");
    }

    function test_RevertGiven_AlreadyRegistered() external whenRecipientValid whenServerSignatureValid whenUserSignatureValid {
        register(carol, ALLOCATION);
        bytes memory userSignature = carolSigns(safe, ALLOCATION);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, carol));
        relay(safe, ALLOCATION, userSignature);
    }

    function test_GivenNotRegistered()
        external
        whenRecipientValid
        whenServerSignatureValid
        whenUserSignatureValid
        givenNotRegistered
    {
        bytes memory userSignature = carolSigns(safe, ALLOCATION);
        expectRegisteredAndClaimedTo(carol, safe, ALLOCATION);
        relay(safe, ALLOCATION, userSignature);
        assertTrue(challenge.isRegistered(carol), "registered");
        assertTrue(challenge.hasClaimedAndVested(carol), "claimed");
        assertEq(token.balanceOf(safe), ALLOCATION / 10, "10% to the recipient");
        assertEq(token.balanceOf(relayer), 0, "nothing to the relayer");
        assertEq(publicVesting.pendingBeneficiary(1), safe, "90% vests as a gift for the recipient to accept");
        assertEq(publicVesting.getVestingSchedule(1).beneficiary, address(0), "not accepted yet");
        assertEq(challenge.amount_registered(), ALLOCATION, "registered amount");
    }
}
