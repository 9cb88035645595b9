// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../contracts/libraries/Errors.sol";
import { BaseTest } from "../utils/BaseTest.sol";

/// @notice The four findings of issue 13 played as attacks (contracts/SECURITY.md). Against the contracts before the
/// fix every one of these failed: the bet landed at 0%/100%, the bettor cancelled ahead of the losing fulfilment,
/// the dust schedule became the victim's first schedule, and the batch reverted with AlreadyRegistered.
contract Findings_Test is BaseTest {
    uint256 internal constant ALLOCATION = 1_000 * GM;

    /// @dev Finding 1 (Medium): the owner's table change lands just before a bet placed at the displayed odds.
    function test_RevertWhen_OddsChangeLandsBeforeTheBet() public {
        challenge.registerBalance(alice, ALLOCATION);
        challenge.setBettingTable(10 * GM, 2, 0, 10_000); // displayed: 25% / 50%
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_OddsChanged.selector, 0, 10_000, 2500, 5000));
        betAs(alice, 10 * GM, 2);
        assertEq(challenge.vestable(alice), ALLOCATION, "stake never left");
    }

    /// @dev Finding 2 (Low): after `cancelDelay`, the bettor sees the losing fulfilment in the mempool and cancels.
    function test_RevertWhen_BettorCancelsAheadOfALosingFulfilment() public {
        challenge.registerBalance(alice, ALLOCATION);
        uint256 requestId = betAs(alice, 100 * GM, 2);
        vm.warp(block.timestamp + challenge.cancelDelay());
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CancelNotRequested.selector, requestId));
        challenge.cancelBet(requestId);
        // Requesting the cancel does not help either: the fulfilment lands inside the finalize window.
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        fulfill(requestId, 9_999);
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertTrue(bet.resolved && !bet.success, "the loss stands");
        assertEq(challenge.redeemable(alice), 50 * GM, "half the stake lost");
    }

    /// @dev Finding 3 (Low): a dust PUBLIC schedule handed to a victim before the victim claims.
    function test_WhenDustScheduleProposedToAVictim() public {
        vm.warp(TGE);
        challenge.registerBalance(eve, 10);
        claimAndVestAs(eve);
        uint256 dust = challenge.userVestingScheduleIds(eve);
        vm.prank(eve);
        publicVesting.changeBeneficiary(dust, alice);
        assertEq(publicVesting.getUserVestingScheduleId(alice), 0, "the victim's schedule list is untouched");
        challenge.registerBalance(alice, ALLOCATION);
        claimAndVestAs(alice);
        uint256 own = challenge.userVestingScheduleIds(alice);
        assertEq(publicVesting.getUserVestingScheduleId(alice), own, "the victim's first schedule is her own");
        assertEq(publicVesting.getVestingSchedule(dust).beneficiary, eve, "the dust stays eve's");
    }

    /// @dev Finding 4 (Info): a user who registered with a signature first no longer sinks the owner's batch.
    function test_WhenBatchListsASelfRegisteredUser() public {
        vm.warp(TGE);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        vm.prank(alice);
        challenge.registerAndClaimAndVest(ALLOCATION, 1, deadline, signature);
        address[] memory users = new address[](2);
        users[0] = alice;
        users[1] = bob;
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = ALLOCATION;
        amounts[1] = ALLOCATION;
        challenge.registerBalances(users, amounts);
        assertTrue(challenge.isRegistered(bob), "the rest of the batch registered");
        assertEq(challenge.amount_registered(), 2 * ALLOCATION, "alice counted once");
    }
}
