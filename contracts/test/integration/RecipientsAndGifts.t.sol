// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { Errors } from "../../contracts/libraries/Errors.sol";
import { SmartAccountFactoryMock } from "../mocks/SmartAccountFactoryMock.sol";
import { SmartAccountMock } from "../mocks/SmartAccountMock.sol";
import { BaseTest } from "../utils/BaseTest.sol";
import { UserSignatures } from "../utils/UserSignatures.sol";

/// @notice Issue 32's review played as attacks: claims sent to the deployment's own contracts (a SignatureVerifier
/// would hand them to the first bot), gift schedules pushed onto someone's list, and signatures that came back to life
/// after a handover or in a smart account of the same key. Each test failed on the contracts before issue 32.
contract RecipientsAndGifts_Test is BaseTest {
    uint256 internal constant SAFE_KEY = 0x5AFE5;
    uint256 internal constant ALLOCATION = 1_000 * GM;
    uint256 internal constant FEB_15 = 1_802_678_400; // 2027-02-15 08:00 UTC, month 1 of a release day 15
    uint256 internal constant MONTH = 31 days;

    address internal bot = address(0xB07);

    /*//////////////////////////////////////////////////////////////////////////
                       1-2. DEPLOYMENT CONTRACTS ARE NEVER RECIPIENTS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Before issue 32: a claim to GMVesting's verifier went through, and a bot had the verifier (which makes the
    /// call an EIP-6492 signature names) transfer the tokens to itself.
    function test_Attack_ClaimToAVerifierIsRefused() public {
        uint256 id = teamVesting.createVestingSchedule(carol, 100 * GM, 15, sixMonths(150 * GM));
        vm.warp(FEB_15);
        address verifier = address(teamVesting.signatureVerifier());
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, verifier));
        teamVesting.claimTo(id, verifier);

        // What the bot would have done: tokens that reach a verifier are anyone's.
        _give(verifier, 5 * GM);
        _drainThroughVerifier(verifier);
        assertEq(token.balanceOf(bot), 5 * GM, "a verifier hands its tokens to whoever asks");
        assertEq(token.balanceOf(carol), 0, "carol claimed nothing");
    }

    /// @dev Before issue 32: claim & vest to GMChallenge's verifier made it the beneficiary of a PUBLIC schedule, and the
    /// verifier (made to call `claimTo`) paid each month to the bot. Neither claim & vest nor a handover can name it.
    function test_Attack_VerifierAsBeneficiaryIsRefused() public {
        register(carol, ALLOCATION);
        vm.warp(TGE);
        address verifier = address(challenge.signatureVerifier());
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory server = signAuthorize(carol, nonce, deadline);
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidRecipient.selector, verifier));
        challenge.claimAndVestTo(verifier, nonce, deadline, server);

        vm.prank(carol);
        challenge.claimAndVest(nonce, deadline, server);
        uint256 id = challenge.userVestingScheduleIds(carol);
        address[] memory refused = refusedRecipients();
        for (uint256 i = 1; i < refused.length; ++i) {
            vm.prank(carol);
            vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, refused[i]));
            publicVesting.changeBeneficiary(id, refused[i]);
        }
        // The owner cannot create a schedule for one either.
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, verifier));
        teamVesting.createVestingSchedule(verifier, 100 * GM, 15, sixMonths(150 * GM));
    }

    /*//////////////////////////////////////////////////////////////////////////
                                 3. GIFT SCHEDULES
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Before issue 32: eve's claim & vest to alice put a 9-wei PUBLIC schedule first on alice's list, so
    /// `getUserVestingScheduleId(alice)` named eve's dust. A gift now waits apart until alice takes it, and alice's own
    /// allocation is claimable and listed first, whether she claims before or after accepting the gift.
    function test_Attack_GiftCannotStandInForTheClaimantsOwn() public {
        register(eve, 10);
        register(alice, ALLOCATION);
        vm.warp(TGE);
        uint256 gift = _claimAndVestTo(eve, alice);
        assertEq(publicVesting.beneficiaryScheduleCount(alice), 0, "nothing pushed onto alice's list");
        assertEq(publicVesting.getUserVestingScheduleId(alice), 0, "no schedule named for alice");
        assertEq(publicVesting.pendingGifts(alice)[0], gift, "listed apart, as a gift");
        assertEq(publicVesting.getVestingSchedule(gift).totalAmount, 9, "eve's 90%: 9 wei");

        // Alice claims her own allocation: whole, and first.
        uint256 own = _claimAndVestTo(alice, alice);
        assertEq(token.balanceOf(alice), ALLOCATION / 10 + 1, "alice's 10% at once (and eve's 1 wei)");
        assertEq(publicVesting.getUserVestingScheduleId(alice), own, "her own schedule first");
        assertEq(publicVesting.getVestingSchedule(own).totalAmount, ALLOCATION - ALLOCATION / 10, "whole");

        // Accepting the gift later keeps her own first.
        vm.prank(alice);
        publicVesting.acceptBeneficiary(gift);
        assertEq(publicVesting.getUserVestingScheduleId(alice), own, "still her own first");
        assertEq(publicVesting.beneficiaryScheduleCount(alice), 2, "both listed once accepted");
        assertEq(publicVesting.pendingGifts(alice).length, 0, "no gift waiting");
    }

    /// @dev The same with the victim registering and claiming in one transaction (`registerAndClaimAndVest`, the
    /// server's `Register` signature), with eve's gift waiting and after the victim accepted it.
    function test_Attack_GiftCannotBlockRegisterAndClaimAndVest() public {
        register(eve, 20);
        vm.warp(TGE);
        uint256 gift = _claimAndVestTo(eve, alice);
        vm.prank(alice);
        publicVesting.acceptBeneficiary(gift);
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory server = signRegister(alice, ALLOCATION, nonce, deadline);
        vm.prank(alice);
        challenge.registerAndClaimAndVest(ALLOCATION, nonce, deadline, server);
        uint256 own = challenge.userVestingScheduleIds(alice);
        assertEq(publicVesting.getUserVestingScheduleId(alice), own, "her own schedule first");
        assertEq(publicVesting.getVestingSchedule(own).totalAmount, ALLOCATION - ALLOCATION / 10, "whole");
        assertEq(publicVesting.beneficiarySchedules(alice, 1), gift, "the gift after it");
    }

    function test_GiftAcceptedBeforeTheOwnClaimGoesSecond() public {
        register(eve, 10);
        register(alice, ALLOCATION);
        vm.warp(TGE);
        uint256 gift = _claimAndVestTo(eve, alice);
        vm.prank(alice);
        publicVesting.acceptBeneficiary(gift);
        assertEq(publicVesting.getUserVestingScheduleId(alice), gift, "the accepted gift, while she has nothing else");
        uint256 own = _claimAndVestTo(alice, alice);
        assertEq(publicVesting.getUserVestingScheduleId(alice), own, "her own claim goes first");
        assertEq(publicVesting.beneficiarySchedules(alice, 1), gift, "the gift after it");
    }

    /// @dev Only the recipient ever takes a gift: not the giver, not anyone else, not by a handover.
    function test_OnlyTheRecipientTakesAGift() public {
        register(eve, ALLOCATION);
        vm.warp(TGE);
        uint256 gift = _claimAndVestTo(eve, alice);
        vm.warp(TGE + MONTH + 1 days);
        address[2] memory others = [eve, bob];
        for (uint256 i = 0; i < others.length; ++i) {
            vm.startPrank(others[i]);
            vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotPendingBeneficiary.selector, gift, others[i]));
            publicVesting.acceptBeneficiary(gift);
            vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotBeneficiary.selector, gift, others[i]));
            publicVesting.claim(gift);
            vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotBeneficiary.selector, gift, others[i]));
            publicVesting.changeBeneficiary(gift, others[i]);
            vm.stopPrank();
        }
        // Claiming is accepting: alice's first claim takes it onto her list and pays her month.
        vm.prank(alice);
        publicVesting.claim(gift);
        assertEq(publicVesting.getVestingSchedule(gift).beneficiary, alice, "hers now");
        assertEq(
            token.balanceOf(alice), ALLOCATION / 10 + (ALLOCATION - ALLOCATION / 10) / 6, "eve's 10%, then her first month"
        );
        assertEq(publicVesting.getUserVestingScheduleId(alice), gift, "listed");
    }

    /// @dev The rescue: a wallet whose key leaked claims to a safe address of its owner with a relayer; the safe
    /// address, holding no BNB, takes the gift with its own signed claim. The leaked key can never touch it.
    function test_RescueToASafeAddressAcceptedBySignature() public {
        address rescue = vm.addr(SAFE_KEY);
        register(carol, ALLOCATION);
        vm.warp(TGE);
        (uint256 nonce, uint256 deadline, bytes memory server, bytes memory user) =
            signedClaimAndVest(CAROL_KEY, carol, rescue);
        vm.prank(relayer);
        challenge.claimAndVestViaSig(carol, rescue, nonce, deadline, server, user);
        uint256 gift = challenge.userVestingScheduleIds(carol);
        assertEq(token.balanceOf(rescue), ALLOCATION / 10, "10% at the safe address");

        vm.warp(TGE + MONTH + 1 days);
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NotBeneficiary.selector, gift, carol));
        publicVesting.claim(gift);

        deadline = block.timestamp + 600;
        bytes memory accept = signClaim(SAFE_KEY, publicVesting, gift, rescue, publicVesting.nonces(rescue), deadline);
        vm.prank(relayer);
        publicVesting.claimViaSig(gift, rescue, deadline, accept);
        assertEq(publicVesting.getVestingSchedule(gift).beneficiary, rescue, "accepted by its signed claim");
        assertEq(token.balanceOf(rescue), ALLOCATION / 10 + (ALLOCATION - ALLOCATION / 10) / 6, "and its month paid");
        assertEq(publicVesting.pendingGifts(rescue).length, 0, "no gift waiting");
    }

    /*//////////////////////////////////////////////////////////////////////////
                        4. SIGNATURES THAT COME BACK TO LIFE
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Before issue 32: a signature carol made, then a handover to bob and back, and the old signature worked again.
    function test_Attack_SignatureBeforeAHandoverStaysDead() public {
        uint256 id = teamVesting.createVestingSchedule(carol, 100 * GM, 15, sixMonths(150 * GM));
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 90 days;
        bytes memory old = signClaim(CAROL_KEY, teamVesting, id, safe, teamVesting.nonces(carol), deadline);
        vm.prank(carol);
        teamVesting.changeBeneficiary(id, bob);
        vm.prank(bob);
        teamVesting.acceptBeneficiary(id);
        vm.prank(bob);
        teamVesting.changeBeneficiary(id, carol);
        vm.prank(carol);
        teamVesting.acceptBeneficiary(id);

        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, safe, deadline, old);
        assertEq(token.balanceOf(safe), 0, "the old permission ended at the handover");
    }

    /// @dev Before issue 32: carol's EOA signature, made before she moved the schedule to her smart account (owned by
    /// the same key), was accepted by the account's EIP-1271 answer.
    function test_Attack_EoaSignatureNotAcceptedForASmartAccountOfTheSameKey() public {
        SmartAccountMock account = new SmartAccountMock(carol);
        uint256 id = teamVesting.createVestingSchedule(carol, 100 * GM, 15, sixMonths(150 * GM));
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 600;
        bytes memory byEoa = signClaim(CAROL_KEY, teamVesting, id, safe, teamVesting.nonces(carol), deadline);
        vm.prank(carol);
        teamVesting.changeBeneficiary(id, address(account));
        vm.prank(address(account));
        teamVesting.acceptBeneficiary(id);

        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, address(account)));
        teamVesting.claimViaSig(id, safe, deadline, byEoa);
        // The account's own signature (its nonce names the account) works.
        bytes memory byAccount =
            signClaim(CAROL_KEY, teamVesting, id, safe, teamVesting.nonces(address(account)), deadline);
        vm.prank(relayer);
        teamVesting.claimViaSig(id, safe, deadline, byAccount);
        assertEq(token.balanceOf(safe), 250 * GM, "paid on the account's signature");
    }

    /// @dev Before issue 32: an EOA's plain signature wrapped in EIP-6492 form was accepted, so whoever relayed it could
    /// attach a call of their choosing for the verifier to make. A wrapper now counts only for an account its factory
    /// deploys.
    function test_Attack_Eip6492WrapperOfAnEoaSignatureIsRefused() public {
        uint256 id = teamVesting.createVestingSchedule(carol, 100 * GM, 15, sixMonths(150 * GM));
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 600;
        bytes memory plain = signClaim(CAROL_KEY, teamVesting, id, safe, teamVesting.nonces(carol), deadline);
        SmartAccountFactoryMock factory = new SmartAccountFactoryMock();
        bytes memory wrapped = UserSignatures.wrap6492(
            address(factory), abi.encodeCall(SmartAccountFactoryMock.createAccount, (bot, keccak256("any"))), plain
        );
        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, safe, deadline, wrapped);
        vm.prank(relayer);
        teamVesting.claimViaSig(id, safe, deadline, plain);
        assertEq(token.balanceOf(safe), 250 * GM, "the plain signature works");
    }

    /*//////////////////////////////////////////////////////////////////////////
                                      HELPERS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev `user` claims and vests to `recipient`; returns the PUBLIC schedule it created.
    function _claimAndVestTo(address user, address recipient) internal returns (uint256) {
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory server = signAuthorize(user, nonce, deadline);
        vm.prank(user);
        challenge.claimAndVestTo(recipient, nonce, deadline, server);
        return challenge.userVestingScheduleIds(user);
    }

    /// @dev A bot asks the verifier to check an EIP-6492 signature of a signer without code whose "factory" is the
    /// token and whose calldata is a transfer of the verifier's whole balance to the bot.
    function _drainThroughVerifier(address verifier) internal {
        uint256 balance = token.balanceOf(verifier);
        bytes memory wrapped = UserSignatures.wrap6492(
            address(token), abi.encodeCall(IERC20.transfer, (bot, balance)), new bytes(65)
        );
        vm.prank(bot);
        (bool ok,) = verifier.call(abi.encodeWithSignature("isValidSignatureNow(address,bytes32,bytes)", bot, bytes32(0), wrapped));
        ok;
    }

    /// @dev Gives `account` `amount` tokens from the owner (the treasury of the test token).
    function _give(address account, uint256 amount) internal {
        token.transfer(account, amount);
    }
}
