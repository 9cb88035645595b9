// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { GMChallenge } from "../../../../contracts/GMChallenge.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract Participation_Unit_Test is GMChallenge_Unit_Test {
    function test_GivenNoBet() external view {
        assertEq(challenge.participation(2), 0, "offered, no bet");
        assertEq(challenge.participation(3), 0, "never offered");
    }

    function test_GivenBets() external {
        register(alice, ALLOCATION);
        register(bob, ALLOCATION);
        fulfill(betAs(alice, 10 * GM, 2), LOSE);
        fulfill(betAs(alice, 100 * GM, 2), 0);
        betAs(bob, 10 * GM, 4);
        assertEq(challenge.participation(2), 2, "two bets at x2");
        assertEq(challenge.participation(4), 1, "one at x4");
        assertEq(challenge.participation(6), 0, "none at x6");
    }

    /// @dev GMChallenge's storage layout: `cancelDelay` in slot 9, `_participation` in slot 10.
    uint256 internal constant PARTICIPATION_MAPPING_SLOT = 10;

    function test_WhenOwnerOffersANewMultiple() external givenBets {
        assertEq(uint256(vm.load(address(challenge), bytes32(uint256(9)))), 24 hours, "layout: cancelDelay in slot 9");
        // The count is stored plus one from the moment a row offers the multiple.
        bytes32 slot = participationSlot(3);
        assertEq(uint256(vm.load(address(challenge), slot)), 0, "nothing stored before");
        challenge.setBettingTable(10 * GM, 3, 2000, 5000);
        assertEq(uint256(vm.load(address(challenge), slot)), 1, "the owner initialised the slot");
        assertEq(challenge.participation(3), 0, "still no bet");
        register(alice, ALLOCATION);
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(alice, nonce, deadline);
        vm.prank(alice);
        challenge.bet{ value: FEE }(10 * GM, 3, 2000, 5000, nonce, deadline, signature);
        assertEq(challenge.participation(3), 1, "counted");
        assertEq(uint256(vm.load(address(challenge), slot)), 2, "count + 1");
    }

    /// @dev The storage slot of `_participation[multiple]` (mapping at the slot the storage layout gives it).
    function participationSlot(uint256 multiple) internal pure returns (bytes32) {
        return keccak256(abi.encode(multiple, uint256(PARTICIPATION_MAPPING_SLOT)));
    }
}
