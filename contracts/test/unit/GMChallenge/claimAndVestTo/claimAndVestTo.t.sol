// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMChallenge } from "../../../../contracts/interfaces/IGMChallenge.sol";
import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { Vm } from "../../../utils/Vm.sol";
import { ServerSignatures } from "../../../utils/ServerSignatures.sol";
import { GMChallenge_Unit_Test } from "../GMChallengeUnitTest.sol";

contract ClaimAndVestTo_Unit_Test is GMChallenge_Unit_Test {
    function setUp() public override {
        super.setUp();
        register(alice, ALLOCATION);
        vm.warp(TGE);
    }

    function claimTo(address user, address recipient) internal {
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(user, nonce, deadline);
        vm.prank(user);
        challenge.claimAndVestTo(recipient, nonce, deadline, signature);
    }

    function expectInvalidRecipient(address recipient) internal {
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidRecipient.selector, recipient));
        claimTo(alice, recipient);
    }

    function test_RevertWhen_RecipientZero() external {
        expectInvalidRecipient(address(0));
    }

    function test_RevertWhen_RecipientIsGMChallenge() external {
        expectInvalidRecipient(address(challenge));
    }

    function test_RevertWhen_RecipientIsThePublicVesting() external {
        expectInvalidRecipient(address(publicVesting));
    }

    function test_RevertWhen_RecipientIsTheToken() external {
        expectInvalidRecipient(address(token));
    }

    function test_RevertWhen_RecipientIsADeploymentContract() external {
        address[] memory refused = refusedRecipients();
        for (uint256 i = 0; i < refused.length; ++i) {
            expectInvalidRecipient(refused[i]);
        }
    }

    function test_RevertWhen_SignatureNotForCaller() external whenRecipientValid {
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(bob, 1, deadline);
        bytes32 digest = ServerSignatures.digest(ServerSignatures.authorizeHash(alice, 1, deadline), block.chainid, address(challenge));
        address recovered = recoverSigner(digest, signature);
        expectRevertAs(alice, abi.encodeWithSelector(Errors.GMChallenge_InvalidSignature.selector, recovered));
        challenge.claimAndVestTo(safe, 1, deadline, signature);
    }

    function test_RevertGiven_AlreadyClaimed() external whenRecipientValid whenSignatureValid {
        claimTo(alice, safe);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_AlreadyClaimed.selector, alice));
        claimTo(alice, alice);
    }

    function test_GivenRecipientIsTheCaller() external whenRecipientValid whenSignatureValid {
        vm.recordLogs();
        claimTo(alice, alice);
        assertEq(token.balanceOf(alice), ALLOCATION / 10, "10% to alice");
        assertEq(publicVesting.getVestingSchedule(challenge.userVestingScheduleIds(alice)).beneficiary, alice, "hers");
        Vm.Log[] memory logs = vm.getRecordedLogs();
        assertEq(countLogs(logs, address(challenge), IGMChallenge.ClaimedTo.selector), 0, "no ClaimedTo");
    }

    function test_GivenRecipientIsAnotherAddress() external whenRecipientValid whenSignatureValid {
        uint256 unlocked = ALLOCATION / 10;
        uint256 vested = ALLOCATION - unlocked;
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Claimed(alice, unlocked);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.Vest(alice, 1, vested);
        vm.expectEmit(address(challenge));
        emit IGMChallenge.ClaimedTo(alice, safe, 1, unlocked);
        claimTo(alice, safe);
        assertEq(token.balanceOf(safe), unlocked, "recipient paid at once");
        assertEq(token.balanceOf(alice), 0, "caller paid nothing");
        IGMVesting.VestingSchedule memory schedule = publicVesting.getVestingSchedule(1);
        assertEq(schedule.beneficiary, address(0), "a gift: nobody's until accepted");
        assertEq(publicVesting.pendingBeneficiary(1), safe, "the recipient's to accept");
        assertEq(schedule.totalAmount, vested, "90% vested");
        assertFalse(schedule.revocable, "not revocable");
        assertEq(publicVesting.beneficiaryScheduleCount(safe), 0, "not in the recipient's list unasked");
        assertEq(publicVesting.pendingGifts(safe).length, 1, "listed apart, as a gift");
        assertEq(publicVesting.pendingGifts(safe)[0], 1, "this gift");
        assertEq(publicVesting.beneficiaryScheduleCount(alice), 0, "nothing listed for the caller");
        assertTrue(challenge.hasClaimedAndVested(alice), "the caller's claim");
        assertEq(challenge.userVestingScheduleIds(alice), 1, "recorded under the caller");
        (uint256 claimedAmount,, uint256 vestingAmount,) = challenge.getVestingSnapshot(alice);
        assertEq(claimedAmount, unlocked, "snapshot claimed");
        assertEq(vestingAmount, vested, "snapshot vesting");
        assertEq(challenge.amount_transferred(), ALLOCATION, "transferred");
    }
}
