// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract CancelAllocationRoot_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        challenge.proposeAllocationRoot(keccak256("root"), 1, bytes32(0));
        expectNotOwner(eve);
        challenge.cancelAllocationRoot(1);
    }

    function test_RevertWhen_VersionNotPending() external whenCallerOwner {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AllocationRootNotPending.selector, 1));
        challenge.cancelAllocationRoot(1);

        challenge.proposeAllocationRoot(keccak256("root"), 1, bytes32(0));
        challenge.cancelAllocationRoot(1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AllocationRootNotPending.selector, 1));
        challenge.cancelAllocationRoot(1);

        // Active: an active root never changes.
        uint256 version = activateList();
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AllocationRootNotPending.selector, version));
        challenge.cancelAllocationRoot(version);
    }

    function test_WhenVersionPending() external whenCallerOwner {
        uint256 registered = challenge.amount_registered();
        uint256 owed = challenge.amount_owed();
        challenge.proposeAllocationRoot(keccak256("root"), 1_000 * GM, bytes32(0));
        // The last second before it activates.
        vm.warp(block.timestamp + challenge.allocationRootDelay() - 1);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.AllocationRootCancelled(1);
        challenge.cancelAllocationRoot(1);
        assertTrue(challenge.allocationRoot(1).cancelled, "cancelled");
        assertEq(challenge.amount_registered(), registered, "total back in the supply");
        assertEq(challenge.amount_owed(), owed, "no longer owed");
    }
}
