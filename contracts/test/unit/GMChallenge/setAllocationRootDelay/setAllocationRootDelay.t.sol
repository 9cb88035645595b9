// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetAllocationRootDelay_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
        challenge.setAllocationRootDelay(2 hours);
    }

    function test_RevertWhen_DelayOutOfBounds() external whenCallerOwner {
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_AllocationRootDelayOutOfRange.selector, 1 hours - 1, 1 hours, 7 days)
        );
        challenge.setAllocationRootDelay(1 hours - 1);
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_AllocationRootDelayOutOfRange.selector, 7 days + 1, 1 hours, 7 days)
        );
        challenge.setAllocationRootDelay(7 days + 1);
    }

    function test_WhenDelayWithinBounds() external whenCallerOwner {
        assertEq(challenge.allocationRootDelay(), 24 hours, "default");
        challenge.proposeAllocationRoot(keccak256("a"), 1, bytes32(0));
        vm.expectEmit(address(challenge));
        emit IGMChallenge.AllocationRootDelaySet(1 hours);
        challenge.setAllocationRootDelay(1 hours);
        challenge.proposeAllocationRoot(keccak256("b"), 1, bytes32(0));
        assertEq(challenge.allocationRoot(1).activatesAt, block.timestamp + 24 hours, "pending root unchanged");
        assertEq(challenge.allocationRoot(2).activatesAt, block.timestamp + 1 hours, "later roots");
        challenge.setAllocationRootDelay(7 days);
        assertEq(challenge.allocationRootDelay(), 7 days, "upper bound");
    }
}
