// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract ProposeAllocationRoot_Unit_Test is GMChallenge_Unit_Test {
    bytes32 internal constant ROOT = keccak256("root");
    bytes32 internal constant LIST = keccak256("list.csv");

    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.proposeAllocationRoot(ROOT, 1, LIST);
    }

    function test_RevertWhen_RootZero() external whenCallerOwner {
        vm.expectRevert(Errors.GMChallenge_InvalidAllocationRoot.selector);
        challenge.proposeAllocationRoot(bytes32(0), 1, LIST);
    }

    function test_RevertWhen_TotalZero() external whenCallerOwner {
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.proposeAllocationRoot(ROOT, 0, LIST);
    }

    function test_RevertWhen_SupplyCannotCover() external whenCallerOwner {
        register(alice, ALLOCATION);
        uint256 available = challenge.amount_supply() - ALLOCATION;
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_InsufficientSupply.selector, available + 1, available)
        );
        challenge.proposeAllocationRoot(ROOT, available + 1, LIST);
        assertEq(challenge.allocationRootCount(), 0, "nothing proposed");
    }

    function test_WhenSupplyCovers() external whenCallerOwner {
        uint256 activatesAt = block.timestamp + 24 hours;
        vm.expectEmit(address(challenge));
        emit IGMChallenge.AllocationRootProposed(1, ROOT, 1_000 * GM, LIST, activatesAt);
        uint256 version = challenge.proposeAllocationRoot(ROOT, 1_000 * GM, LIST);

        assertEq(version, 1, "versions count from 1");
        assertEq(challenge.allocationRootCount(), 1, "count");
        IGMChallenge.AllocationRoot memory stored = challenge.allocationRoot(1);
        assertEq(stored.root, ROOT, "root");
        assertEq(stored.listHash, LIST, "list hash");
        assertEq(stored.total, 1_000 * GM, "total");
        assertEq(stored.claimed, 0, "nothing claimed");
        assertEq(stored.activatesAt, activatesAt, "pending for the default 24 hours");
        assertFalse(stored.cancelled, "not cancelled");
    }

    function test_WhenSupplyCovers_TheTotalIsReserved() external whenCallerOwner {
        uint256 supply = challenge.amount_supply();
        challenge.proposeAllocationRoot(ROOT, supply, LIST);
        assertEq(challenge.amount_registered(), supply, "the whole supply is reserved");
        assertEq(challenge.amount_owed(), supply, "and owed");
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_ReleaseExceedsUnregistered.selector, 1, 0));
        challenge.releaseSupply(1);
        uint256 buffer = bufferOf();
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_WithdrawExceedsSurplus.selector, buffer + 1, buffer)
        );
        challenge.withdraw(buffer + 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientSupply.selector, 1, 0));
        register(alice, 1);
    }

    function test_WhenSupplyCovers_ASecondVersion() external whenCallerOwner {
        uint256 first = activateList();
        challenge.registerWithProof(alice, first, 100 * GM, listProof(first, 0));
        uint256 second = activateList();
        assertEq(second, 2, "numbered 2");
        assertEq(challenge.allocationRoot(first).claimed, 100 * GM, "the first keeps its claims");
        // Both are active: bob proves with version 1, carol with version 2; alice stays claimed under version 1.
        challenge.registerWithProof(bob, first, 200 * GM, listProof(first, 1));
        challenge.registerWithProof(carol, second, 300 * GM, listProof(second, 2));
        bytes32[] memory proof = listProof(second, 0);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, alice));
        challenge.registerWithProof(alice, second, 100 * GM, proof);
        assertEq(challenge.allocationRoot(second).claimed, 300 * GM, "claims count in their own version");
    }
}
