// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetMissionsGateEndsAt_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.setMissionsGateEndsAt(block.timestamp);
    }

    function test_RevertWhen_TimeInvalid() external whenCallerOwner {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidMissionsGateEnd.selector, 0, 0));
        challenge.setMissionsGateEndsAt(0);
        uint256 tooLarge = uint256(type(uint40).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidMissionsGateEnd.selector, tooLarge, 0));
        challenge.setMissionsGateEndsAt(tooLarge);

        // Announced: it may come earlier, never later.
        uint256 announced = block.timestamp + 30 days;
        challenge.setMissionsGateEndsAt(announced);
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_InvalidMissionsGateEnd.selector, announced + 1, announced)
        );
        challenge.setMissionsGateEndsAt(announced + 1);
        challenge.setMissionsGateEndsAt(announced - 1 days);
        assertEq(challenge.missionsGateEndsAt(), announced - 1 days, "earlier is fine");
    }

    function test_WhenTimeValid() external whenCallerOwner {
        assertEq(challenge.missionsGateEndsAt(), 0, "the gate never ends by default");
        vm.expectEmit(address(challenge));
        emit IGMChallenge.MissionsGateEndSet(block.timestamp + 1 days);
        challenge.setMissionsGateEndsAt(block.timestamp + 1 days);
        assertEq(challenge.missionsGateEndsAt(), block.timestamp + 1 days, "stored");
    }

    function test_GivenGateNotEnded() external whenCallerOwner {
        register(alice, ALLOCATION);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_MissionsRequired.selector, 0));
        challenge.claimAndVest(1, block.timestamp + 600, "");

        uint256 endsAt = block.timestamp + 1 days;
        challenge.setMissionsGateEndsAt(endsAt);
        vm.warp(endsAt - 1);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_MissionsRequired.selector, endsAt));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 1, block.timestamp + 600, "");
        // With the server's signature the missions gate is passed as before.
        claimAndVestAs(alice);
    }

    function test_GivenGateEnded() external whenCallerOwner {
        uint256 version = activateList();
        challenge.setMissionsGateEndsAt(block.timestamp);
        // A proof and nothing from our server: claim & vest, bet, and claim to another address.
        challenge.registerWithProof(alice, version, 100 * GM, listProof(version, 0));
        vm.prank(alice);
        challenge.claimAndVest(0, 0, "");
        assertEq(token.balanceOf(alice), 10 * GM, "claimed without the server");

        challenge.registerWithProof(bob, version, 200 * GM, listProof(version, 1));
        vm.prank(bob);
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 0, 0, "");
        assertEq(challenge.vestable(bob), 190 * GM, "bet without the server");

        challenge.registerWithProof(carol, version, 300 * GM, listProof(version, 2));
        address safeAddress = address(0x5AFE5AFE);
        vm.prank(carol);
        challenge.claimAndVestTo(safeAddress, 0, 0, "");
        assertEq(token.balanceOf(safeAddress), 30 * GM, "claimed to another address");

        // Signed by the user alone, sent by a relayer.
        challenge.registerWithProof(eve, version, 400 * GM, listProof(version, 3));
        register(address(vm.addr(0xE7E)), 50 * GM);
        address signerUser = vm.addr(0xE7E);
        uint256 deadline = block.timestamp + 600;
        bytes memory userSignature = signClaimAndVest(0xE7E, signerUser, signerUser, 0, 77, deadline);
        vm.prank(relayer);
        challenge.claimAndVestViaSig(signerUser, signerUser, 77, deadline, "", userSignature);
        assertTrue(challenge.hasClaimedAndVested(signerUser), "relayed without the server");
    }
}
