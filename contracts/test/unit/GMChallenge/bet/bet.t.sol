// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { VRFV2PlusClient } from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";
import { ReentrancyGuardTransient } from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { ReentrantReceiver } from "../../../mocks/ReentrantReceiver.sol";
import { RejectingReceiver } from "../../../mocks/RejectingReceiver.sol";
import { ServerSignatures } from "../../../utils/ServerSignatures.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract Bet_Unit_Test is GMChallenge_Unit_Test {
    function setUp() public override {
        super.setUp();
        register(alice, ALLOCATION);
    }

    function betWith(address user, uint256 unit, uint256 multiple, uint256 value) internal returns (uint256) {
        (uint16 probBps, uint16 lossBps) = defaultOdds(multiple);
        return betAtOdds(user, unit, multiple, probBps, lossBps, value);
    }

    function betAtOdds(
        address user,
        uint256 unit,
        uint256 multiple,
        uint16 minProbBps,
        uint16 maxLossBps,
        uint256 value
    )
        internal
        returns (uint256)
    {
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(user, nonce, deadline);
        vm.prank(user);
        return challenge.bet{ value: value }(unit, multiple, minProbBps, maxLossBps, nonce, deadline, signature);
    }

    function test_RevertWhen_DeadlinePassed() external {
        uint256 deadline = block.timestamp - 1;
        bytes memory signature = signAuthorize(alice, 1, deadline);
        expectRevertAs(
            alice, abi.encodeWithSelector(Errors.GMChallenge_SignatureExpired.selector, deadline, block.timestamp)
        );
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 1, deadline, signature);
    }

    function test_RevertWhen_NonceUsed() external whenDeadlineNotPassed {
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(alice, 77, deadline);
        vm.prank(alice);
        uint256 requestId = challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 77, deadline, signature);
        fulfill(requestId, LOSE);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_NonceAlreadyUsed.selector, alice, 77));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 77, deadline, signature);
    }

    function test_RevertWhen_SignatureInvalid() external whenDeadlineNotPassed whenNonceUnused {
        uint256 deadline = block.timestamp + 600;
        bytes memory wrongKey =
            signDigest(0xBAD, ServerSignatures.authorizeHash(alice, 1, deadline), block.chainid, address(challenge));
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, vm.addr(0xBAD)));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 1, deadline, wrongKey);

        // Signed for chain 56: on this chain the digest differs, so it recovers to some other address.
        bytes32 structHash = ServerSignatures.authorizeHash(alice, 1, deadline);
        bytes memory otherChain = signDigest(SIGNER_KEY, structHash, 56, address(challenge));
        address recovered = recoverSigner(ServerSignatures.digest(structHash, block.chainid, address(challenge)), otherChain);
        assertTrue(recovered != signer, "not the signer here");
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, recovered));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 1, deadline, otherChain);

        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, address(0)));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 1, deadline, hex"1234");
    }

    function test_RevertGiven_BetsOff() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        challenge.setOff(true);
        vm.expectRevert(Errors.GMChallenge_BettingOff.selector);
        betWith(alice, 10 * GM, 2, FEE);
    }

    function test_RevertGiven_NotRegistered() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NotRegistered.selector, bob));
        betWith(bob, 10 * GM, 2, FEE);
    }

    function test_RevertGiven_AlreadyClaimed() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        vm.warp(TGE);
        claimAndVestAs(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyClaimed.selector, alice));
        betWith(alice, 10 * GM, 2, FEE);
    }

    function test_RevertGiven_BetPending() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        uint256 requestId = betWith(alice, 10 * GM, 2, FEE);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetPending.selector, requestId));
        betWith(alice, 10 * GM, 2, FEE);
    }

    function test_RevertWhen_PairNotOffered() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetNotOffered.selector, 11 * GM, 2));
        betWith(alice, 11 * GM, 2, FEE);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetNotOffered.selector, 10 * GM, 3));
        betWith(alice, 10 * GM, 3, FEE);
    }

    /// @dev Finding 1: the owner's table change lands just before the bet (a mistake or a stolen key).
    function test_RevertWhen_OddsWorseThanAccepted() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        challenge.setBettingTable(10 * GM, 2, 0, 10_000); // 25%/50% shown, 0%/100% in force
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_OddsChanged.selector, 0, 10_000, 2500, 5000));
        betAtOdds(alice, 10 * GM, 2, 2500, 5000, FEE);

        challenge.setBettingTable(10 * GM, 2, 2499, 5000); // only the win chance fell
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_OddsChanged.selector, 2499, 5000, 2500, 5000));
        betAtOdds(alice, 10 * GM, 2, 2500, 5000, FEE);

        challenge.setBettingTable(10 * GM, 2, 2500, 5001); // only the loss share rose
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_OddsChanged.selector, 2500, 5001, 2500, 5000));
        betAtOdds(alice, 10 * GM, 2, 2500, 5000, FEE);

        assertEq(challenge.vestable(alice), ALLOCATION, "nothing staked");
        assertEq(challenge.getLastBet(alice).requestId, 0, "no bet");
    }

    function test_RevertWhen_UnitExceedsVestable() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_StakeExceedsAvailable.selector, 10_000 * GM, ALLOCATION));
        betWith(alice, 10_000 * GM, 2, FEE);
    }

    function test_RevertGiven_BufferShort() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        challenge.withdraw(bufferOf() - 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientBuffer.selector, 50 * GM, 1));
        betWith(alice, 10 * GM, 6, FEE);
    }

    function test_RevertGiven_AmountsWouldOverflow() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        // Winnings that would overflow the 96-bit redeemable take thousands of wins at the largest unit: write such a
        // redeemable into bob's account slot (the `_accounts` entry whose low 96 bits hold his vestable).
        register(bob, ALLOCATION);
        bytes32 slot;
        for (uint256 index = 0; index < 64; ++index) {
            bytes32 candidate = keccak256(abi.encode(bob, index));
            if (uint96(uint256(vm.load(address(challenge), candidate))) == ALLOCATION) {
                slot = candidate;
                break;
            }
        }
        assertTrue(slot != bytes32(0), "bob's account slot");
        uint256 account = uint256(vm.load(address(challenge), slot));
        uint256 nearMax = type(uint96).max - 10 * GM; // + 10 GM x 2 does not fit 96 bits
        vm.store(address(challenge), slot, bytes32(account | (nearMax << 96)));
        assertEq(challenge.redeemable(bob), nearMax, "redeemable written");
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AmountTooLarge.selector, uint256(20 * GM)));
        betAs(bob, 10 * GM, 2);
    }

    function test_RevertWhen_FeeTooLow() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientFee.selector, FEE - 1, FEE));
        betWith(alice, 10 * GM, 2, FEE - 1);
    }

    function test_RevertWhen_RequestIdZero() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        // Id 0 would never count as pending: the user could claim while the bet is still open.
        wrapper.forceNextRequestId(0);
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(alice, nonce, deadline);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_InvalidRequestId.selector, 0));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, nonce, deadline, signature);
    }

    function test_RevertWhen_RequestIdReused() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid {
        // A wrapper returning a known id would overwrite alice's pending bet: her stake and reservation stranded.
        uint256 first = betWith(alice, 100 * GM, 2, FEE);
        register(bob, ALLOCATION);
        wrapper.forceNextRequestId(first);
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(bob, nonce, deadline);
        expectRevertAs(bob, abi.encodeWithSelector(Errors.GMChallenge_InvalidRequestId.selector, first));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, nonce, deadline, signature);
        assertEq(challenge.getBetHistoryByRequestId(first).user, alice, "alice's bet intact");
    }

    function test_WhenOddsBetterThanAccepted() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid whenEverythingHolds {
        challenge.setBettingTable(10 * GM, 2, 3000, 4000);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetRequested(1, alice, 10 * GM, 2, FEE, 3000, 4000);
        uint256 requestId = betAtOdds(alice, 10 * GM, 2, 2500, 5000, FEE);
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertEq(bet.probBps, 3000, "the odds in force are recorded");
        assertEq(bet.lossBps, 4000, "the loss share in force is recorded");
        fulfill(requestId, 2_999); // a win at 30%, a loss at the accepted 25%
        assertTrue(challenge.getBetHistoryByRequestId(requestId).success, "settled at the odds in force");
    }

    function test_WhenValueEqualsPrice() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid whenEverythingHolds {
        uint256 bufferBefore = bufferOf();
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetRequested(1, alice, 100 * GM, 4, FEE, 1500, 7000);
        uint256 requestId = betWith(alice, 100 * GM, 4, FEE);
        assertEq(requestId, 1, "request id");
        assertEq(challenge.vestable(alice), ALLOCATION - 100 * GM, "stake moved out");
        assertEq(challenge.availableToBet(alice), 0, "pending");
        assertEq(bufferOf(), bufferBefore - 300 * GM, "reserved");
        assertEq(wrapper.lastValue(), FEE, "forwarded exactly the price");
        assertEq(wrapper.lastCallbackGasLimit(), 100_000, "callback gas");
        assertEq(wrapper.lastConfirmations(), 3, "confirmations");
        assertTrue(
            keccak256(wrapper.lastExtraArgs())
                == keccak256(VRFV2PlusClient._argsToBytes(VRFV2PlusClient.ExtraArgsV1({ nativePayment: true }))),
            "native payment"
        );
        assertEq(challenge.participation(4), 1, "participation");
        IGMChallenge.Bet memory bet = challenge.getLastBet(alice);
        assertEq(bet.requestId, requestId, "bet id");
        assertEq(bet.unit, 100 * GM, "unit");
        assertEq(bet.multiple, 4, "multiple");
        assertEq(bet.requestedAt, block.timestamp, "requested at");
        assertEq(bet.probBps, 1500, "odds recorded");
        assertEq(bet.lossBps, 7000, "loss share recorded");
        assertEq(bet.cancelRequestedAt, 0, "no cancel requested");
        assertFalse(bet.resolved || bet.cancelled || bet.success, "pending");
        assertEq(address(challenge).balance, 0, "keeps no native");
    }

    function test_WhenRefundSucceeds() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid whenEverythingHolds whenValueExceedsPrice {
        uint256 before = alice.balance;
        vm.expectEmit(address(challenge));
        emit IGMChallenge.ExcessEthRefunded(alice, 5 ether);
        betWith(alice, 10 * GM, 2, FEE + 5 ether);
        assertEq(before - alice.balance, FEE, "refunded");
    }

    /// @dev The calldata of `user`'s x2 bet of 10 GM under a fresh nonce, signed by the server.
    function betCalldata(address user, uint256 deadline) internal returns (bytes memory) {
        uint256 nonce = nextNonce();
        return abi.encodeCall(
            IGMChallenge.bet, (10 * GM, 2, 2500, 5000, nonce, deadline, signAuthorize(user, nonce, deadline))
        );
    }

    function test_RevertWhen_RefundFails() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid whenEverythingHolds whenValueExceedsPrice {
        RejectingReceiver receiver = new RejectingReceiver();
        register(address(receiver), ALLOCATION);
        vm.deal(address(receiver), 1 ether);
        bytes memory data = betCalldata(address(receiver), block.timestamp + 600);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NativeTransferFailed.selector, address(receiver), 1));
        receiver.call(address(challenge), FEE + 1, data);
    }

    function test_RevertWhen_RefundReenters() external whenDeadlineNotPassed whenNonceUnused whenSignatureValid whenEverythingHolds whenValueExceedsPrice {
        ReentrantReceiver receiver = new ReentrantReceiver();
        register(address(receiver), ALLOCATION);
        vm.deal(address(receiver), 1 ether);
        uint256 deadline = block.timestamp + 600;
        bytes memory data = betCalldata(address(receiver), deadline);
        bytes memory again = betCalldata(address(receiver), deadline);
        receiver.call(address(challenge), FEE + 1, data, again);
        assertTrue(receiver.reentered(), "refund reached the receiver");
        assertFalse(receiver.reentrySucceeded(), "re-entry refused");
        assertTrue(
            keccak256(receiver.reentryResult())
                == keccak256(abi.encodeWithSelector(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector)),
            "by the reentrancy guard"
        );
        assertEq(challenge.participation(2), 1, "one bet only");
    }
}
