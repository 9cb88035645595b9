// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../contracts/interfaces/IGMChallenge.sol";
import { IGMVesting } from "../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../contracts/libraries/Errors.sol";
import { BaseTest } from "../utils/BaseTest.sol";
import { ServerSignatures } from "../utils/ServerSignatures.sol";

contract GMChallenge_Fuzz_Test is BaseTest {
    /// @dev Claims and bets open at the TGE (issue 34's claim window).
    function setUp() public override {
        super.setUp();
        vm.warp(TGE);
    }

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

    /// @dev The one-slot bet record (issue 24) holds any row `setBettingTable` accepts: a whole-GM unit up to
    /// MAX_UNIT, a multiple up to 100 and any odds read back exactly, in 18-decimal units, with the request time; a
    /// unit that is not whole GM is refused.
    function testFuzz_BetRecordRoundTrip(
        uint256 unitGm,
        uint256 multiple,
        uint16 probBps,
        uint16 lossBps,
        uint256 dust,
        uint256 word
    )
        public
    {
        uint256 unit = bound(unitGm, 1, challenge.MAX_UNIT() / GM) * GM;
        multiple = bound(multiple, 2, 100);
        probBps = uint16(bound(probBps, 0, 10_000));
        lossBps = uint16(bound(lossBps, 1, 10_000)); // 0/0 would remove the row
        dust = bound(dust, 1, GM - 1);
        vm.expectRevert(
            abi.encodeWithSelector(
                Errors.GMChallenge_InvalidBettingTableEntry.selector, unit - dust, multiple, probBps, lossBps
            )
        );
        challenge.setBettingTable(unit - dust, multiple, probBps, lossBps);
        challenge.setBettingTable(unit, multiple, probBps, lossBps);
        challenge.fund(unit, unit * (multiple - 1));
        register(alice, unit);
        vm.warp(block.timestamp + bound(word, 0, 365 days));
        uint256 deadline = block.timestamp + 600;
        uint256 nonce = nextNonce();
        bytes memory signature = signAuthorize(alice, nonce, deadline);
        vm.prank(alice);
        uint256 requestId = challenge.bet{ value: FEE }(unit, multiple, probBps, lossBps, nonce, deadline, signature);
        IGMChallenge.Bet memory bet = challenge.getLastBet(alice);
        assertEq(bet.requestId, requestId, "request id");
        assertEq(bet.user, alice, "user");
        assertEq(bet.unit, unit, "unit in 18-decimal units");
        assertEq(bet.multiple, multiple, "multiple");
        assertEq(bet.probBps, probBps, "prob");
        assertEq(bet.lossBps, lossBps, "loss share");
        assertEq(bet.requestedAt, block.timestamp, "requested at");
        assertFalse(bet.resolved || bet.cancelled, "pending");
        assertTrue(fulfill(requestId, word), "never reverts");
        bet = challenge.getBetHistoryByRequestId(requestId);
        assertTrue(bet.resolved, "resolved");
        if (word % 10_000 < probBps) {
            assertEq(bet.gain, unit * multiple, "gain");
            assertEq(challenge.redeemable(alice), unit * multiple, "win pays unit x multiple");
        } else {
            assertEq(bet.loss, unit * lossBps / 10_000, "loss");
            assertEq(challenge.redeemable(alice), unit - bet.loss, "remainder redeemable");
        }
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

    /// @dev What `signature` recovers to when GMChallenge hashes `structHash` (another signer than the server's).
    function recovered(bytes32 structHash, bytes memory signature) internal view returns (address) {
        return recoverSigner(ServerSignatures.digest(structHash, block.chainid, address(challenge)), signature);
    }

    /// @dev A signature only works for its own user, nonce and deadline.
    function testFuzz_SignatureBindsUserAndNonce(address other, uint256 nonce, uint256 otherNonce) public {
        vm.assume(other != alice && other != address(0));
        vm.assume(nonce != otherNonce);
        register(alice, 1_000 * GM);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(alice, nonce, deadline);
        vm.deal(other, 1 ether);
        // Hashed for another user or nonce, the signature recovers to someone other than the signer.
        address asOther = recovered(ServerSignatures.authorizeHash(other, nonce, deadline), signature);
        address asOtherNonce = recovered(ServerSignatures.authorizeHash(alice, otherNonce, deadline), signature);
        vm.prank(other);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, asOther));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, nonce, deadline, signature);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, asOtherNonce));
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
