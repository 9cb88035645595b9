// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetBettingTable_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve));
        challenge.setBettingTable(1, 2, 1, 1);
    }

    function test_RevertWhen_EntryInvalid() external whenCallerOwner {
        bytes4 selector = Errors.GMChallenge_InvalidBettingTableEntry.selector;
        vm.expectRevert(abi.encodeWithSelector(selector, 0, 2, 1, 1));
        challenge.setBettingTable(0, 2, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(selector, 1, 1, 1, 1));
        challenge.setBettingTable(1, 1, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(selector, 1, 101, 1, 1));
        challenge.setBettingTable(1, 101, 1, 1);
        vm.expectRevert(abi.encodeWithSelector(selector, 1, 2, 10_001, 1));
        challenge.setBettingTable(1, 2, 10_001, 1);
        vm.expectRevert(abi.encodeWithSelector(selector, 1, 2, 1, 10_001));
        challenge.setBettingTable(1, 2, 1, 10_001);
        uint256 tooBig = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(selector, tooBig, 2, 1, 1));
        challenge.setBettingTable(tooBig, 2, 1, 1);
    }

    function test_WhenEntryValid() external whenCallerOwner {
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BettingTableSet(10 * GM, 2, 3000, 4000);
        challenge.setBettingTable(10 * GM, 2, 3000, 4000);
        (uint16 probBps, uint16 lossBps) = challenge.bettingTable(10 * GM, 2);
        assertEq(probBps, 3000, "prob");
        assertEq(lossBps, 4000, "loss");
    }

    function test_GivenABetOfTheRowPending() external whenCallerOwner whenEntryValid {
        register(alice, ALLOCATION);
        uint256 requestId = betAs(alice, 10 * GM, 2);
        challenge.setBettingTable(10 * GM, 2, 10_000, 10_000);
        fulfill(requestId, 2_500); // a loss at the odds of the request (25%), a win at the new ones
        assertFalse(challenge.getBetHistoryByRequestId(requestId).success, "old odds");
        assertEq(challenge.redeemable(alice), 5 * GM, "old loss share");
    }
}
