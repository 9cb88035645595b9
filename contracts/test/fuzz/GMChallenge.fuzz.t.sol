// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../contracts/interfaces/IGMChallenge.sol";
import { IGMVesting } from "../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../contracts/libraries/Errors.sol";
import { BaseTest } from "../utils/BaseTest.sol";

contract GMChallenge_Fuzz_Test is BaseTest {
    uint256[4] internal UNITS = [10 * GM, 100 * GM, 1_000 * GM, 10_000 * GM];
    uint256[3] internal MULTIPLES = [2, 4, 6];

    /// @dev Any word settles a bet with the table's exact amounts, and the accounting stays balanced.
    function testFuzz_BetOutcomeAmounts(uint256 unitIndex, uint256 multipleIndex, uint256 word) public {
        uint256 unit = UNITS[bound(unitIndex, 0, 3)];
        uint256 multiple = MULTIPLES[bound(multipleIndex, 0, 2)];
        (uint16 probBps, uint16 lossBps) = challenge.bettingTable(unit, multiple);
        register(alice, 20_000 * GM);
        uint256 bufferBefore = challenge.amount_buffer();
        uint256 requestId = betAs(alice, unit, multiple);
        assertTrue(fulfill(requestId, word), "never reverts");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        if (word % 10_000 < probBps) {
            assertTrue(bet.success, "win");
            assertEq(challenge.redeemable(alice), unit * multiple, "win pays unit x multiple");
            assertEq(challenge.amount_buffer(), bufferBefore - unit * (multiple - 1), "reservation paid out");
        } else {
            uint256 loss = unit * lossBps / 10_000;
            assertFalse(bet.success, "loss");
            assertEq(bet.loss, loss, "loss share");
            assertEq(challenge.redeemable(alice), unit - loss, "remainder redeemable");
            assertEq(challenge.amount_buffer(), bufferBefore + loss, "loss to buffer");
        }
        assertEq(
            token.balanceOf(address(challenge)),
            challenge.amount_owed() + challenge.amount_supply() - challenge.amount_registered() + challenge.amount_buffer(),
            "balance = owed + unregistered + buffer"
        );
    }

    /// @dev Claim-and-vest splits any allocation into 10% now and 90% in six tranches, remainder last.
    function testFuzz_ClaimAndVestSplit(uint256 allocation, uint256 claimDelay) public {
        allocation = bound(allocation, 1, 1_000_000 * GM);
        register(alice, allocation);
        vm.warp(TGE + bound(claimDelay, 0, 1_000 days));
        claimAndVestAs(alice);
        uint256 unlocked = allocation / 10;
        assertEq(token.balanceOf(alice), unlocked, "10% now");
        uint256 id = challenge.userVestingScheduleIds(alice);
        uint256 vested = allocation - unlocked;
        if (vested == 0) {
            assertEq(id, 0, "nothing to vest");
            return;
        }
        IGMVesting.VestingSchedule memory schedule = publicVesting.getVestingSchedule(id);
        uint256 sum = 0;
        for (uint256 i = 0; i < 6; ++i) {
            sum += schedule.monthlyAmounts[i];
            if (i < 5) assertEq(schedule.monthlyAmounts[i], vested / 6, "equal tranche");
        }
        assertEq(sum, vested, "90% vested");
        assertEq(challenge.amount_owed(), 0, "nothing owed");
    }

    /// @dev A signature only works for its own user, nonce and deadline.
    function testFuzz_SignatureBindsUserAndNonce(address other, uint256 nonce, uint256 otherNonce) public {
        vm.assume(other != alice && other != address(0));
        vm.assume(nonce != otherNonce);
        register(alice, 1_000 * GM);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(alice, nonce, deadline);
        vm.deal(other, 1 ether);
        vm.prank(other);
        vm.expectRevert();
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, nonce, deadline, signature);
        vm.prank(alice);
        vm.expectRevert();
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, otherNonce, deadline, signature);
        vm.prank(alice);
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, nonce, deadline, signature);
        assertTrue(challenge.usedNonces(alice, nonce), "consumed");
    }

    /// @dev Any release up to the unregistered supply turns exactly that amount into withdrawable surplus; one wei
    /// more is refused.
    function testFuzz_ReleaseSupply(uint256 registered, uint256 amount) public {
        uint256 supply = challenge.amount_supply();
        registered = bound(registered, 0, supply);
        if (registered > 0) register(alice, registered);
        uint256 unregistered = supply - registered;
        amount = bound(amount, 1, unregistered + 1);
        if (amount > unregistered) {
            vm.expectRevert(
                abi.encodeWithSelector(Errors.GMChallenge_ReleaseExceedsUnregistered.selector, amount, unregistered)
            );
            challenge.releaseSupply(amount);
            return;
        }
        uint256 surplusBefore = token.balanceOf(address(challenge)) - challenge.amount_owed() - unregistered;
        challenge.releaseSupply(amount);
        assertEq(challenge.amount_supply(), supply - amount, "supply lowered");
        assertLe(challenge.amount_registered(), challenge.amount_supply(), "registered <= supply");
        vm.expectRevert(
            abi.encodeWithSelector(
                Errors.GMChallenge_WithdrawExceedsSurplus.selector, surplusBefore + amount + 1, surplusBefore + amount
            )
        );
        challenge.withdraw(surplusBefore + amount + 1);
        challenge.withdraw(surplusBefore + amount);
        assertEq(
            token.balanceOf(address(challenge)),
            challenge.amount_owed() + challenge.amount_supply() - challenge.amount_registered(),
            "what stays is owed or unregistered"
        );
    }
}
