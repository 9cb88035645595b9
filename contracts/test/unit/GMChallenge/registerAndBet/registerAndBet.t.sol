// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { ServerSignatures } from "../../../utils/ServerSignatures.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract RegisterAndBet_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_SignatureDoesNotBindAmount() external {
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        // The contract hashes the amount sent, so the signature recovers to some other address.
        bytes32 sent = ServerSignatures.registerHash(alice, ALLOCATION + 1, 1, deadline);
        address recovered = recoverSigner(ServerSignatures.digest(sent, block.chainid, address(challenge)), signature);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, recovered));
        challenge.registerAndBet{ value: FEE }(ALLOCATION + 1, 10 * GM, 2, 2500, 5000, 1, deadline, signature);
        assertFalse(challenge.usedNonces(alice, 1), "nonce not consumed");
    }

    function test_RevertGiven_AlreadyRegistered() external whenSignatureValid {
        register(alice, ALLOCATION);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, alice));
        challenge.registerAndBet{ value: FEE }(ALLOCATION, 10 * GM, 2, 2500, 5000, 1, deadline, signature);
    }

    function test_RevertWhen_BetFails() external whenSignatureValid givenNotRegistered {
        challenge.setBettingTable(10 * GM, 2, 0, 10_000);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_OddsChanged.selector, 0, 10_000, 2500, 5000));
        challenge.registerAndBet{ value: FEE }(ALLOCATION, 10 * GM, 2, 2500, 5000, 1, deadline, signature);
        assertFalse(challenge.isRegistered(alice), "not registered either");
        assertFalse(challenge.usedNonces(alice, 1), "signature still usable");
    }

    function test_WhenBetGoesThrough() external whenSignatureValid givenNotRegistered {
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.UserRegistered(alice, ALLOCATION);
        vm.prank(alice);
        uint256 requestId = challenge.registerAndBet{ value: FEE }(ALLOCATION, 10 * GM, 2, 2500, 5000, 1, deadline, signature);
        assertEq(challenge.getLastBet(alice).requestId, requestId, "bet placed");
        assertEq(challenge.vestable(alice), ALLOCATION - 10 * GM, "stake moved");
        assertTrue(challenge.usedNonces(alice, 1), "nonce used");
    }
}
