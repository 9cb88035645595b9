// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Errors } from "../../contracts/libraries/Errors.sol";
import { SignatureVerifier } from "../../contracts/SignatureVerifier.sol";
import { BaseTest } from "../utils/BaseTest.sol";
import { Deploy } from "../utils/Deploy.sol";
import { UserSignatures } from "../utils/UserSignatures.sol";

/// @notice Signed claims with random keys, recipients, senders, times and allocations: a valid signature pays exactly
/// what a direct claim would, to the named recipient only, once; changing any signed field breaks it.
contract SignedClaims_Fuzz_Test is BaseTest {
    /// @dev A private key: 1..N-1 (secp256k1's group order N).
    function _key(uint256 seed) internal pure returns (uint256) {
        return bound(seed, 1, UserSignatures.SECP256K1_N - 1);
    }

    function _assumeRecipient(address recipient, address invalid1, address invalid2) internal view {
        vm.assume(recipient != address(0) && recipient != invalid1 && recipient != invalid2 && recipient != address(token));
        // Keep the accounting below readable: the recipient is none of the test's own holders.
        vm.assume(recipient != owner && recipient.code.length == 0);
    }

    function testFuzz_ClaimViaSigPaysTheRecipientOnce(
        uint256 keySeed,
        address recipient,
        address sender,
        uint256 elapsed
    )
        public
    {
        uint256 key = _key(keySeed);
        address beneficiary = vm.addr(key);
        _assumeRecipient(recipient, address(teamVesting), address(teamVesting));
        uint256 id = teamVesting.createVestingSchedule(beneficiary, 100 * GM, 15, sixMonths(150 * GM));
        vm.warp(TGE + bound(elapsed, 0, 400 days));
        uint256 claimable = teamVesting.claimableAmount(id);
        uint256 recipientBefore = token.balanceOf(recipient);
        uint256 beneficiaryBefore = token.balanceOf(beneficiary);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signClaim(key, teamVesting, id, recipient, claimNonce(beneficiary, 0), deadline);

        vm.prank(sender);
        teamVesting.claimViaSig(id, recipient, deadline, signature);
        assertEq(token.balanceOf(recipient) - recipientBefore, claimable, "the recipient gets what was claimable");
        if (recipient != beneficiary) {
            assertEq(token.balanceOf(beneficiary), beneficiaryBefore, "the beneficiary gets nothing");
        }
        assertEq(teamVesting.nonces(beneficiary), claimNonce(beneficiary, 1), "one nonce used");

        // Replayed later, when more has vested: refused.
        vm.warp(block.timestamp + 400 days);
        vm.prank(sender);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_SignatureExpired.selector, deadline, block.timestamp));
        teamVesting.claimViaSig(id, recipient, deadline, signature);
        bytes memory sameNonceLaterDeadline = signClaim(key, teamVesting, id, recipient, claimNonce(beneficiary, 0), block.timestamp + 600);
        vm.prank(sender);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, beneficiary));
        teamVesting.claimViaSig(id, recipient, block.timestamp + 600, sameNonceLaterDeadline);
    }

    /// @dev Every field the beneficiary signs is bound: a signature made over one field changed is refused.
    function testFuzz_ClaimViaSigBindsEveryField(uint256 keySeed, uint256 field, uint256 change) public {
        uint256 key = _key(keySeed);
        address beneficiary = vm.addr(key);
        uint256 id = teamVesting.createVestingSchedule(beneficiary, 100 * GM, 15, sixMonths(150 * GM));
        uint256 other = teamVesting.createVestingSchedule(beneficiary, 100 * GM, 15, sixMonths(150 * GM));
        vm.warp(TGE + 40 days);
        uint256 deadline = block.timestamp + 600;
        change = bound(change, 1, type(uint128).max);
        uint256 scheduleId = id;
        address recipient = safe;
        uint256 nonce = 0;
        uint256 signedDeadline = deadline;
        uint256 chainId = block.chainid;
        address verifyingContract = address(teamVesting);
        field = field % 6;
        if (field == 0) scheduleId = other;
        if (field == 1) recipient = address(uint160(safe) + uint160(change));
        if (field == 2) nonce = change;
        if (field == 3) signedDeadline = deadline + change;
        if (field == 4) chainId = block.chainid + change;
        if (field == 5) verifyingContract = address(publicVesting);
        bytes memory signature = UserSignatures.sign(
            key, UserSignatures.claimDigest(chainId, verifyingContract, scheduleId, recipient, nonce, signedDeadline)
        );
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, beneficiary));
        teamVesting.claimViaSig(id, safe, deadline, signature);
    }

    function testFuzz_ClaimAndVestViaSigPaysTheRecipient(
        uint256 keySeed,
        address recipient,
        address sender,
        uint256 allocation
    )
        public
    {
        uint256 key = _key(keySeed);
        address user = vm.addr(key);
        _assumeRecipient(recipient, address(challenge), address(publicVesting));
        vm.assume(user != owner);
        allocation = bound(allocation, 1, 1_000_000 * GM);
        register(user, allocation);
        vm.warp(TGE);
        (uint256 nonce, uint256 deadline, bytes memory serverSignature, bytes memory userSignature) =
            signedClaimAndVest(key, user, recipient);
        uint256 recipientBefore = token.balanceOf(recipient);

        vm.prank(sender);
        challenge.claimAndVestViaSig(user, recipient, nonce, deadline, serverSignature, userSignature);
        uint256 unlocked = allocation / 10;
        assertEq(token.balanceOf(recipient) - recipientBefore, unlocked, "10% to the recipient");
        uint256 scheduleId = challenge.userVestingScheduleIds(user);
        if (allocation - unlocked > 0) {
            if (recipient == user) {
                assertEq(publicVesting.getVestingSchedule(scheduleId).beneficiary, user, "90% vests for the user");
            } else {
                assertEq(publicVesting.pendingBeneficiary(scheduleId), recipient, "90% a gift to the recipient");
            }
            assertEq(publicVesting.getVestingSchedule(scheduleId).totalAmount, allocation - unlocked, "90%");
        }
        assertTrue(challenge.hasClaimedAndVested(user), "the user's claim");

        // The same pair again: the server nonce is spent.
        vm.prank(sender);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NonceAlreadyUsed.selector, user, nonce));
        challenge.claimAndVestViaSig(user, recipient, nonce, deadline, serverSignature, userSignature);
    }

    /// @dev A user signature of any other key, or over another recipient, is refused and consumes nothing.
    function testFuzz_ClaimAndVestViaSigRefusesOtherSigners(uint256 keySeed, uint256 otherSeed, address recipient) public {
        uint256 key = _key(keySeed);
        uint256 otherKey = _key(otherSeed);
        vm.assume(key != otherKey);
        address user = vm.addr(key);
        _assumeRecipient(recipient, address(challenge), address(publicVesting));
        register(user, ALLOCATION_FOR_FUZZ);
        vm.warp(TGE);
        (uint256 nonce, uint256 deadline, bytes memory serverSignature, bytes memory forged) =
            signedClaimAndVest(otherKey, user, recipient);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidUserSignature.selector, user));
        challenge.claimAndVestViaSig(user, recipient, nonce, deadline, serverSignature, forged);
        assertFalse(challenge.usedNonces(user, nonce), "nothing consumed");
        assertFalse(challenge.hasClaimedAndVested(user), "not claimed");
    }

    uint256 internal constant ALLOCATION_FOR_FUZZ = 1_000 * GM;

    /// @dev Random bytes are never a valid signature of a random signer; an undecodable EIP-6492 wrapper reverts
    /// rather than validating.
    function testFuzz_VerifierRefusesRandomBytes(address signer, bytes32 hash, bytes calldata signature) public {
        SignatureVerifier verifier = Deploy.signatureVerifier();
        vm.assume(signer != address(0));
        try verifier.isValidSignatureNow(signer, hash, signature) returns (bool valid) {
            assertFalse(valid, "random bytes validated");
        } catch {
            uint256 length = signature.length;
            assertTrue(
                length >= 32 && bytes32(signature[length - 32:]) == UserSignatures.ERC6492_SUFFIX,
                "only a wrapper may revert"
            );
        }
    }
}
