// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IGMVesting } from "../../../../contracts/interfaces/IGMVesting.sol";
import { Errors } from "../../../../contracts/libraries/Errors.sol";
import { Vm } from "../../../utils/Vm.sol";
import { SmartAccountFactoryMock } from "../../../mocks/SmartAccountFactoryMock.sol";
import { SmartAccountMock } from "../../../mocks/SmartAccountMock.sol";
import { UserSignatures } from "../../../utils/UserSignatures.sol";
import { GMVesting_Unit_Test } from "../GMVestingUnitTest.sol";

contract ClaimViaSig_Unit_Test is GMVesting_Unit_Test {
    uint256 internal constant EVE_KEY = 0xE5E;
    uint256 internal id;
    uint256 internal deadline;

    function setUp() public override {
        super.setUp();
        id = createTeamSchedule(carol);
        vm.warp(FEB_15);
        deadline = block.timestamp + 600;
    }

    function signed(address recipient) internal view returns (bytes memory) {
        return signClaim(CAROL_KEY, teamVesting, id, recipient, teamVesting.nonces(carol), deadline);
    }

    function test_RevertWhen_RecipientInvalid() external {
        address[] memory invalid = refusedRecipients();
        for (uint256 i = 0; i < invalid.length; ++i) {
            bytes memory signature = signed(invalid[i]);
            expectRevertAs(relayer, abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, invalid[i]));
            teamVesting.claimViaSig(id, invalid[i], deadline, signature);
        }
    }

    function test_RevertWhen_DeadlinePassed() external whenRecipientValid {
        bytes memory signature = signed(safe);
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_SignatureExpired.selector, deadline, deadline + 1));
        teamVesting.claimViaSig(id, safe, deadline, signature);
    }

    function test_RevertWhen_ScheduleNotFound() external whenRecipientValid whenDeadlineNotPassed {
        bytes memory signature = signClaim(CAROL_KEY, teamVesting, 99, safe, claimNonce(carol, 0), deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_ScheduleNotFound.selector, 99));
        teamVesting.claimViaSig(99, safe, deadline, signature);
    }

    function test_RevertWhen_AnotherKeySigned() external whenRecipientValid whenDeadlineNotPassed whenScheduleExists {
        bytes memory signature = signClaim(EVE_KEY, teamVesting, id, safe, claimNonce(carol, 0), deadline);
        vm.prank(vm.addr(EVE_KEY));
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, safe, deadline, signature);
    }

    function test_RevertWhen_SignatureNamesOtherFields()
        external
        whenRecipientValid
        whenDeadlineNotPassed
        whenScheduleExists
    {
        uint256 other = createTeamSchedule(carol);
        bytes memory signature = signed(safe);
        // A relayer swapping the recipient, the schedule or the deadline.
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, eve, deadline, signature);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(other, safe, deadline, signature);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, safe, deadline + 1, signature);
    }

    function test_RevertWhen_SignatureAlreadyUsed() external whenRecipientValid whenDeadlineNotPassed whenScheduleExists {
        bytes memory signature = signed(safe);
        teamVesting.claimViaSig(id, safe, deadline, signature);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, safe, deadline, signature);
        // A signature of the used nonce, sent after the next release.
        vm.warp(MAR_15);
        deadline = block.timestamp + 600;
        bytes memory stale = signClaim(CAROL_KEY, teamVesting, id, safe, claimNonce(carol, 0), deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, safe, deadline, stale);
    }

    function test_RevertWhen_SignatureMalformed() external whenRecipientValid whenDeadlineNotPassed whenScheduleExists {
        bytes memory valid = signed(safe);
        bytes memory short = new bytes(64);
        // The same signature with s' = n - s and v flipped: valid for ecrecover, refused by ECDSA (malleability).
        bytes memory highS = UserSignatures.highS(valid);
        bytes memory badWrapper = abi.encodePacked(bytes32(uint256(1)), UserSignatures.ERC6492_SUFFIX);
        bytes[3] memory malformed = [short, highS, badWrapper];
        for (uint256 i = 0; i < malformed.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
            teamVesting.claimViaSig(id, safe, deadline, malformed[i]);
        }
        assertEq(teamVesting.nonces(carol), claimNonce(carol, 0), "nonce unused");
    }

    function test_RevertGiven_NothingClaimable() external whenRecipientValid whenDeadlineNotPassed whenSignatureValid {
        claimAs(carol, id);
        bytes memory signature = signed(safe);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_NothingToClaim.selector, id));
        teamVesting.claimViaSig(id, safe, deadline, signature);
        assertEq(teamVesting.nonces(carol), claimNonce(carol, 0), "nonce unused");
    }

    function test_GivenAnEoaBeneficiary() external whenRecipientValid whenDeadlineNotPassed whenSignatureValid {
        bytes memory signature = signed(safe);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.Claimed(id, carol, 250 * GM, FEB_15);
        vm.expectEmit(address(teamVesting));
        emit IGMVesting.ClaimedTo(id, carol, safe, 250 * GM);
        vm.prank(relayer);
        teamVesting.claimViaSig(id, safe, deadline, signature);
        assertEq(token.balanceOf(safe), 250 * GM, "recipient paid");
        assertEq(token.balanceOf(carol), 0, "beneficiary paid nothing");
        assertEq(token.balanceOf(relayer), 0, "relayer paid nothing");
        assertEq(teamVesting.nonces(carol), claimNonce(carol, 1), "nonce used");
        assertEq(teamVesting.getVestingSchedule(id).claimed, 250 * GM, "claimed");

        // A sponsored claim to itself: Claimed only.
        vm.warp(MAR_15);
        deadline = block.timestamp + 600;
        signature = signed(carol);
        vm.recordLogs();
        vm.prank(relayer);
        teamVesting.claimViaSig(id, carol, deadline, signature);
        assertEq(token.balanceOf(carol), 150 * GM, "to itself");
        Vm.Log[] memory logs = vm.getRecordedLogs();
        assertEq(countLogs(logs, address(teamVesting), IGMVesting.ClaimedTo.selector), 0, "no ClaimedTo");
        assertEq(teamVesting.nonces(carol), claimNonce(carol, 2), "second nonce used");
    }

    function test_GivenAnEip1271Beneficiary() external whenRecipientValid whenDeadlineNotPassed whenSignatureValid {
        SmartAccountMock account = new SmartAccountMock(carol);
        uint256 accountId = createTeamSchedule(address(account));
        bytes memory signature = signClaim(CAROL_KEY, teamVesting, accountId, safe, claimNonce(address(account), 0), deadline);
        vm.prank(relayer);
        teamVesting.claimViaSig(accountId, safe, deadline, signature);
        assertEq(token.balanceOf(safe), 250 * GM, "recipient paid");
        assertEq(teamVesting.nonces(address(account)), claimNonce(address(account), 1), "account's nonce used");

        // An account that stops accepting (e.g. a revoked key) refuses the next one.
        vm.warp(MAR_15);
        deadline = block.timestamp + 600;
        signature = signClaim(CAROL_KEY, teamVesting, accountId, safe, claimNonce(address(account), 1), deadline);
        vm.prank(carol);
        account.setAccepting(false);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, address(account)));
        teamVesting.claimViaSig(accountId, safe, deadline, signature);
    }

    function test_GivenAnEip6492Beneficiary() external whenRecipientValid whenDeadlineNotPassed whenSignatureValid {
        SmartAccountFactoryMock factory = new SmartAccountFactoryMock();
        bytes32 salt = keccak256("carol's account");
        address account = factory.accountAddress(carol, salt);
        uint256 accountId = createTeamSchedule(account);
        assertEq(account.code.length, 0, "not deployed yet");
        bytes memory inner = signClaim(CAROL_KEY, teamVesting, accountId, safe, claimNonce(account, 0), deadline);
        bytes memory signature = UserSignatures.wrap6492(
            address(factory), abi.encodeCall(SmartAccountFactoryMock.createAccount, (carol, salt)), inner
        );
        vm.prank(relayer);
        teamVesting.claimViaSig(accountId, safe, deadline, signature);
        assertGt(account.code.length, 0, "deployed");
        assertEq(factory.lastCaller(), address(teamVesting.signatureVerifier()), "deployed by the verifier");
        assertEq(token.balanceOf(address(teamVesting.signatureVerifier())), 0, "the verifier holds nothing");
        assertEq(token.balanceOf(safe), 250 * GM, "recipient paid");
        assertEq(teamVesting.nonces(account), claimNonce(account, 1), "nonce used");
    }
}
