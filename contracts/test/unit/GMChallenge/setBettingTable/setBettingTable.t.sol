// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract SetBettingTable_Unit_Test is GMChallenge_Unit_Test {
    function test_RevertWhen_CallerNotOwner() external {
        expectNotOwner(eve);
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
        uint256 tooBig = challenge.MAX_UNIT() + GM;
        vm.expectRevert(abi.encodeWithSelector(selector, tooBig, 2, 1, 1));
        challenge.setBettingTable(tooBig, 2, 1, 1);
    }

    function test_RevertWhen_UnitNotWholeGm() external whenCallerOwner {
        bytes4 selector = Errors.GMChallenge_InvalidBettingTableEntry.selector;
        uint256[3] memory units = [uint256(1), 10 * GM + 1, GM / 2];
        for (uint256 i = 0; i < units.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(selector, units[i], 2, 1, 1));
            challenge.setBettingTable(units[i], 2, 1, 1);
        }
    }

    function test_WhenUnitIsTheLargest() external whenCallerOwner {
        uint256 maxUnit = challenge.MAX_UNIT();
        assertEq(maxUnit, 65_535 * GM, "65,535 GM");
        challenge.setBettingTable(maxUnit, 100, 10_000, 10_000);
        challenge.fund(0, maxUnit * 99);
        register(alice, maxUnit);
        uint256 deadline = block.timestamp + 600;
        uint256 nonce = nextNonce();
        bytes memory signature = signAuthorize(alice, nonce, deadline);
        vm.prank(alice);
        uint256 requestId =
            challenge.bet{ value: FEE }(maxUnit, 100, 10_000, 10_000, nonce, deadline, signature);
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertEq(bet.unit, maxUnit, "the stake reads back in 18-decimal units");
        assertEq(bet.multiple, 100, "the largest multiple");
        assertEq(bet.probBps, 10_000, "prob");
        assertEq(bet.lossBps, 10_000, "loss");
        assertEq(challenge.availableToBet(alice), 0, "pending");
        (uint256 total,,,) = challenge.getEligibleAmount(alice);
        assertEq(total, maxUnit, "the pending stake counts");
        fulfill(requestId, 0);
        assertEq(challenge.redeemable(alice), maxUnit * 100, "a win pays unit x 100");
        assertEq(challenge.getBetHistoryByRequestId(requestId).gain, maxUnit * 100, "gain");
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
