// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { VRFV2PlusWrapperConsumerBase } from "@chainlink/contracts/src/v0.8/vrf/dev/VRFV2PlusWrapperConsumerBase.sol";
import { VRFV2PlusClient } from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";
import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { GMChallenge } from "../../../contracts/GMChallenge.sol";
import { GMToken } from "../../../contracts/GMToken.sol";
import { GMVesting } from "../../../contracts/GMVesting.sol";
import { IGMChallenge } from "../../../contracts/interfaces/IGMChallenge.sol";
import { IGMVesting } from "../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../contracts/libraries/Errors.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { FeeOnTransferToken } from "../../mocks/FeeOnTransferToken.sol";
import { ReentrancyGuardTransient } from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import { ReentrantReceiver } from "../../mocks/ReentrantReceiver.sol";
import { RejectingReceiver } from "../../mocks/RejectingReceiver.sol";
import { BaseTest } from "../../utils/BaseTest.sol";

abstract contract GMChallengeTest is BaseTest {
    uint256 internal constant ALLOCATION = 1_000 * GM;
    uint256 internal constant WIN_X2 = 2_499; // roll below 2500
    uint256 internal constant LOSE = 9_999;

    function bufferOf() internal view returns (uint256) {
        return challenge.amount_buffer();
    }
}

contract RegisterBalance_Test is GMChallengeTest {
    function test_RevertWhen_CallerNotOwner() public {
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve));
        challenge.registerBalance(eve, 1);
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve));
        challenge.registerBalances(new address[](0), new uint256[](0));
    }

    function test_RevertWhen_ArrayLengthMismatch() public {
        vm.expectRevert(Errors.GMChallenge_ArrayLengthMismatch.selector);
        challenge.registerBalances(new address[](2), new uint256[](1));
    }

    function test_RevertWhen_UserZero() public {
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        challenge.registerBalance(address(0), 1);
    }

    function test_RevertWhen_AmountZero() public {
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.registerBalance(alice, 0);
    }

    function test_RevertWhen_AmountTooLarge() public {
        uint256 amount = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AmountTooLarge.selector, amount));
        challenge.registerBalance(alice, amount);
    }

    function test_RevertGiven_AlreadyRegistered() public {
        register(alice, ALLOCATION);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, alice));
        register(alice, ALLOCATION);
    }

    function test_RevertGiven_AmountExceedsSupply() public {
        uint256 supply = challenge.amount_supply();
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientSupply.selector, supply + 1, supply));
        register(alice, supply + 1);
    }

    function test_GivenAmountFits() public {
        vm.expectEmit(address(challenge));
        emit IGMChallenge.UserRegistered(alice, ALLOCATION);
        register(alice, ALLOCATION);
        assertTrue(challenge.isRegistered(alice), "registered");
        assertEq(challenge.vestable(alice), ALLOCATION, "vestable");
        assertEq(challenge.availableToBet(alice), ALLOCATION, "available");
        assertEq(challenge.amount_registered(), ALLOCATION, "registered sum");
        assertEq(challenge.amount_owed(), ALLOCATION, "owed");
    }

    function test_RegisterBalances() public {
        address[] memory users = new address[](2);
        users[0] = alice;
        users[1] = bob;
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = 1 * GM;
        amounts[1] = 2 * GM;
        challenge.registerBalances(users, amounts);
        assertEq(challenge.vestable(bob), 2 * GM, "bob");
        assertEq(challenge.amount_registered(), 3 * GM, "sum");
    }

    /// @dev Finding 4: a user who registered with a `Register` signature must not sink the owner's batch.
    function test_RegisterBalances_GivenAUserAlreadyRegistered() public {
        vm.warp(TGE);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        vm.prank(alice);
        challenge.registerAndClaimAndVest(ALLOCATION, 1, deadline, signature);
        uint256 owedBefore = challenge.amount_owed();

        address[] memory users = new address[](2);
        users[0] = alice;
        users[1] = bob;
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = 5 * GM;
        amounts[1] = 2 * GM;
        vm.expectEmit(address(challenge));
        emit IGMChallenge.RegistrationSkipped(alice, 5 * GM);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.UserRegistered(bob, 2 * GM);
        challenge.registerBalances(users, amounts);
        (,, uint256 vested,) = challenge.getVestingSnapshot(alice);
        assertEq(vested, 900 * GM, "alice's claim untouched");
        assertEq(challenge.vestable(bob), 2 * GM, "bob registered");
        assertEq(challenge.amount_registered(), ALLOCATION + 2 * GM, "only bob added");
        assertEq(challenge.amount_owed(), owedBefore + 2 * GM, "only bob owed");
    }

    /// @dev Re-sending a batch (or listing an address twice) registers each user once, at its first amount.
    function test_RegisterBalances_WhenAUserIsListedTwice() public {
        address[] memory users = new address[](3);
        users[0] = alice;
        users[1] = bob;
        users[2] = alice;
        uint256[] memory amounts = new uint256[](3);
        amounts[0] = 1 * GM;
        amounts[1] = 2 * GM;
        amounts[2] = 3 * GM;
        vm.expectEmit(address(challenge));
        emit IGMChallenge.RegistrationSkipped(alice, 3 * GM);
        challenge.registerBalances(users, amounts);
        assertEq(challenge.vestable(alice), 1 * GM, "first entry wins");
        assertEq(challenge.amount_registered(), 3 * GM, "sum");

        uint256 supplyLeft = challenge.amount_supply() - challenge.amount_registered();
        challenge.registerBalances(users, amounts); // a re-run changes nothing
        assertEq(challenge.amount_registered(), 3 * GM, "re-run registers nothing");
        assertEq(challenge.amount_supply() - challenge.amount_registered(), supplyLeft, "supply untouched");
    }

    /// @dev A skipped entry is still validated: a zero amount or zero address is the operator's mistake to fix.
    function test_RevertWhen_SkippedEntryInvalid() public {
        register(alice, ALLOCATION);
        address[] memory users = new address[](1);
        users[0] = alice;
        uint256[] memory amounts = new uint256[](1);
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.registerBalances(users, amounts);
        amounts[0] = uint256(type(uint96).max) + 1;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AmountTooLarge.selector, amounts[0]));
        challenge.registerBalances(users, amounts);
    }

    /// @dev The supply check still applies to the entries that do register.
    function test_RevertGiven_BatchExceedsSupply() public {
        register(alice, ALLOCATION);
        uint256 available = challenge.amount_supply() - challenge.amount_registered();
        address[] memory users = new address[](2);
        users[0] = alice;
        users[1] = bob;
        uint256[] memory amounts = new uint256[](2);
        amounts[0] = available; // skipped: does not count against the supply
        amounts[1] = available + 1;
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientSupply.selector, available + 1, available));
        challenge.registerBalances(users, amounts);
    }
}

contract Fund_Test is GMChallengeTest {
    function test_RevertWhen_CallerNotOwner() public {
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve));
        challenge.fund(1, 1);
    }

    function test_RevertWhen_NothingFunded() public {
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.fund(0, 0);
    }

    function test_RevertWhen_TokenTakesATransferFee() public {
        // Crediting supply + buffer while receiving less would leave the last claimers unpaid.
        FeeOnTransferToken feeToken = new FeeOnTransferToken(owner, 1_000 * GM);
        GMVesting vesting = new GMVesting(owner, IERC20(address(feeToken)), TGE, owner, "PUBLIC");
        GMChallenge other =
            new GMChallenge(owner, IGMVesting(address(vesting)), address(wrapper), signer, withdrawTo, 3, 100_000);
        feeToken.approve(address(other), 100 * GM);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_FundingShortfall.selector, 100 * GM, 99 * GM));
        other.fund(60 * GM, 40 * GM);
    }

    function test_WhenSomethingFunded() public {
        uint256 supplyBefore = challenge.amount_supply();
        uint256 bufferBefore = bufferOf();
        uint256 balanceBefore = token.balanceOf(address(challenge));
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Funded(3 * GM, 4 * GM);
        challenge.fund(3 * GM, 4 * GM);
        assertEq(challenge.amount_supply(), supplyBefore + 3 * GM, "supply");
        assertEq(bufferOf(), bufferBefore + 4 * GM, "buffer");
        assertEq(token.balanceOf(address(challenge)), balanceBefore + 7 * GM, "pulled");
    }
}

contract Bet_Test is GMChallengeTest {
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

    function test_RevertWhen_DeadlinePassed() public {
        uint256 deadline = block.timestamp - 1;
        bytes memory signature = signAuthorize(alice, 1, deadline);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_SignatureExpired.selector, deadline, block.timestamp));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 1, deadline, signature);
    }

    function test_RevertWhen_NonceUsed() public {
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(alice, 77, deadline);
        vm.prank(alice);
        uint256 requestId = challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 77, deadline, signature);
        fulfill(requestId, LOSE);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NonceAlreadyUsed.selector, alice, 77));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 77, deadline, signature);
    }

    function test_RevertWhen_SignatureInvalid() public {
        uint256 deadline = block.timestamp + 600;
        bytes memory wrongKey = signDigest(
            0xBAD, keccak256(abi.encode(AUTHORIZE_TYPEHASH, alice, 1, deadline)), block.chainid, address(challenge)
        );
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, vm.addr(0xBAD)));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 1, deadline, wrongKey);

        bytes memory otherChain = signDigest(
            SIGNER_KEY, keccak256(abi.encode(AUTHORIZE_TYPEHASH, alice, 1, deadline)), 56, address(challenge)
        );
        vm.prank(alice);
        vm.expectRevert();
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 1, deadline, otherChain);

        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, address(0)));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, 1, deadline, hex"1234");
    }

    function test_RevertGiven_BetsOff() public {
        challenge.setOff(true);
        vm.expectRevert(Errors.GMChallenge_BettingOff.selector);
        betWith(alice, 10 * GM, 2, FEE);
    }

    function test_RevertGiven_NotRegistered() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NotRegistered.selector, bob));
        betWith(bob, 10 * GM, 2, FEE);
    }

    function test_RevertGiven_AlreadyClaimed() public {
        vm.warp(TGE);
        claimAndVestAs(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyClaimed.selector, alice));
        betWith(alice, 10 * GM, 2, FEE);
    }

    function test_RevertGiven_BetPending() public {
        uint256 requestId = betWith(alice, 10 * GM, 2, FEE);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetPending.selector, requestId));
        betWith(alice, 10 * GM, 2, FEE);
    }

    function test_RevertWhen_PairNotOffered() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetNotOffered.selector, 11 * GM, 2));
        betWith(alice, 11 * GM, 2, FEE);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetNotOffered.selector, 10 * GM, 3));
        betWith(alice, 10 * GM, 3, FEE);
    }

    /// @dev Finding 1: the owner's table change lands just before the bet (a mistake or a stolen key).
    function test_RevertWhen_OddsWorseThanAccepted() public {
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

    function test_WhenOddsBetterThanAccepted() public {
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

    function test_RevertWhen_UnitExceedsVestable() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_StakeExceedsAvailable.selector, 10_000 * GM, ALLOCATION));
        betWith(alice, 10_000 * GM, 2, FEE);
    }

    function test_RevertGiven_BufferShort() public {
        challenge.withdraw(bufferOf() - 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientBuffer.selector, 50 * GM, 1));
        betWith(alice, 10 * GM, 6, FEE);
    }

    function test_RevertGiven_AmountsWouldOverflow() public {
        // A token with a supply beyond 96 bits, so that winnings could overflow the 96-bit redeemable.
        GMToken big = new GMToken(owner, 2 ** 100);
        GMVesting vesting = new GMVesting(owner, big, TGE, owner, "PUBLIC");
        GMChallenge huge = new GMChallenge(owner, IGMVesting(address(vesting)), address(wrapper), signer, withdrawTo, 3, 100_000);
        big.approve(address(huge), type(uint256).max);
        uint256 unit = 2 ** 95 - 5 * GM; // 2 * unit fits 96 bits, 2 * unit + 20 GM does not
        huge.setBettingTable(unit, 2, 5000, 5000);
        huge.fund(unit * 2, unit * 2);
        huge.registerBalance(bob, unit + 10 * GM);
        challenge = huge; // the signing helpers target `challenge`
        uint256 requestId = betAs(bob, unit, 2);
        fulfill(requestId, 0); // a win: redeemable = 2^96 - 10 GM
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AmountTooLarge.selector, uint256(20 * GM)));
        betAs(bob, 10 * GM, 2);
    }

    function test_RevertWhen_FeeTooLow() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientFee.selector, FEE - 1, FEE));
        betWith(alice, 10 * GM, 2, FEE - 1);
    }

    function test_WhenEverythingHolds() public {
        uint256 bufferBefore = bufferOf();
        vm.roll(4242);
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
        assertEq(bet.requestBlock, 4242, "request block");
        assertEq(bet.resolveBlock, 0, "not settled");
        assertEq(bet.cancelRequestedAt, 0, "no cancel requested");
        assertFalse(bet.resolved || bet.cancelled || bet.success, "pending");
        assertEq(address(challenge).balance, 0, "keeps no native");
    }

    function test_RevertWhen_RequestIdReused() public {
        // A wrapper returning a known id would overwrite alice's pending bet: her stake and reservation stranded.
        uint256 first = betWith(alice, 100 * GM, 2, FEE);
        register(bob, ALLOCATION);
        wrapper.forceNextRequestId(first);
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(bob, nonce, deadline);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidRequestId.selector, first));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, nonce, deadline, signature);
        assertEq(challenge.getBetHistoryByRequestId(first).user, alice, "alice's bet intact");
    }

    function test_RevertWhen_RequestIdZero() public {
        // Id 0 would never count as pending: the user could claim while the bet is still open.
        wrapper.forceNextRequestId(0);
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(alice, nonce, deadline);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidRequestId.selector, 0));
        challenge.bet{ value: FEE }(10 * GM, 2, 2500, 5000, nonce, deadline, signature);
    }

    function test_WhenValueExceedsPrice() public {
        uint256 before = alice.balance;
        vm.expectEmit(address(challenge));
        emit IGMChallenge.ExcessEthRefunded(alice, 5 ether);
        betWith(alice, 10 * GM, 2, FEE + 5 ether);
        assertEq(before - alice.balance, FEE, "refunded");
    }

    function test_RevertWhen_RefundReenters() public {
        ReentrantReceiver receiver = new ReentrantReceiver();
        register(address(receiver), ALLOCATION);
        vm.deal(address(receiver), 1 ether);
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory data = abi.encodeCall(IGMChallenge.bet, (10 * GM, 2, 2500, 5000, nonce, deadline, signAuthorize(address(receiver), nonce, deadline)));
        uint256 nonce2 = nextNonce();
        bytes memory again = abi.encodeCall(IGMChallenge.bet, (10 * GM, 2, 2500, 5000, nonce2, deadline, signAuthorize(address(receiver), nonce2, deadline)));
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

    function test_RevertWhen_RefundFails() public {
        RejectingReceiver receiver = new RejectingReceiver();
        register(address(receiver), ALLOCATION);
        vm.deal(address(receiver), 1 ether);
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(address(receiver), nonce, deadline);
        bytes memory data = abi.encodeCall(IGMChallenge.bet, (10 * GM, 2, 2500, 5000, nonce, deadline, signature));
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NativeTransferFailed.selector, address(receiver), 1));
        receiver.call(address(challenge), FEE + 1, data);
    }
}

contract RegisterAndBet_Test is GMChallengeTest {
    function test_RevertWhen_SignatureDoesNotBindAmount() public {
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        vm.prank(alice);
        vm.expectRevert();
        challenge.registerAndBet{ value: FEE }(ALLOCATION + 1, 10 * GM, 2, 2500, 5000, 1, deadline, signature);
        assertFalse(challenge.usedNonces(alice, 1), "nonce not consumed");
    }

    function test_RevertGiven_AlreadyRegistered() public {
        register(alice, ALLOCATION);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyRegistered.selector, alice));
        challenge.registerAndBet{ value: FEE }(ALLOCATION, 10 * GM, 2, 2500, 5000, 1, deadline, signature);
    }

    function test_RevertWhen_OddsWorseThanAccepted() public {
        challenge.setBettingTable(10 * GM, 2, 0, 10_000);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_OddsChanged.selector, 0, 10_000, 2500, 5000));
        challenge.registerAndBet{ value: FEE }(ALLOCATION, 10 * GM, 2, 2500, 5000, 1, deadline, signature);
        assertFalse(challenge.isRegistered(alice), "not registered either");
        assertFalse(challenge.usedNonces(alice, 1), "signature still usable");
    }

    function test_GivenNotRegistered() public {
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(alice, ALLOCATION, 1, deadline);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.UserRegistered(alice, ALLOCATION);
        vm.prank(alice);
        uint256 requestId = challenge.registerAndBet{ value: FEE }(ALLOCATION, 10 * GM, 2, 2500, 5000, 1, deadline, signature);
        assertEq(challenge.getLastBet(alice).requestId, requestId, "bet placed");
        assertEq(challenge.vestable(alice), ALLOCATION - 10 * GM, "stake moved");
        assertTrue(challenge.usedNonces(alice, 1), "nonce used");
    }
}

contract FulfillRandomWords_Test is GMChallengeTest {
    uint256 internal requestId;

    function setUp() public override {
        super.setUp();
        register(alice, ALLOCATION);
        requestId = betAs(alice, 100 * GM, 2);
    }

    function test_RevertWhen_CallerNotWrapper() public {
        uint256[] memory words = new uint256[](1);
        vm.prank(eve);
        vm.expectRevert(
            abi.encodeWithSelector(VRFV2PlusWrapperConsumerBase.OnlyVRFWrapperCanFulfill.selector, eve, address(wrapper))
        );
        challenge.rawFulfillRandomWords(requestId, words);
    }

    function test_WhenRequestUnknown() public {
        assertTrue(fulfill(requestId + 1, 0), "does not revert");
        assertFalse(challenge.getLastBet(alice).resolved, "untouched");
    }

    function test_WhenNoWord() public {
        assertTrue(wrapper.fulfill(address(challenge), requestId, new uint256[](0)), "does not revert");
        assertFalse(challenge.getLastBet(alice).resolved, "untouched");
    }

    function test_GivenCancelled() public {
        cancelAs(alice, requestId);
        assertTrue(fulfill(requestId, 0), "does not revert");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertTrue(bet.cancelled && !bet.resolved, "still cancelled");
        assertEq(challenge.redeemable(alice), 0, "no credit");
    }

    function test_GivenResolved() public {
        fulfill(requestId, LOSE);
        uint256 redeemableAfter = challenge.redeemable(alice);
        assertTrue(fulfill(requestId, 0), "does not revert");
        assertEq(challenge.redeemable(alice), redeemableAfter, "no second credit");
        assertFalse(challenge.getBetHistoryByRequestId(requestId).success, "still a loss");
    }

    function test_WhenWin() public {
        uint256 bufferBefore = bufferOf();
        vm.roll(block.number + 5);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetResolved(requestId, alice, true, 200 * GM, 10_000 * 7 + WIN_X2);
        assertTrue(fulfill(requestId, 10_000 * 7 + WIN_X2), "fulfilled");
        assertEq(challenge.redeemable(alice), 200 * GM, "stake x2");
        assertEq(bufferOf(), bufferBefore, "reservation consumed");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertTrue(bet.resolved && bet.success, "won");
        assertEq(bet.gain, 200 * GM, "gain");
        assertEq(bet.loss, 0, "loss");
        assertEq(bet.resolveBlock, block.number, "resolve block");
        assertEq(bet.requestBlock, block.number - 5, "request block kept");
    }

    function test_WhenLoss() public {
        uint256 bufferBefore = bufferOf();
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetResolved(requestId, alice, false, 0, 2_500);
        assertTrue(fulfill(requestId, 2_500), "fulfilled");
        assertEq(challenge.redeemable(alice), 50 * GM, "half back");
        assertEq(bufferOf(), bufferBefore + 100 * GM + 50 * GM, "reservation and loss to buffer");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertEq(bet.loss, 50 * GM, "loss");
        assertEq(bet.gain, 0, "gain");
        assertEq(bet.resolveBlock, block.number, "resolve block");
    }

    /// @dev Finding 2: once the bettor asked to cancel, a fulfilment (already in the mempool) still lands and settles.
    function test_GivenCancelRequested_WhenWithinTheFinalizeWindow() public {
        vm.warp(block.timestamp + challenge.cancelDelay());
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        vm.warp(block.timestamp + challenge.CANCEL_FINALIZE_DELAY() - 1);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetResolved(requestId, alice, false, 0, LOSE);
        assertTrue(fulfill(requestId, LOSE), "fulfilled");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertTrue(bet.resolved && !bet.cancelled, "settled by the fulfilment");
        assertEq(challenge.redeemable(alice), 50 * GM, "the loss stands");
        vm.warp(block.timestamp + 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetNotPending.selector, requestId));
        challenge.cancelBet(requestId);
    }

    /// @dev After the window the bettor may finalise at any time, so a fulfilment must no longer settle: otherwise the
    /// bettor could wait, watch the mempool and cancel only ahead of a losing fulfilment.
    function test_GivenCancelRequested_WhenTheFinalizeWindowPassed() public {
        vm.warp(block.timestamp + challenge.cancelDelay());
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        vm.warp(block.timestamp + challenge.CANCEL_FINALIZE_DELAY());
        vm.recordLogs();
        assertTrue(fulfill(requestId, WIN_X2), "does not revert");
        assertEq(vm.getRecordedLogs().length, 0, "no BetResolved");
        assertFalse(challenge.getBetHistoryByRequestId(requestId).resolved, "ignored");
        assertEq(challenge.redeemable(alice), 0, "no credit");
        vm.prank(alice);
        challenge.cancelBet(requestId);
        assertEq(challenge.vestable(alice), ALLOCATION, "stake restored");
    }
}

contract RequestCancelBet_Test is GMChallengeTest {
    uint256 internal requestId;

    function setUp() public override {
        super.setUp();
        register(alice, ALLOCATION);
        requestId = betAs(alice, 1_000 * GM, 6);
    }

    function test_RevertGiven_NotPending() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetNotPending.selector, 999));
        challenge.requestCancelBet(999);
        fulfill(requestId, LOSE);
        vm.warp(block.timestamp + 2 days);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetNotPending.selector, requestId));
        challenge.requestCancelBet(requestId);
    }

    function test_RevertWhen_CallerNotBettor() public {
        vm.warp(block.timestamp + 1 days);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NotBettor.selector, requestId, bob));
        challenge.requestCancelBet(requestId);
    }

    function test_RevertGiven_DelayNotPassed() public {
        uint256 availableAt = block.timestamp + 1 days;
        vm.warp(availableAt - 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CancelTooEarly.selector, requestId, availableAt));
        challenge.requestCancelBet(requestId);
    }

    function test_RevertGiven_AlreadyRequested() public {
        vm.warp(block.timestamp + 1 days);
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        uint256 finalizableAt = block.timestamp + 10 minutes;
        vm.warp(block.timestamp + 1 hours);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_CancelAlreadyRequested.selector, requestId, finalizableAt)
        );
        challenge.requestCancelBet(requestId);
    }

    function test_GivenDelayPassed() public {
        uint256 bufferBefore = bufferOf();
        vm.warp(block.timestamp + 1 days);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetCancelRequested(requestId, alice, block.timestamp + 10 minutes);
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertEq(bet.cancelRequestedAt, block.timestamp, "cancel requested at");
        assertFalse(bet.cancelled || bet.resolved, "still pending");
        assertEq(challenge.vestable(alice), 0, "stake still at risk");
        assertEq(bufferOf(), bufferBefore, "reservation kept");
        assertEq(challenge.availableToBet(alice), 0, "still pending for bets");
    }

    function test_GivenDelayPassed_ALongerDelaySetLaterDoesNotBlockTheFinalisation() public {
        vm.warp(block.timestamp + 1 days);
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        challenge.setCancelDelay(7 days);
        vm.warp(block.timestamp + 10 minutes);
        vm.prank(alice);
        challenge.cancelBet(requestId);
        assertTrue(challenge.getBetHistoryByRequestId(requestId).cancelled, "cancelled");
    }
}

contract CancelBet_Test is GMChallengeTest {
    uint256 internal requestId;

    function setUp() public override {
        super.setUp();
        register(alice, ALLOCATION);
        requestId = betAs(alice, 1_000 * GM, 6);
    }

    function requestCancel() internal returns (uint256 finalizableAt) {
        vm.warp(block.timestamp + 1 days);
        vm.prank(alice);
        challenge.requestCancelBet(requestId);
        finalizableAt = block.timestamp + challenge.CANCEL_FINALIZE_DELAY();
    }

    function test_RevertGiven_NotPending() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetNotPending.selector, 999));
        challenge.cancelBet(999);
        requestCancel();
        fulfill(requestId, LOSE); // lands within the window: settles
        vm.warp(block.timestamp + 2 days);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetNotPending.selector, requestId));
        challenge.cancelBet(requestId);
    }

    function test_RevertWhen_CallerNotBettor() public {
        uint256 finalizableAt = requestCancel();
        vm.warp(finalizableAt);
        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NotBettor.selector, requestId, bob));
        challenge.cancelBet(requestId);
    }

    /// @dev Finding 2: cancelling at once after `cancelDelay` would let a bettor who sees a losing fulfilment in the
    /// mempool cancel ahead of it.
    function test_RevertGiven_CancelNotRequested() public {
        vm.warp(block.timestamp + 7 days);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CancelNotRequested.selector, requestId));
        challenge.cancelBet(requestId);
    }

    function test_RevertGiven_FinalizeDelayNotPassed() public {
        uint256 finalizableAt = requestCancel();
        vm.warp(finalizableAt - 1);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_CancelFinalizeTooEarly.selector, requestId, finalizableAt)
        );
        challenge.cancelBet(requestId);
    }

    function test_GivenFinalizeDelayPassed() public {
        uint256 bufferBefore = bufferOf();
        uint256 finalizableAt = requestCancel();
        vm.warp(finalizableAt);
        vm.roll(block.number + 3);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BetCancelled(requestId, alice);
        vm.prank(alice);
        challenge.cancelBet(requestId);
        assertEq(challenge.vestable(alice), ALLOCATION, "stake restored");
        assertEq(bufferOf(), bufferBefore + 5_000 * GM, "reservation released");
        IGMChallenge.Bet memory bet = challenge.getBetHistoryByRequestId(requestId);
        assertTrue(bet.cancelled && !bet.resolved, "cancelled");
        assertEq(bet.resolveBlock, block.number, "the block of BetCancelled");
        assertEq(bet.cancelRequestedAt, finalizableAt - 10 minutes, "request time kept");
        assertEq(challenge.availableToBet(alice), ALLOCATION, "can bet again");
        assertTrue(fulfill(requestId, LOSE), "a late fulfilment does not revert");
        assertTrue(challenge.getBetHistoryByRequestId(requestId).cancelled, "and changes nothing");
    }
}

contract ClaimAndVest_Test is GMChallengeTest {
    function setUp() public override {
        super.setUp();
        register(alice, ALLOCATION + 7);
    }

    function test_RevertWhen_SignatureReplayed() public {
        vm.warp(TGE);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(alice, 5, deadline);
        vm.prank(alice);
        challenge.claimAndVest(5, deadline, signature);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NonceAlreadyUsed.selector, alice, 5));
        challenge.claimAndVest(5, deadline, signature);
    }

    function test_RevertGiven_BeforeTge() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_ClaimsNotOpen.selector, TGE));
        claimAndVestAs(alice);
    }

    function test_RevertGiven_NotRegistered() public {
        vm.warp(TGE);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NotRegistered.selector, bob));
        claimAndVestAs(bob);
    }

    function test_RevertGiven_AlreadyClaimed() public {
        vm.warp(TGE);
        claimAndVestAs(alice);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyClaimed.selector, alice));
        claimAndVestAs(alice);
    }

    function test_RevertGiven_BetPending() public {
        uint256 requestId = betAs(alice, 10 * GM, 2);
        vm.warp(TGE);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_BetPending.selector, requestId));
        claimAndVestAs(alice);
    }

    function test_GivenUserMayClaim() public {
        uint256 requestId = betAs(alice, 100 * GM, 2);
        fulfill(requestId, WIN_X2); // redeemable 200, vestable 900 + 7
        challenge.setOff(true); // claims are never paused
        vm.warp(TGE + 3 days);
        uint256 vestable = 900 * GM + 7;
        uint256 unlocked = vestable / 10;
        uint256 vested = vestable - unlocked;
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Claimed(alice, 200 * GM + unlocked);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Vest(alice, 1, vested);
        claimAndVestAs(alice);
        assertEq(token.balanceOf(alice), 200 * GM + unlocked, "paid at once");
        uint256 id = challenge.userVestingScheduleIds(alice);
        assertEq(id, 1, "schedule id");
        IGMVesting.VestingSchedule memory schedule = publicVesting.getVestingSchedule(id);
        assertEq(schedule.beneficiary, alice, "beneficiary");
        assertEq(schedule.tgeAmount, 0, "no tge part");
        assertEq(schedule.releaseDay, 15, "TGE day");
        uint256 tranche = vested / 6;
        for (uint256 i = 0; i < 5; ++i) {
            assertEq(schedule.monthlyAmounts[i], tranche, "tranche");
        }
        assertEq(schedule.monthlyAmounts[5], vested - 5 * tranche, "remainder last");
        (uint256 claimedAmount, uint256 immediate, uint256 vestingAmount, uint256 timestamp) =
            challenge.getVestingSnapshot(alice);
        assertEq(claimedAmount, 200 * GM + unlocked, "snapshot claimed");
        assertEq(immediate, unlocked, "snapshot immediate");
        assertEq(vestingAmount, vested, "snapshot vesting");
        assertEq(timestamp, TGE + 3 days, "snapshot time");
        assertEq(challenge.redeemable(alice), 0, "redeemable read 0");
        assertEq(challenge.vestable(alice), 0, "vestable read 0");
        assertEq(challenge.availableToBet(alice), 0, "nothing to bet");
        assertEq(challenge.amount_transferred(), 200 * GM + vestable, "transferred");
        assertTrue(challenge.hasClaimedAndVested(alice), "claimed");
    }

    function test_GivenNothingVestable() public {
        challenge.setBettingTable(ALLOCATION + 7, 2, 10_000, 0);
        challenge.fund(0, 10_000 * GM);
        uint256 requestId = betAs(alice, ALLOCATION + 7, 2);
        fulfill(requestId, 0);
        vm.warp(TGE);
        claimAndVestAs(alice);
        assertEq(token.balanceOf(alice), 2 * (ALLOCATION + 7), "winnings paid");
        assertEq(challenge.userVestingScheduleIds(alice), 0, "no schedule");
        assertEq(publicVesting.scheduleCount(), 0, "none created");
    }

    function test_RegisterAndClaimAndVest() public {
        vm.warp(TGE);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signRegister(bob, 60 * GM, 9, deadline);
        vm.prank(bob);
        challenge.registerAndClaimAndVest(60 * GM, 9, deadline, signature);
        assertEq(token.balanceOf(bob), 6 * GM, "10% now");
        assertEq(publicVesting.getVestingSchedule(challenge.userVestingScheduleIds(bob)).totalAmount, 54 * GM, "90%");
    }
}

contract ReleaseSupply_Test is GMChallengeTest {
    function test_RevertWhen_CallerNotOwner() public {
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve));
        challenge.releaseSupply(1);
    }

    function test_RevertWhen_AmountZero() public {
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.releaseSupply(0);
    }

    function test_RevertWhen_AmountExceedsUnregistered() public {
        register(alice, ALLOCATION);
        uint256 unregistered = challenge.amount_supply() - ALLOCATION;
        vm.expectRevert(
            abi.encodeWithSelector(
                Errors.GMChallenge_ReleaseExceedsUnregistered.selector, unregistered + 1, unregistered
            )
        );
        challenge.releaseSupply(unregistered + 1);
    }

    function test_WhenAmountFitsUnregistered() public {
        register(alice, ALLOCATION);
        uint256 supplyBefore = challenge.amount_supply();
        uint256 bufferBefore = bufferOf();
        uint256 balanceBefore = token.balanceOf(address(challenge));
        uint256 released = supplyBefore - ALLOCATION - 100 * GM;

        vm.expectEmit(address(challenge));
        emit IGMChallenge.SupplyReleased(released);
        challenge.releaseSupply(released);

        assertEq(challenge.amount_supply(), supplyBefore - released, "supply lowered");
        assertEq(challenge.amount_registered(), ALLOCATION, "registered unchanged");
        assertEq(challenge.amount_owed(), ALLOCATION, "owed unchanged");
        assertEq(bufferOf(), bufferBefore, "buffer unchanged");
        assertEq(token.balanceOf(address(challenge)), balanceBefore, "nothing transferred");
    }

    function test_WhenAmountFitsUnregistered_ExactlyItBecomesWithdrawable() public {
        register(alice, ALLOCATION);
        // Without a buffer the surplus is exactly what is released.
        challenge.withdraw(bufferOf());
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_WithdrawExceedsSurplus.selector, 1, 0));
        challenge.withdraw(1);

        uint256 released = challenge.amount_supply() - ALLOCATION;
        challenge.releaseSupply(released);
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_WithdrawExceedsSurplus.selector, released + 1, released)
        );
        challenge.withdraw(released + 1);

        uint256 sentBefore = token.balanceOf(withdrawTo);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Withdrawn(withdrawTo, released);
        challenge.withdraw(released);
        assertEq(token.balanceOf(withdrawTo) - sentBefore, released, "released supply withdrawn");
        assertEq(token.balanceOf(address(challenge)), challenge.amount_owed(), "only what users are owed remains");
    }

    function test_WhenAmountFitsUnregistered_RegistrationsFitTheLowerSupply() public {
        register(alice, ALLOCATION);
        uint256 left = 50 * GM;
        challenge.releaseSupply(challenge.amount_supply() - ALLOCATION - left);
        assertEq(challenge.amount_supply(), ALLOCATION + left, "lower supply");

        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientSupply.selector, left + 1, left));
        register(bob, left + 1);
        register(bob, left);
        assertEq(challenge.amount_registered(), challenge.amount_supply(), "supply fully registered");
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InsufficientSupply.selector, 1, 0));
        register(eve, 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_ReleaseExceedsUnregistered.selector, 1, 0));
        challenge.releaseSupply(1);
    }
}

contract Withdraw_Test is GMChallengeTest {
    function test_RevertWhen_CallerNotOwner() public {
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve));
        challenge.withdraw(1);
        vm.prank(eve);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve));
        challenge.withdrawNative(1);
    }

    function test_RevertWhen_AmountZero() public {
        vm.expectRevert(Errors.GMChallenge_ZeroAmount.selector);
        challenge.withdraw(0);
    }

    function test_RevertWhen_AmountExceedsSurplus() public {
        register(alice, ALLOCATION);
        uint256 surplus = bufferOf();
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_WithdrawExceedsSurplus.selector, surplus + 1, surplus));
        challenge.withdraw(surplus + 1);
    }

    function test_WhenAmountFitsSurplus() public {
        register(alice, ALLOCATION);
        uint256 surplus = bufferOf();
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Withdrawn(withdrawTo, surplus - 10 * GM);
        challenge.withdraw(surplus - 10 * GM);
        assertEq(token.balanceOf(withdrawTo), surplus - 10 * GM, "sent");
        assertEq(bufferOf(), 10 * GM, "buffer shrunk");
    }

    function test_WhenSurplusIsUntracked() public {
        token.transfer(address(challenge), 5 * GM);
        uint256 bufferBefore = bufferOf();
        challenge.withdraw(5 * GM);
        assertEq(bufferOf(), bufferBefore, "stray tokens go first");
    }

    function test_WithdrawNative() public {
        vm.deal(address(challenge), 2 ether);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.NativeWithdrawn(withdrawTo, 1 ether);
        challenge.withdrawNative(1 ether);
        assertEq(withdrawTo.balance, 1 ether, "sent");
    }

    function test_RevertWhen_WithdrawNativeFails() public {
        RejectingReceiver receiver = new RejectingReceiver();
        challenge.setWithdrawAddress(address(receiver));
        vm.deal(address(challenge), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NativeTransferFailed.selector, address(receiver), 1 ether));
        challenge.withdrawNative(1 ether);
    }
}

contract Setters_Test is GMChallengeTest {
    function test_RevertWhen_CallerNotOwner() public {
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, eve);
        vm.startPrank(eve);
        vm.expectRevert(unauthorized);
        challenge.setSigner(eve);
        vm.expectRevert(unauthorized);
        challenge.setWithdrawAddress(eve);
        vm.expectRevert(unauthorized);
        challenge.setCallbackGasLimit(100_000);
        vm.expectRevert(unauthorized);
        challenge.setBettingTable(1, 2, 1, 1);
        vm.expectRevert(unauthorized);
        challenge.setOff(true);
        vm.expectRevert(unauthorized);
        challenge.setCancelDelay(2 days);
        vm.stopPrank();
    }

    function test_RevertWhen_ZeroAddresses() public {
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        challenge.setSigner(address(0));
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        challenge.setWithdrawAddress(address(0));
    }

    function test_RevertWhen_CallbackGasLimitOutOfRange() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CallbackGasLimitOutOfRange.selector, 49_999));
        challenge.setCallbackGasLimit(49_999);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CallbackGasLimitOutOfRange.selector, 2_500_001));
        challenge.setCallbackGasLimit(2_500_001);
    }

    function test_RevertWhen_BettingTableEntryInvalid() public {
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

    function test_RevertWhen_CancelDelayTooShort() public {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CancelDelayTooShort.selector, 59 minutes, 1 hours));
        challenge.setCancelDelay(59 minutes);
    }

    function test_RevertWhen_CancelDelayTooLong() public {
        // Unbounded, the owner could lock every pending bettor out of cancelBet (and so out of claimAndVest) forever;
        // type(uint256).max even made cancelBet overflow.
        vm.expectRevert(
            abi.encodeWithSelector(Errors.GMChallenge_CancelDelayTooLong.selector, 7 days + 1, challenge.MAX_CANCEL_DELAY())
        );
        challenge.setCancelDelay(7 days + 1);
        vm.expectRevert(
            abi.encodeWithSelector(
                Errors.GMChallenge_CancelDelayTooLong.selector, type(uint256).max, challenge.MAX_CANCEL_DELAY()
            )
        );
        challenge.setCancelDelay(type(uint256).max);
        challenge.setCancelDelay(7 days);
        assertEq(challenge.cancelDelay(), 7 days, "the maximum is allowed");
        assertEq(challenge.MAX_CANCEL_DELAY(), 7 days, "max delay");
    }

    function test_WithValidValues() public {
        vm.expectEmit(address(challenge));
        emit IGMChallenge.SignerSet(bob);
        challenge.setSigner(bob);
        assertEq(challenge.signer(), bob, "signer");
        vm.expectEmit(address(challenge));
        emit IGMChallenge.WithdrawAddressSet(bob);
        challenge.setWithdrawAddress(bob);
        assertEq(challenge.withdrawAddress(), bob, "withdraw address");
        vm.expectEmit(address(challenge));
        emit IGMChallenge.CallbackGasLimitSet(150_000);
        challenge.setCallbackGasLimit(150_000);
        assertEq(challenge.callbackGasLimit(), 150_000, "callback gas");
        vm.expectEmit(address(challenge));
        emit IGMChallenge.BettingTableSet(10 * GM, 2, 3000, 4000);
        challenge.setBettingTable(10 * GM, 2, 3000, 4000);
        (uint16 probBps, uint16 lossBps) = challenge.bettingTable(10 * GM, 2);
        assertEq(probBps, 3000, "prob");
        assertEq(lossBps, 4000, "loss");
        vm.expectEmit(address(challenge));
        emit IGMChallenge.OffSet(true);
        challenge.setOff(true);
        assertTrue(challenge.isOff(), "off");
        vm.expectEmit(address(challenge));
        emit IGMChallenge.CancelDelaySet(2 days);
        challenge.setCancelDelay(2 days);
        assertEq(challenge.cancelDelay(), 2 days, "delay");
    }

    function test_BettingTableChangeKeepsPendingOdds() public {
        register(alice, ALLOCATION);
        uint256 requestId = betAs(alice, 10 * GM, 2);
        challenge.setBettingTable(10 * GM, 2, 10_000, 10_000);
        fulfill(requestId, 2_500); // a loss at the odds of the request (25%), a win at the new ones
        assertFalse(challenge.getBetHistoryByRequestId(requestId).success, "old odds");
        assertEq(challenge.redeemable(alice), 5 * GM, "old loss share");
    }

    function test_DefaultTable() public view {
        uint256 unit = 10 * GM;
        for (uint256 i = 0; i < 4; ++i) {
            (uint16 p2, uint16 l2) = challenge.bettingTable(unit, 2);
            (uint16 p4, uint16 l4) = challenge.bettingTable(unit, 4);
            (uint16 p6, uint16 l6) = challenge.bettingTable(unit, 6);
            assertTrue(p2 == 2500 && l2 == 5000 && p4 == 1500 && l4 == 7000 && p6 == 1200 && l6 == 9000, "defaults");
            unit *= 10;
        }
        (uint16 p, uint16 l) = challenge.bettingTable(100_000 * GM, 2);
        assertTrue(p == 0 && l == 0, "not offered");
    }

    function test_RevertWhen_ConstructorZeroAddresses() public {
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        new GMChallenge(owner, IGMVesting(address(publicVesting)), address(wrapper), address(0), withdrawTo, 3, 100_000);
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        new GMChallenge(owner, IGMVesting(address(publicVesting)), address(wrapper), signer, address(0), 3, 100_000);
        vm.expectRevert(Errors.GMChallenge_ZeroAddress.selector);
        new GMChallenge(owner, IGMVesting(address(0)), address(wrapper), signer, withdrawTo, 3, 100_000);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_CallbackGasLimitOutOfRange.selector, 1));
        new GMChallenge(owner, IGMVesting(address(publicVesting)), address(wrapper), signer, withdrawTo, 3, 1);
    }

    function test_ConstructorClampsReleaseDay() public {
        // 2027-01-31 09:30 UTC
        GMVesting vesting = new GMVesting(owner, token, 1_801_387_800, owner, "PUBLIC");
        GMChallenge other =
            new GMChallenge(owner, IGMVesting(address(vesting)), address(wrapper), signer, withdrawTo, 3, 100_000);
        assertEq(other.releaseDay(), 28, "clamped");
        assertEq(other.tgeTimestamp(), 1_801_387_800, "tge");
        assertEq(other.requestConfirmations(), 3, "confirmations");
        assertEq(other.MIN_CANCEL_DELAY(), 1 hours, "min delay");
    }

    function test_OwnershipTransferIsTwoStep() public {
        challenge.transferOwnership(bob);
        assertEq(challenge.owner(), owner, "still owner");
        vm.prank(bob);
        challenge.acceptOwnership();
        assertEq(challenge.owner(), bob, "new owner");
    }
}

contract Views_Test is GMChallengeTest {
    function test_GivenUnknownUser() public view {
        (uint256 total, uint256 unlock, uint256 vesting, uint256 claimable) = challenge.getEligibleAmount(eve);
        assertEq(total + unlock + vesting + claimable, 0, "zeros");
        (uint256 a, uint256 b, uint256 c, uint256 d) = challenge.getVestingSnapshot(eve);
        assertEq(a + b + c + d, 0, "no snapshot");
        assertEq(challenge.getLastBet(eve).requestId, 0, "no bet");
        assertEq(challenge.getBetHistoryByRequestId(12345).user, address(0), "unknown request");
    }

    function test_GivenRegisteredBeforeTge() public {
        register(alice, ALLOCATION);
        (uint256 total, uint256 unlock, uint256 vesting, uint256 claimable) = challenge.getEligibleAmount(alice);
        assertEq(total, ALLOCATION, "total");
        assertEq(unlock, 100 * GM, "unlock");
        assertEq(vesting, 900 * GM, "vesting");
        assertEq(claimable, 0, "not yet");
    }

    function test_GivenBetPending() public {
        register(alice, ALLOCATION);
        betAs(alice, 100 * GM, 2);
        vm.warp(TGE);
        (uint256 total,,, uint256 claimable) = challenge.getEligibleAmount(alice);
        assertEq(total, ALLOCATION, "stake counted");
        assertEq(claimable, 0, "pending blocks the claim");
        assertEq(challenge.availableToBet(alice), 0, "pending blocks bets");
    }

    function test_GivenTgePassed() public {
        register(alice, ALLOCATION);
        vm.warp(TGE);
        (,,, uint256 claimable) = challenge.getEligibleAmount(alice);
        assertEq(claimable, 100 * GM, "claimable");
    }

    function test_GivenClaimed() public {
        register(alice, ALLOCATION);
        vm.warp(TGE);
        claimAndVestAs(alice);
        (uint256 total, uint256 unlock, uint256 vesting, uint256 claimable) = challenge.getEligibleAmount(alice);
        assertEq(total, ALLOCATION, "total");
        assertEq(unlock, 100 * GM, "unlock");
        assertEq(vesting, 900 * GM, "vesting");
        assertEq(claimable, 0, "claimed");
    }

    function test_EstimateVrfCost() public view {
        assertEq(challenge.estimateVrfCost(5 gwei), wrapper.estimateRequestPriceNative(100_000, 1, 5 gwei), "estimate");
    }
}
