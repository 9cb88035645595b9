// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { AllocationTree } from "../../../utils/AllocationTree.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract RegisterWithProof_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_ValueSentAlone() external {
        uint256 version = activateList();
        bytes32[] memory proof = listProof(version, 0);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_UnexpectedValue.selector, 1));
        challenge.registerWithProof{ value: 1 }(alice, version, 100 * GM, proof);
    }

    function test_RevertWhen_VersionNotActive() external {
        // Unknown.
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AllocationRootNotActive.selector, 1));
        challenge.registerWithProof(alice, 1, 100 * GM, listProof(1, 0));

        // Pending: one second before it activates.
        challenge.proposeAllocationRoot(AllocationTree.root(listLeaves(1)), 1_000 * GM, bytes32(0));
        vm.warp(block.timestamp + challenge.allocationRootDelay() - 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AllocationRootNotActive.selector, 1));
        challenge.registerWithProof(alice, 1, 100 * GM, listProof(1, 0));

        // Cancelled while pending: never active, even after its time.
        challenge.cancelAllocationRoot(1);
        vm.warp(block.timestamp + 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AllocationRootNotActive.selector, 1));
        challenge.registerWithProof(alice, 1, 100 * GM, listProof(1, 0));
        assertFalse(challenge.isRegistered(alice), "nothing registered");
    }

    function test_RevertWhen_AmountNotInList() external {
        uint256 version = activateList();
        bytes32[] memory proof = listProof(version, 0);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidProof.selector, alice, version, 101 * GM));
        challenge.registerWithProof(alice, version, 101 * GM, proof);
    }

    function test_RevertWhen_AnotherAccountsProof() external {
        uint256 version = activateList();
        // Bob's proof and amount, for alice.
        bytes32[] memory proof = listProof(version, 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidProof.selector, alice, version, 200 * GM));
        challenge.registerWithProof(alice, version, 200 * GM, proof);
    }

    function test_RevertWhen_LeafOfAnotherChainContractOrVersion() external {
        (address[] memory accounts, uint256[] memory amounts) = listAccounts();
        bytes32[] memory foreign = new bytes32[](4);
        // A tree whose first leaf was made for another chain, the second for another contract, the third for version 2.
        foreign[0] = AllocationTree.leaf(block.chainid + 1, address(challenge), 1, accounts[0], amounts[0]);
        foreign[1] = AllocationTree.leaf(block.chainid, address(0xC0FFEE), 1, accounts[1], amounts[1]);
        foreign[2] = AllocationTree.leaf(block.chainid, address(challenge), 2, accounts[2], amounts[2]);
        foreign[3] = AllocationTree.leaf(block.chainid, address(challenge), 1, accounts[3], amounts[3]);
        challenge.proposeAllocationRoot(AllocationTree.root(foreign), 1_000 * GM, bytes32(0));
        vm.warp(block.timestamp + challenge.allocationRootDelay());

        for (uint256 i = 0; i < 3; ++i) {
            bytes32[] memory proof = AllocationTree.proof(foreign, i);
            vm.expectRevert(
                abi.encodeWithSelector(Errors.GMChallenge_InvalidProof.selector, accounts[i], 1, amounts[i])
            );
            challenge.registerWithProof(accounts[i], 1, amounts[i], proof);
        }
        // The leaf made for this chain, contract and version works.
        challenge.registerWithProof(accounts[3], 1, amounts[3], AllocationTree.proof(foreign, 3));
        assertEq(challenge.vestable(eve), 400 * GM, "the right leaf registers");
    }

    function test_RevertWhen_LeavesExceedTheTotal() external {
        // The list holds 1,000 GM but the owner proposed 500: it never takes more than the 500 it reserved.
        challenge.proposeAllocationRoot(AllocationTree.root(listLeaves(1)), 500 * GM, bytes32(0));
        vm.warp(block.timestamp + challenge.allocationRootDelay());
        challenge.registerWithProof(eve, 1, 400 * GM, listProof(1, 3));
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AllocationRootExhausted.selector, 1, 100 * GM));
        challenge.registerWithProof(bob, 1, 200 * GM, listProof(1, 1));
        challenge.registerWithProof(alice, 1, 100 * GM, listProof(1, 0));
        assertEq(challenge.allocationRoot(1).claimed, 500 * GM, "exactly the total");
    }

    function test_RevertGiven_AlreadyRegistered() external {
        uint256 version = activateList();
        // Registered by the owner with another amount before the list went live.
        register(alice, 50 * GM);
        bytes32[] memory proof = listProof(version, 0);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, alice));
        challenge.registerWithProof(alice, version, 100 * GM, proof);

        // A second registration with the same proof.
        challenge.registerWithProof(bob, version, 200 * GM, listProof(version, 1));
        proof = listProof(version, 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, bob));
        challenge.registerWithProof(bob, version, 200 * GM, proof);
        assertEq(challenge.vestable(alice), 50 * GM, "the first registration stands");
    }

    function test_WhenProofProvesTheAmount() external {
        uint256 version = activateList();
        uint256 supply = challenge.amount_supply();
        uint256 registered = challenge.amount_registered();
        uint256 owed = challenge.amount_owed();

        // Anyone may send it: it registers only the list's amount.
        vm.expectEmit(address(challenge));
        emit IGMChallenge.UserRegistered(carol, 300 * GM);
        vm.prank(eve);
        challenge.registerWithProof(carol, version, 300 * GM, listProof(version, 2));

        assertTrue(challenge.isRegistered(carol), "registered");
        assertEq(challenge.vestable(carol), 300 * GM, "the list's amount");
        assertEq(challenge.allocationRoot(version).claimed, 300 * GM, "counted in the version");
        assertEq(challenge.amount_supply(), supply, "supply unchanged");
        assertEq(challenge.amount_registered(), registered, "reserved at the proposal");
        assertEq(challenge.amount_owed(), owed, "owed since the proposal");
    }

    function test_WhenProofProvesTheAmount_ClaimsAndBetsAsAnyRegistration() external {
        uint256 version = activateList();
        challenge.registerWithProof(carol, version, 300 * GM, listProof(version, 2));
        challenge.registerWithProof(eve, version, 400 * GM, listProof(version, 3));

        uint256 requestId = betAs(eve, 100 * GM, 2);
        fulfill(requestId, WIN_X2);
        assertEq(challenge.redeemable(eve), 200 * GM, "a proven account bets");

        claimAndVestAs(carol);
        assertTrue(challenge.hasClaimedAndVested(carol), "a proven account claims");
        assertEq(token.balanceOf(carol), 30 * GM, "10% now");
        claimAndVestAs(eve);
        // 200 won + 10% of the 300 left.
        assertEq(token.balanceOf(eve), 230 * GM, "winnings and 10% now");
        uint256 owedLeft = 1_000 * GM - 300 * GM - 400 * GM;
        assertEq(challenge.amount_owed(), owedLeft, "alice's and bob's leaves stay owed");
    }
}
